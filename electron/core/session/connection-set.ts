// Every signed-in account's connection, one each, all running at once: a background account keeps
// its event loop, so its unread counts and notifications stay live. The session decides which
// accounts run (session.ts); this keeps them, starts and stops them, and fans out what concerns them
// all (the network going away or coming back, a check after sleep). Which account the window shows
// is not its business: switching never touches a connection.
import { defineMessages } from '@formatjs/intl';
import type { ConnectionState, IpcPush } from '../../../shared/ipc';
import type { Account } from '../vault';
import type { AccountConnection, ConnectionDeps, ConnectionHandlers } from './account-connection';
import { userFailure } from './ipc-failure';
import { phrase } from '../../../shared/i18n/phrase';

const messages = defineMessages({
  notSignedIn: { id: 'main.session.account_not_signed_in', defaultMessage: 'That account is not signed in' },
});

export type ConnectFn = (
  account: Account,
  apiKey: string,
  deps: ConnectionDeps,
  handlers: ConnectionHandlers,
) => AccountConnection;

export interface ConnectionSetOptions {
  connect: ConnectFn;
  deps: ConnectionDeps;
  push(message: IpcPush): void;
  /** A connection's state changed (after its `connection` push). */
  onState(connection: AccountConnection): void;
  /** The server refused this connection's key; its loop has halted. */
  onAuthFailed(connection: AccountConnection, reason: string): void;
}

export interface ConnectionSet {
  get(accountId: string): AccountConnection | undefined;
  /** The account's connection, or a not-signed-in failure the renderer can show. */
  require(accountId: string): AccountConnection;
  all(): AccountConnection[];
  /**
   * Starts the account's connection; one already running for it (a sign-in again, with a fresh
   * key) is stopped first. Throws InsecureRealmError, before any request, for a realm sign-in refuses.
   */
  start(account: Account, apiKey: string): Promise<AccountConnection>;
  /** Halts the account's loop at once, then deletes its event queue (best effort). */
  stop(accountId: string): Promise<void>;
  stopAll(): Promise<void>;
  states(): Record<string, ConnectionState>;
  /** The page saw the network go or come back; remembered for connections started later too. */
  networkChanged(online: boolean): void;
  /** After sleep or a proxy change: every connection checks its server, then polls. */
  checkServers(): void;
  /** Every connection polls now (the person pressed "Retry now"). */
  wakeAll(): void;
}

export function createConnectionSet(options: ConnectionSetOptions): ConnectionSet {
  const running = new Map<string, AccountConnection>();
  let online = true;

  async function stop(accountId: string): Promise<void> {
    const connection = running.get(accountId);
    if (connection === undefined) return;
    running.delete(accountId);
    await connection.stop();
  }

  return {
    get: (accountId) => running.get(accountId),
    require(accountId) {
      const connection = running.get(accountId);
      if (connection === undefined) throw userFailure('not-signed-in', phrase(messages.notSignedIn));
      return connection;
    },
    all: () => [...running.values()],
    async start(account, apiKey) {
      await stop(account.id);
      const connection: AccountConnection = options.connect(account, apiKey, options.deps, {
        push: options.push,
        onState: () => {
          if (running.get(account.id) === connection) options.onState(connection);
        },
        onAuthFailed: (reason) => {
          if (running.get(account.id) === connection) options.onAuthFailed(connection, reason);
        },
      });
      running.set(account.id, connection);
      connection.start();
      if (!online) connection.networkChanged(false);
      return connection;
    },
    stop,
    async stopAll() {
      const ids = [...running.keys()];
      await Promise.all(ids.map(stop));
    },
    states() {
      const states: Record<string, ConnectionState> = {};
      for (const [id, connection] of running) states[id] = connection.state();
      return states;
    },
    networkChanged(isOnline) {
      online = isOnline;
      for (const connection of running.values()) connection.networkChanged(isOnline);
    },
    checkServers() {
      for (const connection of running.values()) connection.checkServer();
    },
    wakeAll() {
      for (const connection of running.values()) connection.wake();
    },
  };
}
