// How keys are kept reaches the renderer in AppState: the description always, the warning (weak
// storage, e.g. Linux safeStorage's basic_text) only when the host reports one, in the language the
// host's intl speaks when the state is read.
import { afterEach, describe, expect, it } from 'vitest';
import { describeSafeStorage } from '../../../../electron/core/vault';
import type { IpcPush } from '../../../../shared/ipc';
import { plainIntl } from '../../../support/intl';
import { KEYS_IN_PROFILE, startHarness, type Harness } from './harness';

let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

const appStates = (pushes: IpcPush[]) => pushes.flatMap((p) => (p.type === 'app-state' ? [p.state] : []));

describe('key storage in AppState', () => {
  it('carries the host’s warning from start, through sign-in', async () => {
    const { warning } = describeSafeStorage('linux', 'basic_text');
    h = await startHarness({ keyStorage: { description: KEYS_IN_PROFILE, ...(warning ? { warning } : {}) } });
    await h.session.start();
    expect(h.session.state().keyStorageWarning).toMatch(/^No system keyring .* password built into the app/);
    await h.session.signInWithApiKey(h.server.url, h.me.email, h.me.api_key);
    const states = appStates(h.pushes);
    expect(states.length).toBeGreaterThanOrEqual(2);
    for (const state of states) {
      expect(state).toMatchObject({
        keyStorage: 'file in the profile, mode 0600',
        keyStorageWarning: expect.stringMatching(/^No system keyring/),
      });
    }
  });

  it('has no warning when the host reports none', async () => {
    h = await startHarness();
    await h.session.start();
    expect(h.session.state()).not.toHaveProperty('keyStorageWarning');
    expect(appStates(h.pushes).every((state) => !('keyStorageWarning' in state))).toBe(true);
  });

  it("says how keys are kept in the window's language, read again when it changes", async () => {
    let intl = plainIntl;
    h = await startHarness({ ...describeSafeStorageOptions(), intl: () => intl() });
    await h.session.start();
    expect(h.session.state().keyStorage).toMatch(
      /^API keys are encrypted with a password built into Electron/,
    );
    intl = () => plainIntl('de');
    expect(h.session.state()).toMatchObject({
      keyStorage: expect.stringMatching(/^API-Schlüssel werden mit einem in Electron eingebauten Passwort/),
      keyStorageWarning: expect.stringMatching(/^Es ist kein Schlüsselbund des Systems/),
    });
  });
});

function describeSafeStorageOptions() {
  return { keyStorage: describeSafeStorage('linux', 'basic_text') };
}
