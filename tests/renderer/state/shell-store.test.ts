// The shell store: what the window knows that is no account's (AppState, every account's connection,
// the link to main, this computer's preferences), kept apart from the account stores.
import { describe, expect, it } from 'vitest';
import { DEFAULT_DESKTOP_PREFERENCES } from '../../../shared/desktop';
import { createShellStore } from '../../../renderer/src/state/shell-store';
import { accountLabel, activeConnection } from '../../../renderer/src/state/session';
import { appState } from '../support/factories';

const second = {
  id: 'a2',
  realmUrl: 'https://chat.example.org',
  email: 'bob@example.org',
  userId: 11,
  realmName: 'Example Org',
};

describe('shell store', () => {
  it("takes AppState from main, and every signed-in account's connection reports", () => {
    const shell = createShellStore();
    const s = () => shell.getState();
    s().applyAppState(
      appState({
        accounts: [...appState().accounts, second],
        signedOutReason: 'Key revoked',
        demoAvailable: true,
        connections: { a1: { status: 'connected', failures: 0 }, a2: { status: 'registering', failures: 0 } },
      }),
    );
    expect(s().session).toMatchObject({
      loaded: true,
      activeAccountId: 'a1',
      signedOutReason: 'Key revoked',
      keyStorage: 'file, mode 0600',
      demoAvailable: true,
    });
    // A background account's report is kept too; one for an account not signed in is not.
    s().applyConnection('a2', { status: 'reconnecting', nextRetryAt: 5, failures: 1 });
    s().applyConnection('gone', { status: 'connected', failures: 0 });
    expect(s().session.connections).toEqual({
      a1: { status: 'connected', failures: 0 },
      a2: { status: 'reconnecting', nextRetryAt: 5, failures: 1 },
    });
    expect(activeConnection(s().session).status).toBe('connected');
    s().applyConnection('a1', { status: 'offline', failures: 0 });
    expect(activeConnection(s().session).status).toBe('offline');
  });

  it("keeps this computer's preferences and update status whatever the accounts do", () => {
    const shell = createShellStore();
    shell.getState().applyDesktopPreferences(DEFAULT_DESKTOP_PREFERENCES);
    shell.getState().applyUpdateStatus({ state: 'checking' });
    shell.getState().applyAppState(appState({ accounts: [], activeAccountId: null, connections: {} }));
    expect(shell.getState().desktop).toMatchObject({
      preferences: DEFAULT_DESKTOP_PREFERENCES,
      update: { state: 'checking' },
    });
    expect(activeConnection(shell.getState().session)).toEqual({ status: 'idle', failures: 0 });
  });

  it('names an account by its organization, with the email when another shares its server', () => {
    const [first] = appState().accounts;
    if (first === undefined) throw new Error('factory has no account');
    const elsewhere = { ...second, id: 'a3', realmUrl: 'https://other.example', realmName: 'Other' };
    expect(accountLabel(first, [first, elsewhere])).toBe('Example Org');
    expect(accountLabel(first, [first, second])).toBe('Example Org (ada@example.org)');
  });
});
