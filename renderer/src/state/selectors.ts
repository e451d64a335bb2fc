// React hooks over the store. Each reads the narrowest slice a component needs, so an event that
// touches one channel does not re-render the sign-in screen or the account menu.
import { useMemo } from 'react';
import { useStore } from 'zustand';
import type { User } from '../../../shared/objects';
import { useShallow } from 'zustand/react/shallow';
import { findChannel } from './channels';
import { activeAccount } from './session';
import { appStore, type AppStore } from './store';

export function useAppStore<T>(selector: (state: AppStore) => T): T {
  return useStore(appStore, selector);
}

/** What the sign-in screen and the app frame need from AppState. */
export function useSessionOverview() {
  return useAppStore(
    useShallow((s) => ({
      loaded: s.session.loaded,
      activeAccountId: s.session.activeAccountId,
      signedOutReason: s.session.signedOutReason,
      keyStorage: s.session.keyStorage,
      keyStorageWarning: s.session.keyStorageWarning,
      demoAvailable: s.session.demoAvailable,
      link: s.session.link,
    })),
  );
}

export function useAccounts() {
  return useAppStore(useShallow((s) => ({ accounts: s.session.accounts, active: activeAccount(s.session) })));
}

export function useConnectionView() {
  return useAppStore(useShallow((s) => ({ connection: s.session.connection, link: s.session.link })));
}

/** True once the event-fed slices hold the active account's snapshot. */
export function useDataReady(): boolean {
  return useAppStore((s) => s.sync.generation !== null && s.sync.accountId === s.session.activeAccountId);
}

/** The organization name: from the snapshot once loaded, else from the account list. */
export function useRealmName(): string {
  return useAppStore((s) => s.realm.name || (activeAccount(s.session)?.realmName ?? ''));
}

export function useSidebarSource() {
  return useAppStore(
    useShallow((s) => ({ subscriptions: s.channels.subscriptions, folders: s.channelFolders.byId })),
  );
}

export function useChannel(streamId: number) {
  return useAppStore((s) => findChannel(s.channels, streamId));
}

export function useSubscriptionColor(streamId: number): string | undefined {
  return useAppStore((s) => s.channels.subscriptions.get(streamId)?.color);
}

/** Everyone active, as a list recomputed only when the users slice changes. */
export function useActiveUsers(): readonly User[] {
  const active = useAppStore((s) => s.users.active);
  return useMemo(() => active.values(), [active]);
}
