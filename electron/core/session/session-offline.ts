// The session's offline side, in one place: one offline store per profile (electron/core/offline),
// sealed with the session's cipher as the API keys are, its size limit from This computer's setting,
// a full disk said once as an `offline-notice` push; each account's cached state shown at start
// (offline-cache.ts) and its outbox at work beside its connection (account-outboxes.ts). session.ts
// calls in at the moments that concern them: an account starting or going, a connection's pushes and
// state, a message view's request, the network coming back.
import type { IpcPush } from '../../../shared/ipc';
import { systemClock } from '../loop/types';
import { createOfflineStore, DEFAULT_CACHE_LIMIT_MB, MB } from '../offline';
import type { Account } from '../vault';
import type { AccountConnection } from './account-connection';
import { createAccountOutboxes } from './account-outboxes';
import type { LevelledLog } from './log';
import { createOfflineCache } from './offline-cache';
import type { Session, SessionOptions } from './types';
import { formatPhrase } from '../../../shared/i18n/phrase';

export type OfflineCalls = Pick<
  Session,
  | 'outboxSend'
  | 'outboxRetry'
  | 'outboxDiscard'
  | 'outboxMarkRead'
  | 'offlineUsage'
  | 'clearOfflineData'
  | 'offlineLimitChanged'
>;

export interface SessionOffline {
  calls: OfflineCalls;
  /** What a connection pushes: the renderer gets it first, then the cache and the outbox keep theirs. */
  pushLive(message: IpcPush): void;
  connectionChanged(connection: AccountConnection): void;
  /** Shows the account's cached state (unless its live snapshot comes first) and starts its outbox. */
  startAccount(account: Account): void;
  /** Deletes the account's cache and outbox; `keepUnsent` sets its unsent messages aside first. */
  dropAccount(accountId: string, keepUnsent: boolean): Promise<void>;
  /** The same for an account that never started here (its saved key could not be used). */
  dropUnstarted(account: Account): Promise<void>;
  /** Deletes the cache of accounts not among these (signed out while the app could not tell). */
  sweep(accountIds: readonly string[]): Promise<void>;
  /** The server may be back: the outboxes try now. */
  wake(accountId?: string): void;
  /** GET /messages through the offline cache; any other call as it is. */
  answer(
    connection: AccountConnection | undefined,
    opName: string,
    params: unknown,
    ask: () => Promise<unknown>,
  ): Promise<unknown>;
  stop(): Promise<void>;
}

export function createSessionOffline(
  options: Pick<
    SessionOptions,
    'profileDir' | 'cipher' | 'clock' | 'random' | 'offlineCacheLimitMb' | 'intl'
  >,
  log: LevelledLog,
  push: (message: IpcPush) => void,
  connection: (accountId: string) => AccountConnection | undefined,
): SessionOffline {
  const clock = options.clock ?? systemClock;
  const limitBytes = () => (options.offlineCacheLimitMb?.() ?? DEFAULT_CACHE_LIMIT_MB) * MB;
  const store = createOfflineStore({
    profileDir: options.profileDir,
    cipher: options.cipher,
    log,
    clock,
    limitBytes,
    onDiskFull: (message) => push({ type: 'offline-notice', message: formatPhrase(options.intl(), message) }),
  });
  const outboxes = createAccountOutboxes({
    store,
    intl: options.intl,
    push,
    log,
    clock,
    ...(options.random ? { random: options.random } : {}),
    connection,
  });
  // The cached state goes to the renderer, then to the outbox (the newest message id it knew).
  const cache = createOfflineCache({
    store,
    push: (message) => {
      push(message);
      outboxes.observe(message);
    },
    log,
  });
  const failed = (err: unknown) =>
    log.error('offline: a step failed', { error: err instanceof Error ? err.message : String(err) });
  const usage = async () => ({ usedBytes: await store.usageBytes(), limitBytes: limitBytes() });

  return {
    calls: {
      outboxSend: (accountId, localId, target, content) => outboxes.send(accountId, localId, target, content),
      outboxRetry: (accountId, localId) => outboxes.require(accountId).retry(localId),
      async outboxDiscard(accountId, localId) {
        return { content: (await outboxes.require(accountId).discard(localId)) ?? null };
      },
      outboxMarkRead: (accountId, ids) => outboxes.require(accountId).markFlags('read', 'add', ids),
      offlineUsage: usage,
      async clearOfflineData() {
        log.info('offline: the cache was cleared');
        await store.clearAll();
        return usage();
      },
      offlineLimitChanged: () => void store.enforceLimit().catch(failed),
    },
    pushLive(message) {
      push(message);
      cache.observe(message);
      outboxes.observe(message);
    },
    connectionChanged(changed) {
      const state = changed.state();
      cache.connectionChanged(changed.account.id, state);
      if (state.status === 'connected') outboxes.wake(changed.account.id);
    },
    startAccount(account) {
      void cache.open(account).catch(failed);
      void outboxes.start(account).catch(failed);
    },
    async dropAccount(accountId, keepUnsent) {
      await outboxes.stop(accountId, keepUnsent);
      await cache.remove(accountId);
    },
    async dropUnstarted(account) {
      await outboxes.setAside(account);
      await cache.remove(account.id);
    },
    sweep: (accountIds) => store.removeOthers(accountIds),
    wake: (accountId) => outboxes.wake(accountId),
    answer(current, opName, params, ask) {
      if (opName !== 'getMessages' || current === undefined) return ask();
      const context = { registered: current.featureLevel() !== undefined, status: current.state().status };
      return cache.getMessages(current.account.id, params, context, ask);
    },
    async stop() {
      await outboxes.stopAll();
      await store.close();
    },
  };
}
