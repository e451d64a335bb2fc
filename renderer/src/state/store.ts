// The renderer's store of event-fed state. Main pushes AppState, register snapshots and event
// batches; connect-bridge.ts feeds them in here, outside React, and components read narrow slices.
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { ServerEvent } from '../../../shared/events';
import type { AppState, ConnectionState } from '../../../shared/ipc';
import type { LinkStatus } from '../bridge/ws-bridge';
import { reduceEvents, type EventDomains } from './apply-events';
import { channelFoldersFromSnapshot, initialChannelFolders } from './channel-folders';
import { channelsFromSnapshot, initialChannels } from './channels';
import { initialDiagnostics, withDroppedBatch, withUnhandled, type DiagnosticsState } from './diagnostics';
import { initialRealm, realmFromSnapshot } from './realm';
import {
  handleAppState,
  handleConnectionState,
  handleLinkStatus,
  initialSession,
  type SessionState,
} from './session';
import type { Snapshot } from './snapshot-read';

/** Which account and queue generation the event-fed slices came from. */
export interface SyncState {
  accountId: string | null;
  /** null until the first snapshot. */
  generation: number | null;
}

export interface AppStore extends EventDomains {
  session: SessionState;
  diagnostics: DiagnosticsState;
  sync: SyncState;
  applyAppState(state: AppState): void;
  /** A fresh register: replaces every event-fed slice. */
  applySnapshot(snapshot: Snapshot, generation: number, accountId?: string): void;
  /**
   * One batch in order. Batches from another generation (an older queue, or one whose snapshot has
   * not arrived) or, when given, another account are dropped: they describe state we do not hold.
   */
  applyEvents(events: readonly ServerEvent[], generation: number, accountId?: string): void;
  applyConnection(accountId: string, state: ConnectionState): void;
  setLinkStatus(status: LinkStatus): void;
}

export type AppStoreApi = StoreApi<AppStore>;

const emptyDomains: EventDomains = {
  realm: initialRealm,
  channels: initialChannels,
  channelFolders: initialChannelFolders,
};

export function createAppStore(): AppStoreApi {
  return createStore<AppStore>()((set, get) => ({
    ...emptyDomains,
    session: initialSession,
    diagnostics: initialDiagnostics,
    sync: { accountId: null, generation: null },

    applyAppState(app) {
      const signedOut = app.activeAccountId === null;
      set((s) => ({
        session: handleAppState(s.session, app),
        // With no account left, nothing of the last one stays in memory.
        ...(signedOut ? { ...emptyDomains, sync: { accountId: null, generation: null } } : {}),
      }));
    },

    applySnapshot(snapshot, generation, accountId) {
      set({
        realm: realmFromSnapshot(snapshot),
        channels: channelsFromSnapshot(snapshot),
        channelFolders: channelFoldersFromSnapshot(snapshot),
        sync: { accountId: accountId ?? get().sync.accountId, generation },
      });
    },

    applyEvents(events, generation, accountId) {
      const s = get();
      const otherAccount = accountId !== undefined && accountId !== s.sync.accountId;
      if (generation !== s.sync.generation || otherAccount) {
        set({ diagnostics: withDroppedBatch(s.diagnostics) });
        return;
      }
      const unhandled = new Map<string, number>();
      const next = reduceEvents(s, events, unhandled);
      const changed =
        next.realm !== s.realm || next.channels !== s.channels || next.channelFolders !== s.channelFolders;
      if (!changed && unhandled.size === 0) return;
      set({
        realm: next.realm,
        channels: next.channels,
        channelFolders: next.channelFolders,
        diagnostics: withUnhandled(s.diagnostics, unhandled),
      });
    },

    applyConnection(accountId, state) {
      set((s) => ({ session: handleConnectionState(s.session, accountId, state) }));
    },

    setLinkStatus(status) {
      set((s) => ({ session: handleLinkStatus(s.session, status) }));
    },
  }));
}

/** The app's store; tests make their own with createAppStore(). */
export const appStore: AppStoreApi = createAppStore();
