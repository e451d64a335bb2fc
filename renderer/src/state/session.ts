// Session slice: what main says about the accounts and their connections (AppState), plus, in
// browser mode, whether main itself is reachable. It belongs to no account (shell-store.ts).
import type { AccountSummary, AppState, ConnectionState } from '../../../shared/ipc';
import type { LinkStatus } from '../bridge/ws-bridge';

export interface SessionState {
  /** False until the first AppState arrives from main. */
  loaded: boolean;
  /** In the order the person chose (the switcher's). */
  accounts: AccountSummary[];
  activeAccountId: string | null;
  /** Every account's connection: all of them run, whichever is shown. */
  connections: Readonly<Record<string, ConnectionState>>;
  signedOutReason: string | undefined;
  keyStorage: string;
  /** Main's warning that saved keys are weakly protected (Linux without a keyring). */
  keyStorageWarning: string | undefined;
  demoAvailable: boolean;
  link: LinkStatus;
}

export const IDLE_CONNECTION: ConnectionState = { status: 'idle', failures: 0 };

export const initialSession: SessionState = {
  loaded: false,
  accounts: [],
  activeAccountId: null,
  connections: {},
  signedOutReason: undefined,
  keyStorage: '',
  keyStorageWarning: undefined,
  demoAvailable: false,
  link: 'up',
};

export function handleAppState(session: SessionState, app: AppState): SessionState {
  return {
    ...session,
    loaded: true,
    accounts: app.accounts,
    activeAccountId: app.activeAccountId,
    connections: app.connections,
    signedOutReason: app.signedOutReason,
    keyStorage: app.keyStorage,
    keyStorageWarning: app.keyStorageWarning,
    demoAvailable: app.demoAvailable,
  };
}

/** A connection report of any signed-in account (one not listed is signed out, and ignored). */
export function handleConnectionState(
  session: SessionState,
  accountId: string,
  connection: ConnectionState,
): SessionState {
  if (!session.accounts.some((account) => account.id === accountId)) return session;
  return { ...session, connections: { ...session.connections, [accountId]: connection } };
}

export function handleLinkStatus(session: SessionState, link: LinkStatus): SessionState {
  return session.link === link ? session : { ...session, link };
}

export function activeAccount(session: SessionState): AccountSummary | undefined {
  return session.accounts.find((account) => account.id === session.activeAccountId);
}

/** The active account's connection (idle when none). */
export function activeConnection(session: SessionState): ConnectionState {
  const id = session.activeAccountId;
  return (id === null ? undefined : session.connections[id]) ?? IDLE_CONNECTION;
}

/**
 * How the switcher and the title name an account: its organization, and its email when another
 * signed-in account is on the same server (two users of one organization).
 */
export function accountLabel(account: AccountSummary, accounts: readonly AccountSummary[]): string {
  const shared = accounts.some((other) => other.id !== account.id && other.realmUrl === account.realmUrl);
  return shared ? `${account.realmName} (${account.email})` : account.realmName;
}
