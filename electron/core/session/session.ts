// The main process's session: the account vault, one running connection per signed-in account
// (connection-set.ts), sign-in and sign-out, and the pushes the renderer sees. Every account's event
// loop runs, so background accounts stay live; "active" is only the account the window shows
// (remembered in the vault), and switching changes nothing else. Calls from the renderer name the
// account they act as. State changes (sign-in, switch, reorder, sign-out, a refused key) run one at a
// time so the vault and the running connections never disagree. What is kept for offline use (the
// cache and the outbox) follows the accounts through session-offline.ts. Its words for people (why an
// account was signed out, how keys are kept) are said in the host's language each time state is read.
import { defineMessages } from '@formatjs/intl';
import type { AccountSummary, AppState, ConnectionState } from '../../../shared/ipc';
import { isAuthFailure } from '../api/errors';
import { createUploader } from '../uploads/uploader';
import { readUploadInput } from '../uploads/upload-input';
import { createVault, VaultCorruptError, VaultKeyError, type Account } from '../vault';
import { connectAccount, type AccountConnection } from './account-connection';
import { accountDiagnosticsOf } from './account-diagnostics';
import { callOperation } from './call-api';
import { createComposeDraftStore } from './compose-drafts';
import { createConnectionSet } from './connection-set';
import { invalidRequest } from './ipc-failure';
import { levelled } from './log';
import { createMediaGrants } from './media-grants';
import { createSessionOffline } from './session-offline';
import { createPushHub } from './push-hub';
import { createServerEmojiData } from './server-emoji-data';
import { InsecureRealmError } from './server-url';
import { createSignInPaths } from './sign-in-paths';
import type { VerifiedLogin } from './sign-in';
import type { Session, SessionOptions } from './types';
import { type Phrase, formatPhrase, phrase } from '../../../shared/i18n/phrase';

const IDLE: ConnectionState = { status: 'idle', failures: 0 };

const messages = defineMessages({
  keyRefused: {
    id: 'main.session.key_refused',
    defaultMessage: "The server no longer accepts this account's key ({reason}). Sign in again.",
  },
  noSuchAccount: { id: 'main.session.no_such_account', defaultMessage: 'There is no such account' },
});

