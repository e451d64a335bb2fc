// One signed-in account's store of event-fed state: main pushes that account's register snapshots
// and event batches, connect-bridge.ts feeds them in here (through account-stores.ts), outside
// React, and components read narrow slices of the active account's store. What is no account's
// (the accounts list, this computer's preferences, the link to main) is in shell-store.ts.
//
// Offline: a snapshot may be what main's cache kept from an earlier run (`sync.cached` says as of
// when) until the live register replaces it; the outbox slice mirrors main's outbox, and messages
// marked read there show read here at once, again after each snapshot.
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { EventOfKind, ServerEvent } from '../../../shared/events';
import type { OutboxView } from '../../../shared/outbox';
import { reduceEvents } from './apply-events';
import { initialDiagnostics, withDroppedBatch, withUnhandled, type DiagnosticsState } from './diagnostics';
import { changedDomains, domainsFromSnapshot, initialDomains, type EventDomains } from './domains';
import { initialMessages } from './messages';
import { applyOutboxView } from './outbox';
import type { Snapshot } from './snapshot-read';
import { createUnreadCounter, type UnreadCounter } from './unread-counts';

/** Which account and queue generation the event-fed slices came from. */
export interface SyncState {
  accountId: string | null;
  /** null until the first snapshot. */
  generation: number | null;
  /** Set while the state is what the offline cache kept (generation 0), until the live register. */
  cached?: CachedSince;
}

/** When the cached state was saved, and when its event log filled up (nothing later was kept). */
export interface CachedSince {
  savedAt: number;
  cappedAt?: number;
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
  /** A fresh register (or the offline cache's copy of one, `cached`): replaces every event-fed slice. */
  applySnapshot(snapshot: Snapshot, generation: number, accountId?: string, cached?: CachedSince): void;
  /** Main's outbox for this account changed. */
  applyOutbox(view: OutboxView): void;
  /** The message views load again from the server (after an outage the offline cache stood in for). */
  reloadMessages(): void;
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
  /** Applies a read flag the server has not sent (yet), as its event would. */
  function markReadHere(ids: readonly number[]): void {
    const s = store.getState();
    if (ids.length === 0 || s.sync.generation === null) return;
    const event: EventOfKind<'update_message_flags/add'> = {
      kind: 'update_message_flags/add',
      id: -1,
      type: 'update_message_flags',
      op: 'add',
      flag: 'read',
      messages: [...ids],
      all: false,
    };
    s.applyEvents([event], s.sync.generation, s.sync.accountId ?? undefined, true);
  }
  const store = createStore<AppStore>()((set, get) => ({
    ...initialDomains(),
    diagnostics: initialDiagnostics,
    sync: { accountId, generation: null },
    countUnread: createUnreadCounter(),

    applySnapshot(snapshot, generation, accountId, cached) {
      set({
        ...domainsFromSnapshot(snapshot, get()),
        sync: { accountId: accountId ?? get().sync.accountId, generation, ...(cached ? { cached } : {}) },
      });
      // The server has not heard of these yet: they stay read here.
      markReadHere(get().outbox.pendingReadIds);
    },

    applyOutbox(view) {
      const before = get().outbox.pendingReadIds;
      set((s) => ({ outbox: applyOutboxView(s.outbox, view, (id) => s.messages.byId.has(id)) }));
      const known = new Set(before);
      markReadHere(view.pendingReadIds.filter((id) => !known.has(id)));
    },

    reloadMessages() {
      // Fetches under way still land: only what is held goes.
      set((s) => ({ messages: { ...initialMessages, fetchesInFlight: s.messages.fetchesInFlight ?? 0 } }));
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
  return store;
}
