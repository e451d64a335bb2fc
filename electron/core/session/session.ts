// The main process's session: the account vault, the one active account's connection, sign-in and
// sign-out, and the pushes the renderer sees. State changes (sign-in, switch, sign-out, a refused
// key) run one at a time so the vault and the running connection never disagree.
import { randomBytes } from 'node:crypto';
import type { AccountSummary, AppState, ConnectionState, ServerProbe } from '../../../shared/ipc';
import { isAuthFailure } from '../api/errors';
import type { MediaGrant } from '../hosting/media';
import { createBrowserSignIn } from '../sign-in/browser-sign-in';
import { createUploader } from '../uploads/uploader';
import { readUploadInput } from '../uploads/upload-input';
import { createVault, VaultCorruptError, VaultKeyError, type Account } from '../vault';
import { connectAccount, type AccountConnection } from './account-connection';
import { callOperation } from './call-api';
import { createComposeDraftStore } from './compose-drafts';
import { scrubSecrets } from '../../../shared/diagnostics/scrub-secrets';
import { invalidRequest, IpcFailure } from './ipc-failure';
import { levelled } from './log';
import { probeServer } from './probe';
import { createPushHub } from './push-hub';
import { createRecentProbes } from './recent-probes';
import { createServerEmojiData } from './server-emoji-data';
import { InsecureRealmError, normalizeServerUrl } from './server-url';
import { loginWithPassword, verifyApiKey, type VerifiedLogin } from './sign-in';
import type { AccountDiagnostics, Session, SessionOptions } from './types';
import { toIpcError } from './to-ipc-error';
import { parseZuliprc } from './zuliprc';

const IDLE: ConnectionState = { status: 'idle', failures: 0 };
const MAX_PROBED_ORIGINS = 8;