export function createSession(options: SessionOptions): Session {
  const log = levelled(options.log);
  const vault = createVault({ profileDir: options.profileDir, cipher: options.cipher });
  const deps = {
    log,
    intl: options.intl,
    ...(options.fetch ? { fetch: options.fetch } : {}),
    ...(options.clock ? { clock: options.clock } : {}),
    ...(options.random ? { random: options.random } : {}),
  };
  const hooks = options.hooks ?? {};
  const hub = createPushHub(log);
  const push = hub.push;
  const composeDrafts = createComposeDraftStore({ profileDir: options.profileDir, log });
  const uploader = createUploader({
    ...(options.fetch ? { fetch: options.fetch } : {}),
    onProgress: (id, sent, total) => push({ type: 'upload-progress', id, sent, total }),
    intl: options.intl,
  });
  const serverEmojiData = createServerEmojiData(options.fetch ? { fetch: options.fetch } : {});
  const offline = createSessionOffline(options, log, push, (accountId) => connections.get(accountId));
  const connections = createConnectionSet({
    connect: options.connect ?? connectAccount,
    deps,
    push: offline.pushLive,
    onState: (connection) => {
      pushState();
      offline.connectionChanged(connection);
    },
    onAuthFailed: (connection, reason) =>
      void exclusive(() => signOutRefused(connection, reason)).catch(logFailure),
  });
  let accounts: Account[] = [];
  let activeId: string | null = null;
  let signedOutReason: Phrase | undefined;
  let stopped = false;
  let badgeCount: number | null = null;
  let chain: Promise<unknown> = Promise.resolve();

  function exclusive<T>(task: () => Promise<T>): Promise<T> {
    const result = chain.then(task);
    chain = result.catch(() => undefined);
    return result;
  }

  function state(): AppState {
    const connectionStates = connections.states();
    const intl = options.intl();
    const { description, warning } = options.keyStorage;
    return {
      accounts: accounts.map(toSummary),
      activeAccountId: activeId,
      connection: (activeId === null ? undefined : connectionStates[activeId]) ?? IDLE,
      connections: connectionStates,
      ...(signedOutReason === undefined ? {} : { signedOutReason: formatPhrase(intl, signedOutReason) }),
      keyStorage: formatPhrase(intl, description),
      ...(warning === undefined ? {} : { keyStorageWarning: formatPhrase(intl, warning) }),
      demoAvailable: options.startDemo !== undefined,
    };
  }

  function pushState(): void {
    push({ type: 'app-state', state: state() });
  }

  function logFailure(err: unknown): void {
    log.error('session: state change failed', { error: err instanceof Error ? err.message : String(err) });
  }

  async function refresh(): Promise<void> {
    accounts = await vault.list();
    activeId = (await vault.active())?.id ?? null;
  }

  /** Its cached state shown at once, its outbox at work, and its connection. */
  async function startAccount(account: Account, apiKey: string): Promise<void> {
    offline.startAccount(account);
    await connections.start(account, apiKey);
  }

  /** Connects every account without a running connection; drops accounts whose key cannot be used. */
  async function connectAll(): Promise<void> {
    await refresh();
    void offline.sweep(accounts.map((a) => a.id)).catch(logFailure);
    for (const account of accounts) {
      if (stopped) return;
      if (connections.get(account.id)) continue;
      try {
        const apiKey = await vault.apiKey(account.id);
        await startAccount(account, apiKey);
      } catch (err) {
        if (!(err instanceof VaultKeyError || err instanceof InsecureRealmError)) throw err;
        log.warn('session: stored key unusable, signing the account out', { accountId: account.id });
        signedOutReason = err.text;
        await vault.remove(account.id);
        // As for a refused key: unsent messages wait for the next sign-in.
        await offline.dropUnstarted(account).catch(logFailure);
      }
    }
    await refresh();
  }

  /**
   * Everything kept for an account goes with it: its queue, key, drafts, cached data and outbox.
   * `forced` (the server refused the key): its drafts and unsent messages stay for the next sign-in.
   */
  async function forgetAccount(accountId: string, forced: boolean): Promise<void> {
    await connections.stop(accountId);
    await vault.remove(accountId);
    if (!forced) await composeDrafts.forget(accountId);
    await offline.dropAccount(accountId, forced).catch(logFailure);
    try {
      await hooks.accountRemoved?.(accountId);
    } catch (err) {
      log.error('session: cleaning up a removed account failed', {
        accountId,
        error: err instanceof Error ? err.message : String(err),
      });
    }
    await refresh();
  }

  async function signOutRefused(connection: AccountConnection, reason: string): Promise<void> {
    if (connections.get(connection.account.id) !== connection) return;
    log.warn('session: the server refused the key, signing out', { accountId: connection.account.id });
    signedOutReason = phrase(messages.keyRefused, { reason });
    // Unsent text stays: signing in again to the same account finds it.
    await forgetAccount(connection.account.id, true);
    pushState();
  }

  function addLogin(login: VerifiedLogin): Promise<AccountSummary> {
    return exclusive(async () => {
      const { apiKey, ...details } = login;
      // The same realm and email keep their entry and id: a sign-in again refreshes the key.
      const account = await vault.add(details, apiKey);
      signedOutReason = undefined;
      log.info('session: signed in', { accountId: account.id, realmUrl: account.realmUrl });
      await refresh();
      if (!stopped) await startAccount(account, apiKey);
      pushState();
      return toSummary(account);
    });
  }

  const media = createMediaGrants({
    credentials: (accountId) => {
      const connection = connections.get(accountId);
      return connection && { realmUrl: connection.account.realmUrl, authorization: connection.authorization };
    },
    realmUrls: () => accounts.map((a) => a.realmUrl),
  });

  const signIn = createSignInPaths({
    options,
    deps,
    addLogin,
    probed: media.probed,
    pushOutcome: (outcome) => push({ type: 'browser-sign-in', outcome }),
  });

  async function requireAccount(accountId: string): Promise<void> {
    await refresh();
    if (!accounts.some((a) => a.id === accountId)) throw invalidRequest(phrase(messages.noSuchAccount));
  }

  return {
    state,
    onPush: hub.subscribe,
    start: () =>
      exclusive(async () => {
        stopped = false;
        try {
          await connectAll();
        } catch (err) {
          if (!(err instanceof VaultCorruptError)) throw err;
          log.warn('session: the vault file was damaged and has been set aside', { path: err.preservedAs });
          signedOutReason = err.text;
          await refresh();
        }
        pushState();
      }),
    stop: () => {
      stopped = true;
      return exclusive(async () => {
        await connections.stopAll();
        await offline.stop();
        await composeDrafts.flush();
      });
    },
    ...signIn,
    switchAccount: (accountId) =>
      exclusive(async () => {
        await requireAccount(accountId);
        await vault.setActive(accountId);
        await refresh();
        pushState();
        return state();
      }),
    reorderAccounts: (accountIds) =>
      exclusive(async () => {
        await refresh();
        try {
          await vault.reorder(accountIds);
        } catch (err) {
          throw invalidRequest(err instanceof Error ? err.message : String(err));
        }
        await refresh();
        pushState();
        return state();
      }),
    signOut: (accountId) =>
      exclusive(async () => {
        await requireAccount(accountId);
        log.info('session: signing out', { accountId });
        await forgetAccount(accountId, false);
        pushState();
        return state();
      }),
    retryNow: (accountId) => {
      if (accountId === undefined) connections.wakeAll();
      else connections.get(accountId)?.wake();
      offline.wake(accountId);
    },
    checkServer: () => connections.checkServers(),
    networkChanged: (online) => {
      connections.networkChanged(online);
      if (online) offline.wake();
    },
    ...offline.calls,
    async saveComposeDraft(accountId, key, text) {
      connections.require(accountId);
      await composeDrafts.save(accountId, key, text);
    },
    loadComposeDrafts: async (accountId) => {
      connections.require(accountId);
      return composeDrafts.load(accountId);
    },
    setBadgeCount: (count) => {
      badgeCount = count;
      options.setBadgeCount?.(count);
    },
    badgeCount: () => badgeCount,
    accountDiagnostics: () => accountDiagnosticsOf(accounts, activeId, connections.get),
    async serverEmojiData(accountId) {
      const connection = connections.require(accountId);
      return serverEmojiData.load(connection.client.realmUrl, connection.serverEmojiDataUrl());
    },
    mediaGrant: media.grant,
    mediaAuthority: media.forAccount,
    upload: async (request) => {
      const input = readUploadInput(request);
      const connection = connections.get(input.accountId);
      return uploader.upload(
        connection && {
          realmUrl: connection.client.realmUrl,
          authorization: connection.authorization,
          limitMib: connection.uploadLimitMib(),
        },
        input,
      );
    },
    cancelUpload: (id) => uploader.cancel(id),
    uploadLimitMib: (accountId) => connections.get(accountId)?.uploadLimitMib(),
    async callApi(accountId, opName, params) {
      const connection = connections.get(accountId);
      try {
        // Message views read through the offline cache (session-offline.ts).
        const answer = await offline.answer(connection, opName, params, () =>
          callOperation(connection, opName, params),
        );
        hooks.apiAnswered?.(accountId, opName, params, answer);
        return answer;
      } catch (err) {
        // Let the loop find out now (and sign out with the server's reason) rather than at its next poll.
        if (isAuthFailure(err)) connection?.wake();
        throw err;
      }
    },
  };
}

function toSummary(account: Account): AccountSummary {
  const { addedAt: _addedAt, ...summary } = account;
  return summary;
}
