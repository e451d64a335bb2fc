// The account a part of the window belongs to. The signed-in layout is rendered inside the active
// account's scope, keyed by its id, so a switch mounts the other account's views afresh on that
// account's own store and React Query client: nothing of one account can show in another's view,
// and every call a view makes names the account it belongs to (AccountHandle.api), so a call racing
// a switch still goes where it was meant to.
import { QueryClientProvider } from '@tanstack/react-query';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useStore } from 'zustand';
import type { Operations, ParamsOf, ResponseOf } from '../../../shared/api';
import { callApi, type RendererOperationName } from '../bridge/call-api';
import type { AccountEntry } from './account-stores';
import { useRuntime } from './app-runtime';
import { createAppStore, type AppStore, type AppStoreApi } from './store';

export interface AccountHandle {
  readonly accountId: string;
  readonly store: AppStoreApi;
  /** Runs one API operation as this account. */
  api<N extends RendererOperationName>(
    op: N,
    params: ParamsOf<Operations[N]>,
  ): Promise<ResponseOf<Operations[N]>>;
}

export function accountHandle(entry: Pick<AccountEntry, 'accountId' | 'store'>): AccountHandle {
  return {
    accountId: entry.accountId,
    store: entry.store,
    api: (op, params) => callApi(entry.accountId, op, params),
  };
}

const AccountContext = createContext<AccountHandle | null>(null);

export function AccountScope({ accountId, children }: { accountId: string; children: ReactNode }) {
  const { accounts } = useRuntime();
  // connect-bridge.ts makes an entry for every account main lists; ensure() is only a fallback.
  const entry = accounts.get(accountId) ?? accounts.ensure(accountId);
  const handle = useMemo(() => accountHandle(entry), [entry]);
  return (
    <AccountContext.Provider value={handle}>
      <QueryClientProvider client={entry.queryClient}>{children}</QueryClientProvider>
    </AccountContext.Provider>
  );
}

/** The account of the view that asks (inside an AccountScope). */
export function useAccount(): AccountHandle {
  const handle = useContext(AccountContext);
  if (handle === null) throw new Error('useAccount needs an AccountScope above it');
  return handle;
}

/** The account of the view, or null outside any account (the sign-in screen). */
export function useOptionalAccount(): AccountHandle | null {
  return useContext(AccountContext);
}

/** Read by views that also show outside any account: an empty store that nothing ever feeds. */
const NO_ACCOUNT: AppStoreApi = createAppStore();

/** A slice of the view's account store, or of an empty one outside any account (Diagnostics). */
export function useOptionalAppStore<T>(selector: (state: AppStore) => T): T {
  return useStore(useOptionalAccount()?.store ?? NO_ACCOUNT, selector);
}

/** A slice of any signed-in account's store (the switcher's unread counts), shown or not. */
export function useAccountSlice<T>(accountId: string, selector: (state: AppStore) => T): T {
  const { accounts } = useRuntime();
  return useStore(accounts.get(accountId)?.store ?? NO_ACCOUNT, selector);
}
