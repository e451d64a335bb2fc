// Session slice: what main says about accounts and its connection (AppState), plus, in browser mode,
// whether main itself is reachable.
import type { AccountSummary, AppState, ConnectionState } from '../../../shared/ipc';
import type { LinkStatus } from '../bridge/ws-bridge';

export interface SessionState {
  /** False until the first AppState arrives from main. */
  loaded: boolean;
  accounts: AccountSummary[];
  activeAccountId: string | null;
  connection: ConnectionState;
  signedOutReason: string | undefined;
  keyStorage: string;
  /** Main's warning that saved keys are weakly protected (Linux without a keyring). */
  keyStorageWarning: string | undefined;
  demoAvailable: boolean;
  link: LinkStatus;
}

export const initialSession: SessionState = {
  loaded: false,
  accounts: [],
  activeAccountId: null,
  connection: { status: 'idle', failures: 0 },
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
    connection: app.connection,
    signedOutReason: app.signedOutReason,
    keyStorage: app.keyStorage,
    keyStorageWarning: app.keyStorageWarning,
    demoAvailable: app.demoAvailable,
  };
}

/** Connection reports of accounts other than the active one are not shown, so they are ignored. */
export function handleConnectionState(
  session: SessionState,
  accountId: string,
  connection: ConnectionState,
): SessionState {
  if (accountId !== session.activeAccountId) return session;
  return { ...session, connection };
}

export function handleLinkStatus(session: SessionState, link: LinkStatus): SessionState {
  return session.link === link ? session : { ...session, link };
}

export function activeAccount(session: SessionState): AccountSummary | undefined {
  return session.accounts.find((account) => account.id === session.activeAccountId);
}