export function createSession(options: SessionOptions): Session {
  const log = levelled(options.log);
  const vault = createVault({ profileDir: options.profileDir, cipher: options.cipher });
  const deps = {
    log,
    ...(options.fetch ? { fetch: options.fetch } : {}),
    ...(options.clock ? { clock: options.clock } : {}),
    ...(options.random ? { random: options.random } : {}),
  };
  const hub = createPushHub(log);
  const composeDrafts = createComposeDraftStore({ profileDir: options.profileDir, log });
  const push = hub.push;
  const uploader = createUploader({
    ...(options.fetch ? { fetch: options.fetch } : {}),
    onProgress: (id, sent, total) => push({ type: 'upload-progress', id, sent, total }),
  });
  const serverEmojiData = createServerEmojiData(options.fetch ? { fetch: options.fetch } : {});
  let accounts: Account[] = [];
  let activeId: string | null = null;
  let current: AccountConnection | undefined;
  let signedOutReason: string | undefined;
  let stopped = false;
  /** What the page last said about the network; a connection started while it is down starts offline. */
  let online = true;
  let badgeCount: number | null = null;
  let chain: Promise<unknown> = Promise.resolve();

  function exclusive<T>(task: () => Promise<T>): Promise<T> {
    const result = chain.then(task);
    chain = result.catch(() => undefined);
    return result;
  }

  function state(): AppState {
    return {
      accounts: accounts.map(toSummary),
      activeAccountId: activeId,
      connection: current?.state() ?? IDLE,
      ...(signedOutReason === undefined ? {} : { signedOutReason }),
      keyStorage: options.keyStorageDescription,
      ...(options.keyStorageWarning === undefined ? {} : { keyStorageWarning: options.keyStorageWarning }),
      demoAvailable: options.startDemo !== undefined,
    };
  }

  const pushState = () => push({ type: 'app-state', state: state() });

  function accountDiagnostics(): AccountDiagnostics[] {
    return accounts.map((account) => {
      const entry: AccountDiagnostics = {
        id: account.id,
        realmUrl: account.realmUrl,
        email: account.email,
        active: account.id === activeId,
      };
      const connection = current?.account.id === account.id ? current : undefined;
      if (connection === undefined) return entry;
      const info = connection.serverInfo();
      const { lastError, ...connectionState } = connection.state();
      return {
        ...entry,
        ...(info?.version === undefined ? {} : { zulipVersion: info.version }),
        ...(info === undefined ? {} : { featureLevel: info.featureLevel }),
        connection: {
          ...connectionState,
          ...(lastError === undefined ? {} : { lastError: scrubSecrets(connection.withoutKey(lastError)) }),
        },
      };
    });
  }

  async function refresh(): Promise<void> {
    accounts = await vault.list();
    activeId = (await vault.active())?.id ?? null;
  }

  /** Stops the running connection and, unless the session is stopping, starts one for `account`. */
  async function replaceConnection(account: Account | undefined, apiKey: string): Promise<void> {
    const previous = current;
    current = undefined;
    await previous?.stop();
    if (!account || stopped) return;
    const connection: AccountConnection = connectAccount(account, apiKey, deps, {
      push,
      onState: () => {
        if (current === connection) pushState();
      },
      onAuthFailed: (reason) => void exclusive(() => signOutRefused(connection, reason)).catch(logFailure),
    });
    current = connection;
    connection.start();
    if (!online) connection.networkChanged(false);
  }

  /** Connects whichever account the vault has active; drops accounts whose key cannot be read. */
  async function connectActive(): Promise<void> {
    for (;;) {
      await refresh();
      const account = accounts.find((a) => a.id === activeId);
      if (!account) return replaceConnection(undefined, '');
      try {
        return await replaceConnection(account, await vault.apiKey(account.id));
      } catch (err) {
        if (!(err instanceof VaultKeyError || err instanceof InsecureRealmError)) throw err;
        log.warn('session: stored key unusable, signing the account out', { accountId: account.id });
        signedOutReason = err.message;
        await vault.remove(account.id);
      }
    }
  }

  async function signOutRefused(connection: AccountConnection, reason: string): Promise<void> {
    if (current !== connection) return;
    log.warn('session: the server refused the key, signing out', { accountId: connection.account.id });
    await vault.remove(connection.account.id);
    signedOutReason = `The server no longer accepts this account's key (${reason}). Sign in again.`;
    await connectActive();
    pushState();
  }

  function addLogin(login: VerifiedLogin): Promise<AccountSummary> {
    return exclusive(async () => {
      const { apiKey, ...details } = login;
      const account = await vault.add(details, apiKey);
      signedOutReason = undefined;
      log.info('session: signed in', { accountId: account.id, realmUrl: account.realmUrl });
      await refresh();
      await replaceConnection(account, apiKey);
      pushState();
      return toSummary(account);
    });
  }

  function logFailure(err: unknown): void {
    log.error('session: state change failed', { error: err instanceof Error ? err.message : String(err) });
  }

  /** Servers the person looked up to sign in: the sign-in screen shows their icons. */
  const probedOrigins: string[] = [];
  const recentProbes = createRecentProbes(() => (options.clock ?? Date).now());

  async function probe(url: string): Promise<ServerProbe> {
    const answer = await probeServer(url, {
      ...(options.fetch ? { fetch: options.fetch } : {}),
      ...(options.probeTimeoutMs ? { timeoutMs: options.probeTimeoutMs } : {}),
    });
    const origin = new URL(answer.realmUrl).origin;
    if (!probedOrigins.includes(origin)) probedOrigins.push(origin);
    if (probedOrigins.length > MAX_PROBED_ORIGINS) probedOrigins.shift();
    recentProbes.remember(answer);
    return answer;
  }

  /** Sign-in comes right after the sign-in screen looked the server up: that answer will do. */
  async function probeForSignIn(url: string): Promise<ServerProbe> {
    return recentProbes.fresh(normalizeServerUrl(url)) ?? probe(url);
  }

  function mediaGrant(origin: string): MediaGrant | undefined {
    if (current && new URL(current.account.realmUrl).origin === origin) {
      return { authorization: current.authorization };
    }
    const known =
      probedOrigins.includes(origin) || accounts.some((a) => new URL(a.realmUrl).origin === origin);
    return known ? {} : undefined;
  }

  async function signInWithApiKey(url: string, email: string, apiKey: string): Promise<AccountSummary> {
    return addLogin(await verifyApiKey(await probeForSignIn(url), email, apiKey, deps));
  }

  const browserSignIn = createBrowserSignIn({
    now: () => (options.clock ?? Date).now(),
    randomBytes: options.randomBytes ?? ((count) => new Uint8Array(randomBytes(count))),
    probe: probeForSignIn,
    verify: (server, email, apiKey) => verifyApiKey(server, email, apiKey, deps),
    addLogin,
    ...(options.openExternal ? { openExternal: options.openExternal } : {}),
    log,
  });

  async function requireAccount(accountId: string): Promise<void> {
    await refresh();
    if (!accounts.some((a) => a.id === accountId)) throw invalidRequest('There is no such account');
  }

  return {
    state,
    onPush: hub.subscribe,
    start: () =>
      exclusive(async () => {
        stopped = false;
        try {
          await connectActive();
        } catch (err) {
          if (!(err instanceof VaultCorruptError)) throw err;
          log.warn('session: the vault file was damaged and has been set aside', { path: err.preservedAs });
          signedOutReason = err.message;
          await refresh();
        }
        pushState();
      }),
    stop: () => {
      stopped = true;
      return exclusive(async () => {
        await replaceConnection(undefined, '');
        await composeDrafts.flush();
      });
    },
    probe,
    signInWithPassword: async (url, email, password) =>
      addLogin(await loginWithPassword(await probeForSignIn(url), email, password, deps)),
    signInWithApiKey,
    async signInWithZuliprc(text) {
      const rc = parseZuliprc(text);
      return signInWithApiKey(rc.site, rc.email, rc.key);
    },
    async signInDemo() {
      if (!options.startDemo) throw invalidRequest('The demo is not available in this build');
      const demo = await options.startDemo();
      return signInWithApiKey(demo.realmUrl, demo.email, demo.apiKey);
    },
    startBrowserSignIn: (url, method) => browserSignIn.start(url, method),
    finishBrowserSignIn: (link) => browserSignIn.finishPasted(link),
    async receiveLoginCallback(callback) {
      try {
        const account = await browserSignIn.finish(callback);
        push({ type: 'browser-sign-in', outcome: { ok: true, account } });
      } catch (err) {
        push({ type: 'browser-sign-in', outcome: { ok: false, message: toIpcError(err).message } });
      }
    },
    switchAccount: (accountId) =>
      exclusive(async () => {
        await requireAccount(accountId);
        await vault.setActive(accountId);
        if (current?.account.id !== accountId) await connectActive();
        pushState();
        return state();
      }),
    signOut: (accountId) =>
      exclusive(async () => {
        await requireAccount(accountId);
        await vault.remove(accountId);
        await composeDrafts.forget(accountId);
        if (current?.account.id === accountId) await connectActive();
        else await refresh();
        pushState();
        return state();
      }),
    retryNow: () => current?.wake(),
    checkServer: () => current?.checkServer(),
    networkChanged(isOnline) {
      online = isOnline;
      current?.networkChanged(isOnline);
    },
    async saveComposeDraft(key, text) {
      if (activeId === null)
        throw new IpcFailure({ kind: 'not-signed-in', message: 'Sign in to an account first' });
      await composeDrafts.save(activeId, key, text);
    },
    setBadgeCount: (count) => {
      badgeCount = count;
      options.setBadgeCount?.(count);
    },
    badgeCount: () => badgeCount,
    accountDiagnostics,
    loadComposeDrafts: () => (activeId === null ? Promise.resolve({}) : composeDrafts.load(activeId)),
    async serverEmojiData() {
      if (!current) throw new IpcFailure({ kind: 'not-signed-in', message: 'Sign in to an account first' });
      return serverEmojiData.load(current.client.realmUrl, current.serverEmojiDataUrl());
    },
    mediaGrant,
    upload: async (request) => {
      const input = readUploadInput(request);
      const connection = current;
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
    uploadLimitMib: () => current?.uploadLimitMib(),
    async callApi(opName, params) {
      const connection = current;
      try {
        return await callOperation(connection, opName, params);
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
