// React hooks over the stores. Each reads the narrowest slice a component needs, so an event that
// touches one channel does not re-render the sign-in screen or the account menu. useAppStore reads
// the store of the account whose view asks (account-scope.tsx); the session hooks read the shell.
import { useMemo } from 'react';
import { useStore } from 'zustand';
import type { User } from '../../../shared/objects';
import { useShallow } from 'zustand/react/shallow';
import { useAccount } from './account-scope';
import { useShell } from './app-runtime';
import { findChannel } from './channels';
import { activeAccount, activeConnection } from './session';
import type { AppStore } from './store';

/** A slice of the store of the account this view belongs to. */
export function useAppStore<T>(selector: (state: AppStore) => T): T {
  return useStore(useAccount().store, selector);
}

/** What the sign-in screen and the app frame need from AppState. */
export function useSessionOverview() {
  return useShell(
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
  return useShell(useShallow((s) => ({ accounts: s.session.accounts, active: activeAccount(s.session) })));
}

/** The shown account's connection, and (browser mode) whether main is reachable. */
export function useConnectionView() {
  return useShell(useShallow((s) => ({ connection: activeConnection(s.session), link: s.session.link })));
}

/** True once the view's account store holds a snapshot. */
export function useDataReady(): boolean {
  return useAppStore((s) => s.sync.generation !== null);
}

/** The organization name: from the snapshot once loaded, else from the account list. */
export function useRealmName(): string {
  const { accountId } = useAccount();
  const listed = useShell((s) => s.session.accounts.find((a) => a.id === accountId)?.realmName ?? '');
  return useAppStore((s) => s.realm.name) || listed;
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
  return useMemo(() => [...active.values()], [active]);
}
