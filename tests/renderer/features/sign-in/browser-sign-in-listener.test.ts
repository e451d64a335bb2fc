// The end of a browser sign-in handed to main from outside: a `browser-sign-in` push leaves the
// add-account screen and fetches the new state, or says in the link notice why it was refused.
import { afterEach, describe, expect, it } from 'vitest';
import { useLinkNotice } from '../../../../renderer/src/features/desktop/link-notice';
import { listenForBrowserSignIn } from '../../../../renderer/src/features/sign-in/browser-sign-in-listener';
import { useUiStore } from '../../../../renderer/src/state/ui';
import type { QueryClient } from '@tanstack/react-query';
import { createAccountStores } from '../../../../renderer/src/state/account-stores';
import { createShellStore } from '../../../../renderer/src/state/shell-store';
import type { AppState } from '../../../../shared/ipc';
import { createFakeBridge } from '../../support/fake-bridge';

const account = { id: 'a1', realmUrl: 'https://x.example', email: 'me@x.example', userId: 5, realmName: 'X' };
const appState: AppState = {
  accounts: [account],
  activeAccountId: 'a1',
  connection: { status: 'registering', failures: 0 },
  connections: { a1: { status: 'registering', failures: 0 } },
  keyStorage: 'test',
  demoAvailable: false,
};

const stores = () => ({
  shell: createShellStore(),
  accounts: createAccountStores({ newQueryClient: () => ({ clear() {} }) as unknown as QueryClient }),
});

afterEach(() => {
  useLinkNotice.getState().clear();
  useUiStore.getState().setAddingAccount(false);
});

describe('listenForBrowserSignIn', () => {
  it('finishes the sign-in it hears of: leaves "Add an account" and asks for the new state', async () => {
    const bridge = createFakeBridge({ 'app.state': { ok: true, value: appState } });
    const targets = stores();
    const stop = listenForBrowserSignIn(bridge, targets);
    useUiStore.getState().setAddingAccount(true);
    useLinkNotice.getState().show('an older refusal');
    bridge.push({ type: 'browser-sign-in', outcome: { ok: true, account } });
    expect(useUiStore.getState().addingAccount).toBe(false);
    expect(useLinkNotice.getState().message).toBeNull();
    await Promise.resolve();
    expect(bridge.calls).toEqual([{ name: 'app.state', params: {} }]);
    await Promise.resolve();
    expect(targets.shell.getState().session.activeAccountId).toBe('a1');
    stop();
    expect(bridge.listenerCount()).toBe(0);
  });

  it('says a refusal in the link notice and stays where it is', () => {
    const bridge = createFakeBridge();
    listenForBrowserSignIn(bridge, stores());
    useUiStore.getState().setAddingAccount(true);
    bridge.push({
      type: 'browser-sign-in',
      outcome: { ok: false, message: 'That sign-in link has already been used.' },
    });
    expect(useLinkNotice.getState().message).toBe('That sign-in link has already been used.');
    expect(useUiStore.getState().addingAccount).toBe(true);
    bridge.push({ type: 'link-refused', message: 'not ours to handle' });
    expect(useLinkNotice.getState().message).toBe('That sign-in link has already been used.');
    expect(bridge.calls).toEqual([]);
  });
});
