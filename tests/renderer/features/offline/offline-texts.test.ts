// The offline wording: what the cache uses, how many messages wait, what signing out would lose, and
// "as of" a time today or on another day.
import { describe, expect, it } from 'vitest';
import { unsentWarning } from '../../../../renderer/src/features/account/sign-out-button';
import { formatSavedAt, waitingText } from '../../../../renderer/src/features/connection/offline-banner';
import { formatMegabytes, usageText } from '../../../../renderer/src/features/offline/offline-data-panel';
import { intlFor } from '../../support/settings-intl';

const MB = 1024 * 1024;

describe('offline wording', () => {
  it('says what the cache uses against its limit', () => {
    expect(formatMegabytes(0)).toBe('0 MB');
    expect(formatMegabytes(1000)).toBe('0.1 MB');
    expect(formatMegabytes(2.46 * MB)).toBe('2.5 MB');
    expect(formatMegabytes(123.4 * MB)).toBe('123 MB');
    expect(usageText({ usedBytes: 3 * MB, limitBytes: 200 * MB })).toBe('Offline data uses 3 MB of 200 MB.');
  });

  it('counts messages waiting and what signing out would lose', () => {
    expect(waitingText(1)).toBe('1 message is waiting to send.');
    expect(waitingText(3)).toBe('3 messages are waiting to send.');
    expect(unsentWarning(intlFor('en'), 1)).toBe('1 message has not been sent yet and will be lost.');
    expect(unsentWarning(intlFor('en'), 2)).toBe('2 messages have not been sent yet and will be lost.');
  });

  it('gives the time alone for today and the day too for another day', () => {
    const now = new Date(2026, 10, 27, 15, 0).getTime();
    const today = formatSavedAt(new Date(2026, 10, 27, 9, 5).getTime(), now);
    const earlier = formatSavedAt(new Date(2026, 10, 3, 9, 5).getTime(), now);
    expect(today).toMatch(/09.05/);
    expect(today).not.toMatch(/Nov/);
    expect(earlier).toMatch(/3/);
    expect(earlier).toMatch(/Nov/);
    expect(earlier).toMatch(/09.05/);
  });
});
