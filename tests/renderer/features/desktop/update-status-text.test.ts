// What the Updates panel says at each step of main's updater, and which buttons it offers.
import { describe, expect, it } from 'vitest';
import type { UpdateStatus } from '../../../../shared/desktop';
import {
  agoText,
  describeUpdateStatus,
  readyText,
} from '../../../../renderer/src/features/desktop/update-status-text';
import { testIntl } from '../../../support/intl';

const NOW = Date.UTC(2026, 2, 10, 12, 0);
const en = testIntl('en');
const view = (status: UpdateStatus | null) => describeUpdateStatus(status, en, NOW);

describe('describeUpdateStatus', () => {
  it('says each step plainly', () => {
    expect(view({ state: 'disabled', reason: 'Your administrator manages updates.' })).toEqual({
      text: 'Your administrator manages updates.',
      tone: 'info',
      canCheck: true,
      canRestart: false,
    });
    expect(view({ state: 'idle' }).text).toBe(
      'Threadline checks for updates a little after it starts, then once a day.',
    );
    expect(view({ state: 'idle', lastCheckedAt: NOW - 5 * 60_000 }).text).toBe(
      'Threadline is up to date (checked 5 minutes ago).',
    );
    expect(view({ state: 'checking' })).toMatchObject({ text: 'Checking for updates…', canCheck: false });
    expect(view({ state: 'downloading', version: '1.2.3', percent: 42 })).toMatchObject({
      text: 'Downloading Threadline 1.2.3… 42%',
      percent: 42,
      canCheck: false,
      canRestart: false,
    });
    expect(view({ state: 'ready', version: '1.2.3' })).toMatchObject({
      text: 'Threadline 1.2.3 is ready. Restart Threadline to update.',
      canCheck: false,
      canRestart: true,
    });
    expect(view({ state: 'error', message: 'Could not reach the update server.' })).toMatchObject({
      text: 'Could not reach the update server.',
      tone: 'warning',
      canCheck: true,
    });
  });

  it('waits for main before offering anything', () => {
    expect(view(null)).toMatchObject({ canCheck: false, canRestart: false });
  });

  it('names an update without a usable version plainly', () => {
    expect(readyText(en, '')).toBe('A new version of Threadline is ready');
    expect(readyText(en, '2.0.0-beta.1')).toBe('Threadline 2.0.0-beta.1 is ready');
    expect(view({ state: 'downloading', version: '', percent: 7 }).text).toBe(
      'Downloading a new version of Threadline… 7%',
    );
  });

  it('says each step in German and Spanish, the time since the last check included', () => {
    const de = testIntl('de');
    const es = testIntl('es');
    expect(describeUpdateStatus({ state: 'ready', version: '1.2.3' }, de, NOW).text).toBe(
      'Threadline 1.2.3 ist bereit. Starten Sie Threadline neu, um zu aktualisieren.',
    );
    expect(describeUpdateStatus({ state: 'idle', lastCheckedAt: NOW - 3 * 3_600_000 }, es, NOW).text).toBe(
      'Threadline está al día (comprobado hace 3 horas).',
    );
    expect(agoText(de, NOW - 86_400_000, NOW)).toBe('gestern');
    expect(agoText(de, NOW - 10_000, NOW)).toBe('gerade eben');
    expect(readyText(es, '')).toBe('Hay una nueva versión de Threadline lista');
  });
});
