// One account's cached conversations: the newest messages (up to 200) of the channels, topics and
// direct conversations the user opened, recorded from the GET /messages answers main passes on, kept
// current by the same events the renderer gets (conversation-window.ts), and able to answer a
// GET /messages request for them when the server cannot be reached (conversation-answer.ts).
//
// Only a few conversations are held in memory (the most recently used); the rest wait on disk and
// are opened when an event touches them (the index knows which message ids each holds). Writes are
// gathered and made a couple of seconds later, each conversation's file stamped with its last use,
// which the size limit (cache-budget.ts) reads to drop the least recently used first.
//
// After a new register (and at load, since the app was closed) every conversation is stale: it may
// have missed messages, so new messages stop joining it (that would hide a gap) while edits,
// reactions and deletions still apply. Opening it online replaces it with a fresh page.
//
// Wiring (round two), in session.ts around callOperation for `getMessages`: a success →
// recordFetch(parsed params, answer); a network failure or timeout → answer(parsed params), and a
// defined result is returned instead of the failure. account-connection.ts: onEvents →
// applyEvents(batch); onSnapshot → markStale().
import type { FetchedMessage, GetMessagesResponse, NarrowTerm } from '../../../shared/api/messages';
import type { ServerEvent } from '../../../shared/events';
import type { Clock } from '../loop/types';
import type { LevelledLog } from '../session/log';
import {
  answerFromWindow,
  formatOf,
  sameFormat,
  type MessageFormat,
  type PageRequest,
} from './conversation-answer';
import { belongsTo, conversationKey, conversationOfNarrow } from './conversation-key';
import { affectedKeys, RECENT_ARRIVALS, recordPage, withEvent } from './conversation-updates';
import type { ConversationWindow } from './conversation-window';
import { ConversationShelf } from './conversation-shelf';
import type { OfflineFiles } from './offline-files';

/** What register asks for (session/register-params.ts): event messages look like this. */
export const EVENT_FORMAT: MessageFormat = {
  applyMarkdown: true,
  clientGravatar: false,
  allowEmptyTopicName: true,
};

export type MessagesRequest = PageRequest & { narrow?: readonly NarrowTerm[] | undefined };

export interface ConversationCacheOptions {
  accountId: string;
  ownUserId: number;
  files: OfflineFiles;
  clock: Clock;
  log: LevelledLog;
  format?: MessageFormat;
  flushDelayMs?: number;
  /** Conversations held in memory at once. */
  maxLoaded?: number;
  /** Conversations kept per account; the least recently used goes beyond. */
  maxConversations?: number;
  maxMessages?: number;
  /** After a flush wrote something (the size limit may need checking). */
  onWrite?(): void;
}

export interface ConversationCache {
  recordFetch(request: MessagesRequest, answer: GetMessagesResponse): Promise<void>;
  applyEvents(events: readonly ServerEvent[]): Promise<void>;
  markStale(): Promise<void>;
  answer(request: MessagesRequest): Promise<GetMessagesResponse | undefined>;
  /** Drops the conversations stored in these files and deletes the files (the size limit's choice). */
  evict(files: readonly string[]): Promise<void>;
  /** Forgets everything held in memory (the cache folder is being cleared). */
  forgetAll(): Promise<void>;
  flush(): Promise<void>;
  close(): Promise<void>;
}

export function createConversationCache(options: ConversationCacheOptions): ConversationCache {
  const { ownUserId, clock, log } = options;
  const format = options.format ?? EVENT_FORMAT;
  const maxConversations = options.maxConversations ?? 100;
  const limits = { ownUserId, maxMessages: options.maxMessages };
  const shelf = new ConversationShelf({
    accountId: options.accountId,
    files: options.files,
    log,
    format,
    maxLoaded: options.maxLoaded ?? 16,
    onChange: () => schedule(),
  });
  let recent: FetchedMessage[] = [];
  let timer: unknown;
  let closed = false;
  let chain: Promise<unknown> = Promise.resolve();

  function exclusive<T>(task: () => Promise<T>): Promise<T> {
    const result = chain.then(task);
    chain = result.catch((err: unknown) =>
      log.error('offline: conversation cache step failed', {
        error: err instanceof Error ? err.message : String(err),
      }),
    );
    return result;
  }

  function schedule(): void {
    if (timer !== undefined || closed) return;
    timer = clock.setTimeout(() => {
      timer = undefined;
      void flush();
    }, options.flushDelayMs ?? 2_000);
  }

  async function writeOut(): Promise<void> {
    if (await shelf.writeOut()) options.onWrite?.();
  }

  function flush(): Promise<void> {
    if (timer !== undefined) clock.clearTimeout(timer);
    timer = undefined;
    return exclusive(writeOut);
  }

  /** The conversation a request names, if it is one the cache can hold in this format. */
  function conversationOf(request: MessagesRequest) {
    if (request.message_ids !== undefined || !sameFormat(formatOf(request), format)) return undefined;
    return conversationOfNarrow(request.narrow ?? [], ownUserId);
  }

  return {
    recordFetch: (request, answer) =>
      exclusive(async () => {
        const ref = conversationOf(request);
        if (closed || !ref) return;
        const index = await shelf.entries();
        const key = conversationKey(ref);
        const entry = index.get(key);
        const current = entry && (await shelf.window(key));
        const arrivals = recent.filter((m) => belongsTo(ref, m, ownUserId));
        const fresh = entry?.stale === false;
        const next = recordPage({ ref, current, fresh, arrivals, request, answer, limits });
        if (!next) return;
        shelf.put(key, next.window, { ref, format, lastUsed: clock.now(), stale: !next.fresh });
        if (index.size > maxConversations) {
          const byUse = index
            .keys()
            .sort((a, b) => (index.get(a)?.lastUsed ?? 0) - (index.get(b)?.lastUsed ?? 0));
          if (byUse[0] !== undefined) shelf.drop(byUse[0]);
        }
      }),
    applyEvents(events) {
      for (const event of events) {
        if (event.kind === 'message')
          recent = [...recent, { ...event.message, flags: event.flags }].slice(-RECENT_ARRIVALS);
      }
      return exclusive(async () => {
        if (closed) return;
        const index = await shelf.entries();
        for (const event of events) {
          const keys = affectedKeys(index, event, ownUserId);
          if (keys.length === 0) continue;
          const windows = new Map<string, ConversationWindow>();
          for (const key of keys) {
            const window = await shelf.window(key);
            if (window) windows.set(key, window);
          }
          for (const [key, next] of withEvent(windows, event, limits)) shelf.put(key, next);
        }
      });
    },
    markStale: () =>
      exclusive(async () => {
        await shelf.entries();
        shelf.markAllStale();
      }),
    answer: (request) =>
      exclusive(async () => {
        const ref = conversationOf(request);
        if (!ref) return undefined;
        const key = conversationKey(ref);
        const window = await shelf.window(key);
        if (!window) return undefined;
        shelf.used(key, clock.now());
        return answerFromWindow(window, format, request);
      }),
    evict: (names) =>
      exclusive(async () => {
        await shelf.entries();
        for (const name of names) shelf.dropFile(name);
        await writeOut();
      }),
    forgetAll: () =>
      exclusive(async () => {
        shelf.clear();
        recent = [];
      }),
    flush,
    async close() {
      await flush();
      closed = true;
    },
  };
}
