// One signed-in account's store of event-fed state: main pushes that account's register snapshots
// and event batches, connect-bridge.ts feeds them in here (through account-stores.ts), outside
// React, and components read narrow slices of the active account's store. What is no account's
// (the accounts list, this computer's preferences, the link to main) is in shell-store.ts.
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { ServerEvent } from '../../../shared/events';
import { reduceEvents } from './apply-events';
import { initialDiagnostics, withDroppedBatch, withUnhandled, type DiagnosticsState } from './diagnostics';
import { changedDomains, domainsFromSnapshot, initialDomains, type EventDomains } from './domains';
import type { Snapshot } from './snapshot-read';
import { createUnreadCounter, type UnreadCounter } from './unread-counts';

/** Which account and queue generation the event-fed slices came from. */
export interface SyncState {
  accountId: string | null;
  /** null until the first snapshot. */
  generation: number | null;
}

/** A batch of events the store has just applied (batches it dropped are not reported). */
export interface AppliedBatch {
  events: readonly ServerEvent[];
  accountId: string | null;
  /** Sent again to a renderer that connected late: state to catch up on, not news. */
  replayed: boolean;
}

export type AppliedBatchListener = (batch: AppliedBatch) => void;

export interface AppStore extends EventDomains {
  diagnostics: DiagnosticsState;
  sync: SyncState;
  /** This store's memoised unread counts (read through unread-counts.ts, not directly). */
  countUnread: UnreadCounter;
  /** A fresh register: replaces every event-fed slice. */
  applySnapshot(snapshot: Snapshot, generation: number, accountId?: string): void;
  /**
   * One batch in order. Batches from another generation (an older queue, or one whose snapshot has
   * not arrived) or, when given, another account are dropped: they describe state we do not hold.
   */
  applyEvents(
    events: readonly ServerEvent[],
    generation: number,
    accountId?: string,
    replayed?: boolean,
  ): void;
  /**
   * Calls `listener` after each batch this store applied (the notifier watches new messages here);
   * returns the unsubscribe. A listener that throws does not stop the others or the store.
   */
  onEventsApplied(listener: AppliedBatchListener): () => void;
}

export type AppStoreApi = StoreApi<AppStore>;

/**
 * `clock` gives each event batch its arrival time (ms); tests pass a fake one. `accountId`, when
 * given, is the account this store is for (account-stores.ts makes one per signed-in account).
 */
export function createAppStore(clock: () => number = Date.now, accountId: string | null = null): AppStoreApi {
  // This store's own listeners: one store per account later, each with its own notifier.
  const appliedListeners = new Set<AppliedBatchListener>();
  const reportApplied = (batch: AppliedBatch) => {
    for (const listener of appliedListeners) {
      try {
        listener(batch);
      } catch (err) {
        // Surfaced, but never in the way of the next batch.
        queueMicrotask(() => {
          throw err;
        });
      }
    }
  };
  return createStore<AppStore>()((set, get) => ({
    ...initialDomains(),
    diagnostics: initialDiagnostics,
    sync: { accountId, generation: null },
    countUnread: createUnreadCounter(),

    applySnapshot(snapshot, generation, accountId) {
      set({
        ...domainsFromSnapshot(snapshot, get()),
        sync: { accountId: accountId ?? get().sync.accountId, generation },
      });
    },

    applyEvents(events, generation, accountId, replayed = false) {
      const s = get();
      const otherAccount = accountId !== undefined && accountId !== s.sync.accountId;
      if (generation !== s.sync.generation || otherAccount) {
        set({ diagnostics: withDroppedBatch(s.diagnostics) });
        return;
      }
      const unhandled = new Map<string, number>();
      const changed = changedDomains(s, reduceEvents(s, events, unhandled, clock()));
      if (Object.keys(changed).length > 0 || unhandled.size > 0) {
        set({
          ...changed,
          ...(unhandled.size > 0 ? { diagnostics: withUnhandled(s.diagnostics, unhandled) } : {}),
        });
      }
      if (appliedListeners.size > 0) reportApplied({ events, accountId: s.sync.accountId, replayed });
    },

    onEventsApplied(listener) {
      appliedListeners.add(listener);
      return () => appliedListeners.delete(listener);
    },
  }));
}
