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
import { ConversationIndex, INDEX_FILE, windowFileName } from './conversation-index';
import { belongsTo, conversationKey, conversationOfNarrow } from './conversation-key';
import { affectedKeys, RECENT_ARRIVALS, recordPage, withEvent } from './conversation-updates';
import type { ConversationWindow } from './conversation-window';
import type { OfflineFiles } from './offline-files';
import { parseWindow, serializeWindow } from './window-file';

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
  const { accountId, ownUserId, files, clock, log } = options;
  const format = options.format ?? EVENT_FORMAT;
  const maxLoaded = options.maxLoaded ?? 16;
  const maxConversations = options.maxConversations ?? 100;
  const limits = { ownUserId, maxMessages: options.maxMessages };
  let index: ConversationIndex | undefined;
  const loaded = new Map<string, ConversationWindow>();
  const dirty = new Set<string>();
  const touched = new Set<string>();
  const removed = new Set<string>();
  let indexDirty = false;
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

  async function ensureIndex(): Promise<ConversationIndex> {
    if (index) return index;
    const { index: read, valid } = ConversationIndex.parse(await files.read(accountId, INDEX_FILE));
    if (!valid)
      log.warn('offline: conversation list discarded, it is not in the expected form', { accountId });
    // Whatever happened while the app was closed is not in these.
    for (const key of read.keys()) read.update(key, { stale: true });
    index = read;
    return read;
  }

  async function windowOf(idx: ConversationIndex, key: string): Promise<ConversationWindow | undefined> {
    const hit = loaded.get(key);
    if (hit) {
      loaded.delete(key);
      loaded.set(key, hit);
      return hit;
    }
    const entry = idx.get(key);
    if (!entry) return undefined;
    const text = await files.read(accountId, windowFileName(key));
    const window = text === undefined ? undefined : parseWindow(text, key, entry.ref);
    if (!window || !sameFormat(entry.format, format)) {
      if (text !== undefined) log.warn('offline: cached conversation discarded', { accountId });
      drop(idx, key);
      return undefined;
    }
    loaded.set(key, window);
    idx.update(key, { ids: window.messages.map((m) => m.id) });
    return window;
  }

  function store(idx: ConversationIndex, key: string, window: ConversationWindow | null): void {
    if (window === null) return drop(idx, key);
    loaded.delete(key);
    loaded.set(key, window);
    idx.update(key, { ids: window.messages.map((m) => m.id) });
    dirty.add(key);
    indexDirty = true;
    schedule();
  }

  function drop(idx: ConversationIndex, key: string): void {
    idx.remove(key);
    loaded.delete(key);
    dirty.delete(key);
    touched.delete(key);
    removed.add(windowFileName(key));
    indexDirty = true;
    schedule();
  }

  function schedule(): void {
    if (timer !== undefined || closed) return;
    timer = clock.setTimeout(() => {
      timer = undefined;
      void flush();
    }, options.flushDelayMs ?? 2_000);
  }

  async function writeOut(): Promise<void> {
    const idx = index;
    if (!idx) return;
    let wrote = removed.size > 0;
    await files.remove(accountId, [...removed]);
    removed.clear();
    for (const key of [...dirty]) {
      dirty.delete(key);
      touched.delete(key);
      const window = loaded.get(key);
      const entry = idx.get(key);
      if (!window || !entry) continue;
      await files.write(accountId, windowFileName(key), serializeWindow(key, window), entry.lastUsed);
      wrote = true;
    }
    for (const key of [...touched]) {
      touched.delete(key);
      const entry = idx.get(key);
      if (entry) await files.touch(accountId, windowFileName(key), entry.lastUsed);
    }
    if (indexDirty) {
      indexDirty = false;
      await files.write(accountId, INDEX_FILE, idx.serialize());
      wrote = true;
    }
    // Everything in memory is on disk now: keep only the most recently used.
    for (const key of loaded.keys()) if (loaded.size > maxLoaded) loaded.delete(key);
    if (wrote) options.onWrite?.();
  }

  function flush(): Promise<void> {
    if (timer !== undefined) clock.clearTimeout(timer);
    timer = undefined;
    return exclusive(writeOut);
  }

  return {
    recordFetch: (request, answer) =>
      exclusive(async () => {
        const ref = conversationOfNarrow(request.narrow ?? [], ownUserId);
        if (closed || !ref || request.message_ids !== undefined || !sameFormat(formatOf(request), format))
          return;
        const idx = await ensureIndex();
        const key = conversationKey(ref);
        const entry = idx.get(key);
        const current = entry && (await windowOf(idx, key));
        const arrivals = recent.filter((m) => belongsTo(ref, m, ownUserId));
        const next = recordPage({
          ref,
          current,
          fresh: entry?.stale === false,
          arrivals,
          request,
          answer,
          limits,
        });
        if (!next) return;
        idx.set({ ref, ids: [], format, lastUsed: clock.now(), stale: !next.fresh });
        store(idx, key, next.window);
        if (idx.size > maxConversations) {
          const oldest = idx
            .keys()
            .sort((a, b) => (idx.get(a)?.lastUsed ?? 0) - (idx.get(b)?.lastUsed ?? 0))[0];
          if (oldest !== undefined) drop(idx, oldest);
        }
      }),
    applyEvents(events) {
      for (const event of events) {
        if (event.kind === 'message')
          recent = [...recent, { ...event.message, flags: event.flags }].slice(-RECENT_ARRIVALS);
      }
      return exclusive(async () => {
        if (closed) return;
        const idx = await ensureIndex();
        for (const event of events) {
          const keys = affectedKeys(idx, event, ownUserId);
          if (keys.length === 0) continue;
          const windows = new Map<string, ConversationWindow>();
          for (const key of keys) {
            const window = await windowOf(idx, key);
            if (window) windows.set(key, window);
          }
          for (const [key, next] of withEvent(windows, event, limits)) store(idx, key, next);
        }
      });
    },
    markStale: () =>
      exclusive(async () => {
        const idx = await ensureIndex();
        for (const key of idx.keys()) idx.update(key, { stale: true });
        indexDirty = idx.size > 0;
        if (indexDirty) schedule();
      }),
    answer: (request) =>
      exclusive(async () => {
        const ref = conversationOfNarrow(request.narrow ?? [], ownUserId);
        if (!ref) return undefined;
        const idx = await ensureIndex();
        const key = conversationKey(ref);
        const window = await windowOf(idx, key);
        if (!window) return undefined;
        idx.update(key, { lastUsed: clock.now() });
        touched.add(key);
        indexDirty = true;
        schedule();
        return answerFromWindow(window, format, request);
      }),
    evict: (names) =>
      exclusive(async () => {
        const idx = await ensureIndex();
        for (const name of names) {
          const key = idx.keyOfFile(name);
          if (key !== undefined) drop(idx, key);
          else removed.add(name);
        }
        await writeOut();
      }),
    forgetAll: () =>
      exclusive(async () => {
        index = new ConversationIndex();
        for (const set of [dirty, touched, removed]) set.clear();
        loaded.clear();
        recent = [];
        indexDirty = false;
      }),
    flush,
    async close() {
      await flush();
      closed = true;
    },
  };
}
