// What the Updates panel says at each step of main's updater, and which buttons it offers.
import { describe, expect, it } from 'vitest';
import type { UpdateStatus } from '../../../../shared/desktop';
import {
  describeUpdateStatus,
  updateName,
} from '../../../../renderer/src/features/desktop/update-status-text';

const ago = (at: number) => `at ${at}`;
const view = (status: UpdateStatus | null) => describeUpdateStatus(status, ago);

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
    expect(view({ state: 'idle', lastCheckedAt: 5 }).text).toBe('Threadline is up to date (checked at 5).');
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
    expect(updateName('')).toBe('A new version of Threadline');
    expect(updateName('2.0.0-beta.1')).toBe('Threadline 2.0.0-beta.1');
  });
});
