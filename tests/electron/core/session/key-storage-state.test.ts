// How keys are kept reaches the renderer in AppState: the description always, the warning (weak
// storage, e.g. Linux safeStorage's basic_text) only when the host reports one.
import { afterEach, describe, expect, it } from 'vitest';
import type { IpcPush } from '../../../../shared/ipc';
import { startHarness, type Harness } from './harness';

let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

const appStates = (pushes: IpcPush[]) => pushes.flatMap((p) => (p.type === 'app-state' ? [p.state] : []));

describe('key storage in AppState', () => {
  it('carries the host’s warning from start, through sign-in', async () => {
    h = await startHarness({ keyStorageWarning: 'keys protected by a built-in password' });
    await h.session.start();
    expect(h.session.state().keyStorageWarning).toBe('keys protected by a built-in password');
    await h.session.signInWithApiKey(h.server.url, h.me.email, h.me.api_key);
    const states = appStates(h.pushes);
    expect(states.length).toBeGreaterThanOrEqual(2);
    for (const state of states) {
      expect(state).toMatchObject({
        keyStorage: 'file in the profile, mode 0600',
        keyStorageWarning: 'keys protected by a built-in password',
      });
    }
  });

  it('has no warning when the host reports none', async () => {
    h = await startHarness();
    await h.session.start();
    expect(h.session.state()).not.toHaveProperty('keyStorageWarning');
    expect(appStates(h.pushes).every((state) => !('keyStorageWarning' in state))).toBe(true);
  });
});
