// The offline cache at work for the session (the store itself is electron/core/offline): what each
// account's connection pushes is recorded (its snapshots and events, and the GET /messages answers
// the renderer asked for), and at start what an account last showed is pushed at once, before the
// server answers, as generation 0 with `cached` saying as of when; the live register replaces it.
//
// GET /messages: before an account's first live register of this run, or while the computer says it
// has no network, a cached conversation answers at once (the live snapshot makes every view load
// again). Otherwise the server answers, and the cache only when the server cannot be reached. After
// an outage in which the cache answered (or a view could not load), a `messages-stale` push tells
// the renderer to load its message views again once the account is connected.
import { getMessages } from '../../../shared/api/messages';
import type { GetMessagesResponse } from '../../../shared/api/messages';
import type { ConnectionState, IpcPush } from '../../../shared/ipc';
import { ApiError } from '../api/errors';
import type { MessagesRequest, OfflineStore } from '../offline';
import type { Account } from '../vault';
import type { LevelledLog } from './log';

export interface OfflineCacheOptions {
  store: OfflineStore;
  push(message: IpcPush): void;
  log: LevelledLog;
}

/** What the cache needs to know of an account's connection when a view asks for messages. */
export interface MessagesContext {
  /** A live register has succeeded in this run (its snapshot replaced the cached one). */
  registered: boolean;
  status: ConnectionState['status'];
}

export interface OfflineCache {
  /** Pushes what was kept of the account, unless its live snapshot came first; once per run. */
  open(account: Account): Promise<void>;
  /** A push from an account's connection: snapshots and events are kept. */
  observe(message: IpcPush): void;
  connectionChanged(accountId: string, state: ConnectionState): void;
  /** GET /messages for the renderer: `live` asks the server (and throws as the client does). */
  getMessages(
    accountId: string,
    params: unknown,
    context: MessagesContext,
    live: () => Promise<unknown>,
  ): Promise<unknown>;
  /** Deletes an account's cache and outbox files (set its unsent messages aside first, if need be). */
  remove(accountId: string): Promise<void>;
}

export function createOfflineCache(options: OfflineCacheOptions): OfflineCache {
  const { store, push, log } = options;
  const users = new Map<string, number>();
  /** Accounts already opened in this run, and those whose live snapshot has come. */
  const opened = new Set<string>();
  const live = new Set<string>();
  /** Accounts whose views were answered by the cache (or failed) while the server was away. */
  const servedOffline = new Set<string>();

  const caches = (accountId: string) => {
    const userId = users.get(accountId);
    return userId === undefined ? undefined : store.account(accountId, userId);
  };

  async function fromCache(accountId: string, request: MessagesRequest) {
    const answer = await caches(accountId)?.conversations.answer(request);
    servedOffline.add(accountId);
    return answer;
  }

  return {
    async open(account) {
      users.set(account.id, account.userId);
      if (opened.has(account.id)) return;
      opened.add(account.id);
      const cached = await store.account(account.id, account.userId).state.load();
      // The live register got there first, or the account went meanwhile: the cache has nothing to add.
      if (cached === undefined || live.has(account.id) || !users.has(account.id)) return;
      const { snapshot, events, savedAt, cappedAt } = cached;
      log.info('offline: showing the cached state until the server answers', {
        accountId: account.id,
        events: events.length,
      });
      push({
        type: 'snapshot',
        accountId: account.id,
        generation: 0,
        snapshot,
        cached: { savedAt, ...(cappedAt === undefined ? {} : { cappedAt }) },
      });
      // Replayed: state to catch up on, not news to notify about.
      if (events.length > 0)
        push({ type: 'events', accountId: account.id, generation: 0, events, replayed: true });
    },
    observe(message) {
      if (message.type !== 'snapshot' && message.type !== 'events') return;
      const account = caches(message.accountId);
      if (!account || message.generation === 0) return;
      if (message.type === 'snapshot') {
        live.add(message.accountId);
        // A new register reloads every view: nothing answered before it needs loading again.
        servedOffline.delete(message.accountId);
        account.state.recordSnapshot(message.snapshot);
        void account.conversations.markStale();
        return;
      }
      account.state.recordEvents(message.events);
      void account.conversations.applyEvents(message.events);
    },
    connectionChanged(accountId, state) {
      if (state.status !== 'connected' || !servedOffline.delete(accountId)) return;
      push({ type: 'messages-stale', accountId });
    },
    async getMessages(accountId, params, context, askServer) {
      const parsed = getMessages.params.safeParse(params ?? {});
      // The server's answer to a request it would refuse says why better than the cache could.
      if (!parsed.success || !caches(accountId)) return askServer();
      const request: MessagesRequest = parsed.data;
      if (!context.registered || context.status === 'offline') {
        const answer = await fromCache(accountId, request);
        if (answer) return answer;
      }
      try {
        const answer = (await askServer()) as GetMessagesResponse;
        void caches(accountId)?.conversations.recordFetch(request, answer);
        return answer;
      } catch (err) {
        if (!unreachable(err)) throw err;
        const answer = await fromCache(accountId, request);
        if (answer) return answer;
        throw err;
      }
    },
    async remove(accountId) {
      users.delete(accountId);
      live.delete(accountId);
      servedOffline.delete(accountId);
      await store.removeAccount(accountId);
    },
  };
}

/** The server could not be reached or did not answer: the cache may stand in for it. */
function unreachable(err: unknown): boolean {
  if (!(err instanceof ApiError)) return false;
  const { detail } = err;
  return (
    detail.kind === 'network' || detail.kind === 'timeout' || (detail.kind === 'http' && detail.status >= 502)
  );
}
