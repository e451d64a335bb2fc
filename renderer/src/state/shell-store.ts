// What the window knows that is no account's: the accounts list and which one is shown, each
// account's connection, whether main is reachable (browser mode), and this computer's preferences
// and update status. connect-bridge.ts feeds it from main's pushes; each account's own data is in
// its own store (account-stores.ts), so switching accounts never mixes the two.
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { DesktopPreferences, UpdateStatus } from '../../../shared/desktop';
import type { AppState, ConnectionState } from '../../../shared/ipc';
import type { LinkStatus } from '../bridge/ws-bridge';
import {
  handleAppState,
  handleConnectionState,
  handleLinkStatus,
  initialSession,
  type SessionState,
} from './session';

/** This computer's side, not any account's: main's preferences and the updater's status. */
export interface DesktopState {
  /** null until main has said (the `desktop-preferences` push or call). */
  preferences: DesktopPreferences | null;
  update: UpdateStatus | null;
  /** Something about offline data to say once (a full disk); null once dismissed. */
  offlineNotice: string | null;
  /** Notices already shown in this window, so a replay to a reloaded page does not repeat them. */
  offlineNoticesSeen: readonly string[];
}

export interface ShellStore {
  session: SessionState;
  desktop: DesktopState;
  applyAppState(state: AppState): void;
  applyConnection(accountId: string, state: ConnectionState): void;
  setLinkStatus(status: LinkStatus): void;
  applyDesktopPreferences(preferences: DesktopPreferences): void;
  applyUpdateStatus(status: UpdateStatus): void;
  showOfflineNotice(message: string): void;
  dismissOfflineNotice(): void;
}

export type ShellStoreApi = StoreApi<ShellStore>;

export function createShellStore(): ShellStoreApi {
  return createStore<ShellStore>()((set) => ({
    session: initialSession,
    desktop: { preferences: null, update: null, offlineNotice: null, offlineNoticesSeen: [] },
    applyAppState: (app) => set((s) => ({ session: handleAppState(s.session, app) })),
    applyConnection: (accountId, state) =>
      set((s) => ({ session: handleConnectionState(s.session, accountId, state) })),
    setLinkStatus: (status) => set((s) => ({ session: handleLinkStatus(s.session, status) })),
    applyDesktopPreferences: (preferences) => set((s) => ({ desktop: { ...s.desktop, preferences } })),
    applyUpdateStatus: (update) => set((s) => ({ desktop: { ...s.desktop, update } })),
    showOfflineNotice: (message) =>
      set((s) =>
        s.desktop.offlineNoticesSeen.includes(message)
          ? s
          : {
              desktop: {
                ...s.desktop,
                offlineNotice: message,
                offlineNoticesSeen: [...s.desktop.offlineNoticesSeen, message],
              },
            },
      ),
    dismissOfflineNotice: () => set((s) => ({ desktop: { ...s.desktop, offlineNotice: null } })),
  }));
}
