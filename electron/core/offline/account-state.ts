// What the user last saw of one account's organization, kept on disk: the latest register snapshot
// (as pushed to the renderer, so already redacted) and the event batches after it, appended to a log
// of sealed records a few at a time. Replaying the snapshot and then the logged events through the
// renderer's own path (applySnapshot, applyEvents) rebuilds that state, minus what is only true for
// a moment (ephemeral kinds below). A new snapshot compacts: it replaces the file and starts a new log.
//
// Bounded: past MAX_LOGGED_EVENTS a fresh register serves better than a replay (the push cache draws
// the same line), so the log stops there with a last record saying when; the cached state is then
// as of that moment, and `cappedAt` lets the app say so. The next snapshot starts over.
//
// Wiring (round two), in account-connection.ts: onSnapshot → recordSnapshot(snapshot) after the push;
// onEvents → recordEvents(parsed batch) after the push; stop() → close(). At start, before the loop's
// first register, session.ts loads() and pushes the cached snapshot and events (with a generation
// the live register supersedes) so the window shows them at once.
import { randomBytes } from 'node:crypto';
import type { ServerEvent } from '../../../shared/events';
import type { Clock } from '../loop/types';
import type { LevelledLog } from '../session/log';
import { isEphemeral, logRecord, parseJson, stateFile } from './account-state-format';
import type { OfflineFiles } from './offline-files';

export { isEphemeral } from './account-state-format';

export const STATE_FILE = 'state';
export const LOG_FILE = 'log';
export const MAX_LOGGED_EVENTS = 20_000;
const FLUSH_DELAY_MS = 2_000;

export interface CachedAccountState {
  snapshot: Record<string, unknown>;
  /** Oldest first, as the renderer received them (ephemeral kinds left out). */
  events: ServerEvent[];
  /** When the newest part of it was written. */
  savedAt: number;
  /** Set when the log filled up: nothing after this moment was kept. */
  cappedAt?: number;
}

export interface AccountStateOptions {
  accountId: string;
  files: OfflineFiles;
  clock: Clock;
  log: LevelledLog;
  flushDelayMs?: number;
  maxLoggedEvents?: number;
  newEpoch?: () => string;
  /** After something was written (the size limit may need checking). */
  onWrite?(): void;
}

export interface AccountStateCache {
  load(): Promise<CachedAccountState | undefined>;
  recordSnapshot(snapshot: Record<string, unknown>): void;
  recordEvents(events: readonly ServerEvent[]): void;
  /** Writes what is waiting now. */
  flush(): Promise<void>;
  /** The files were deleted (the size limit): nothing more is kept until the next snapshot. */
  forget(): void;
  /** Flushes and stops the timer; later records are ignored. */
  close(): Promise<void>;
}

export function createAccountStateCache(options: AccountStateOptions): AccountStateCache {
  const { accountId, files, clock } = options;
  const flushDelayMs = options.flushDelayMs ?? FLUSH_DELAY_MS;
  const maxEvents = options.maxLoggedEvents ?? MAX_LOGGED_EVENTS;
  const newEpoch = options.newEpoch ?? (() => randomBytes(8).toString('hex'));
  let snapshot: Record<string, unknown> | undefined;
  let epoch = '';
  let pending: ServerEvent[] = [];
  /** Records already in this epoch's log. */
  let records = 0;
  let logged = 0;
  /** Nothing more is kept until the next snapshot: the log is full, or a write failed. */
  let stopped = false;
  let closed = false;
  let timer: unknown;
  let chain: Promise<unknown> = Promise.resolve();

  function schedule(): void {
    if (timer === undefined && !closed) {
      timer = clock.setTimeout(() => {
        timer = undefined;
        void flush();
      }, flushDelayMs);
    }
  }

  async function writeOut(): Promise<void> {
    const writing = epoch;
    if (snapshot) {
      const text = JSON.stringify({ version: 1, epoch, savedAt: clock.now(), snapshot });
      snapshot = undefined;
      // Until the new state is on disk, the old state and its log stay together and consistent.
      const ok = await files.write(accountId, STATE_FILE, text);
      if (ok) await files.remove(accountId, [LOG_FILE]);
      if (ok) options.onWrite?.();
      // A newer snapshot came meanwhile: the next write is about it.
      if (epoch !== writing) return;
      stopped ||= !ok;
      records = 0;
    }
    let events = pending;
    pending = [];
    if (events.length === 0 || stopped) return;
    let cappedAt: number | undefined;
    if (logged + events.length > maxEvents) {
      events = events.slice(0, maxEvents - logged);
      cappedAt = clock.now();
    }
    const record = { epoch, savedAt: clock.now(), events, ...(cappedAt ? { cappedAt } : {}) };
    // A record that did not land would leave a gap: nothing more goes in this log.
    const ok = await files.appendRecord(accountId, LOG_FILE, records, JSON.stringify(record));
    if (epoch !== writing) return;
    records += 1;
    logged += events.length;
    if (!ok || cappedAt !== undefined) stopped = true;
    if (ok) options.onWrite?.();
  }

  async function discardUnreadable(): Promise<void> {
    options.log.warn('offline: cached state discarded, it is not in the expected form', { accountId });
    await files.remove(accountId, [STATE_FILE, LOG_FILE]);
  }

  function flush(): Promise<void> {
    if (timer !== undefined) clock.clearTimeout(timer);
    timer = undefined;
    const run = chain.then(writeOut).catch((err: unknown) => {
      stopped = true;
      options.log.error('offline: account state not saved', {
        error: err instanceof Error ? err.message : String(err),
      });
    });
    chain = run;
    return run;
  }

  return {
    async load() {
      const stored = parseJson(stateFile, await files.read(accountId, STATE_FILE));
      if (stored === 'invalid') await discardUnreadable();
      if (stored === undefined || stored === 'invalid') return undefined;
      const state: CachedAccountState = { snapshot: stored.snapshot, events: [], savedAt: stored.savedAt };
      for (const text of await files.readRecords(accountId, LOG_FILE)) {
        const record = parseJson(logRecord, text);
        // A record of an older state (a crash between the new snapshot and clearing the log) ends it.
        if (record === undefined || record === 'invalid' || record.epoch !== stored.epoch) break;
        state.events.push(...(record.events as unknown as ServerEvent[]));
        state.savedAt = record.savedAt;
        if (record.cappedAt !== undefined) state.cappedAt = record.cappedAt;
      }
      return state;
    },
    recordSnapshot(next) {
      if (closed) return;
      snapshot = next;
      epoch = newEpoch();
      pending = [];
      logged = 0;
      stopped = false;
      schedule();
    },
    recordEvents(events) {
      if (closed || stopped || epoch === '') return;
      const kept = events.filter((event) => !isEphemeral(event));
      if (kept.length === 0) return;
      pending.push(...kept);
      // What is past the limit is cut at the next write; holding more of it would be wasted.
      if (logged + pending.length > maxEvents) pending.length = maxEvents - logged + 1;
      schedule();
    },
    flush,
    forget() {
      stopped = true;
      snapshot = undefined;
      pending = [];
    },
    async close() {
      await flush();
      closed = true;
    },
  };
}
