// The renderer's store of event-fed state. Main pushes AppState, register snapshots and event
// batches; connect-bridge.ts feeds them in here, outside React, and components read narrow slices.
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { DesktopPreferences, UpdateStatus } from '../../../shared/desktop';
import type { ServerEvent } from '../../../shared/events';
import type { AppState, ConnectionState } from '../../../shared/ipc';
import type { LinkStatus } from '../bridge/ws-bridge';
import { reduceEvents } from './apply-events';
import { initialDiagnostics, withDroppedBatch, withUnhandled, type DiagnosticsState } from './diagnostics';
import { changedDomains, domainsFromSnapshot, initialDomains, type EventDomains } from './domains';
import {
  handleAppState,
  handleConnectionState,
  handleLinkStatus,
  initialSession,
  type SessionState,
} from './session';
import type { Snapshot } from './snapshot-read';
import { createUnreadCounter, type UnreadCounter } from './unread-counts';

/** Which account and queue generation the event-fed slices came from. */
export interface SyncState {
  accountId: string | null;
  /** null until the first snapshot. */
  generation: number | null;
}

/** This computer's side, not any account's: main's preferences and the updater's status. */
export interface DesktopState {
  /** null until main has said (the `desktop-preferences` push or call). */
  preferences: DesktopPreferences | null;
  update: UpdateStatus | null;
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
  session: SessionState;
  desktop: DesktopState;
  diagnostics: DiagnosticsState;
  sync: SyncState;
  /** This store's memoised unread counts (read through unread-counts.ts, not directly). */
  countUnread: UnreadCounter;
  applyAppState(state: AppState): void;
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
  applyConnection(accountId: string, state: ConnectionState): void;
  setLinkStatus(status: LinkStatus): void;
  applyDesktopPreferences(preferences: DesktopPreferences): void;
  applyUpdateStatus(status: UpdateStatus): void;
}

export type AppStoreApi = StoreApi<AppStore>;

/** `clock` gives each event batch its arrival time (ms); tests pass a fake one. */
export function createAppStore(clock: () => number = Date.now): AppStoreApi {
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
    session: initialSession,
    desktop: { preferences: null, update: null },
    diagnostics: initialDiagnostics,
    sync: { accountId: null, generation: null },
    countUnread: createUnreadCounter(),

    applyAppState(app) {
      const signedOut = app.activeAccountId === null;
      set((s) => ({
        session: handleAppState(s.session, app),
        // With no account left, nothing of the last one stays in memory.
        ...(signedOut ? { ...initialDomains(), sync: { accountId: null, generation: null } } : {}),
      }));
    },

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

    applyConnection(accountId, state) {
      set((s) => ({ session: handleConnectionState(s.session, accountId, state) }));
    },

    setLinkStatus(status) {
      set((s) => ({ session: handleLinkStatus(s.session, status) }));
    },

    applyDesktopPreferences(preferences) {
      set((s) => ({ desktop: { ...s.desktop, preferences } }));
    },

    applyUpdateStatus(update) {
      set((s) => ({ desktop: { ...s.desktop, update } }));
    },
  }));
}

/** The app's store; tests make their own with createAppStore(). */
export const appStore: AppStoreApi = createAppStore();
