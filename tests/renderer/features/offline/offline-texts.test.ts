// The offline wording: what the cache uses, how many messages wait, what signing out would lose, and
// "as of" a time today or on another day, in English and in the window's other languages.
import { describe, expect, it } from 'vitest';
import { unsentWarning } from '../../../../renderer/src/features/account/sign-out-button';
import { formatSavedAt, waitingText } from '../../../../renderer/src/features/connection/offline-banner';
import { formatMegabytes, usageText } from '../../../../renderer/src/features/offline/offline-data-panel';
import { testIntl } from '../../../support/intl';

const MB = 1024 * 1024;
const en = testIntl('en', 'UTC');
const de = testIntl('de', 'UTC');
const es = testIntl('es', 'UTC');

describe('offline wording', () => {
  it('says what the cache uses against its limit', () => {
    expect(formatMegabytes(en, 0)).toBe('0 MB');
    expect(formatMegabytes(en, 1000)).toBe('0.1 MB');
    expect(formatMegabytes(en, 2.46 * MB)).toBe('2.5 MB');
    expect(formatMegabytes(en, 123.4 * MB)).toBe('123 MB');
    expect(usageText(en, { usedBytes: 3 * MB, limitBytes: 200 * MB })).toBe(
      'Offline data uses 3 MB of 200 MB.',
    );
    expect(usageText(de, { usedBytes: 2.46 * MB, limitBytes: 2000 * MB })).toBe(
      'Offline-Daten belegen 2,5 MB von 2.000 MB.',
    );
  });

  it('counts messages waiting and what signing out would lose', () => {
    expect(waitingText(en, 1)).toBe(
      '1 message is waiting to send. Threadline sends it when the server is back.',
    );
    expect(waitingText(en, 3)).toBe(
      '3 messages are waiting to send. Threadline sends them when the server is back.',
    );
    expect(waitingText(de, 1)).toMatch(/^1 Nachricht wartet/);
    expect(waitingText(es, 3)).toMatch(/^3 mensajes esperan/);
    expect(unsentWarning(en, 1)).toBe('1 message has not been sent yet and will be lost.');
    expect(unsentWarning(en, 2)).toBe('2 messages have not been sent yet and will be lost.');
  });

  it('gives the time alone for today and the day too for another day', () => {
    const now = Date.UTC(2026, 10, 27, 15, 0);
    const today = formatSavedAt(en, Date.UTC(2026, 10, 27, 9, 5), now);
    const earlier = formatSavedAt(en, Date.UTC(2026, 10, 3, 9, 5), now);
    expect(today).toMatch(/09.05/);
    expect(today).not.toMatch(/Nov/);
    expect(earlier).toMatch(/3/);
    expect(earlier).toMatch(/Nov/);
    expect(earlier).toMatch(/09.05/);
    expect(formatSavedAt(en, Date.UTC(2026, 10, 27, 14, 5), now, 'h23')).toBe('14:05');
    expect(formatSavedAt(de, Date.UTC(2026, 10, 3, 9, 5), now, 'h23')).toBe('3. Nov., 09:05');
  });
});
