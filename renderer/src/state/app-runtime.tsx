// The window's two kinds of state, handed to React once (main.tsx makes them): the shell store,
// which is no account's, and the account stores. Components read the shell with useShell and the
// shown account's store with useAppStore (account-scope.tsx); code outside React is given the
// stores it works on, never a module-level one.
import { createContext, useContext, type ReactNode } from 'react';
import { useStore } from 'zustand';
import type { AccountStores } from './account-stores';
import type { ShellStore, ShellStoreApi } from './shell-store';

export interface AppRuntime {
  shell: ShellStoreApi;
  accounts: AccountStores;
}

const RuntimeContext = createContext<AppRuntime | null>(null);

export function RuntimeProvider({ runtime, children }: { runtime: AppRuntime; children: ReactNode }) {
  return <RuntimeContext.Provider value={runtime}>{children}</RuntimeContext.Provider>;
}

export function useRuntime(): AppRuntime {
  const runtime = useContext(RuntimeContext);
  if (runtime === null) throw new Error('useRuntime needs a RuntimeProvider above it');
  return runtime;
}

/** A slice of the shell store (accounts, connections, this computer's preferences). */
export function useShell<T>(selector: (state: ShellStore) => T): T {
  return useStore(useRuntime().shell, selector);
}
