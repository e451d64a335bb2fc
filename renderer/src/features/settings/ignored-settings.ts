// Settings a server listed in ignored_parameters_unsupported for a real change, per account. Renderer
// UI state (not server truth), so it lives outside the event-fed store; it lasts until the app
// restarts, when the server may have been upgraded.
import { useMemo } from 'react';
import { create } from 'zustand';

interface IgnoredSettingsState {
  /** accountId → setting names. */
  byAccount: Readonly<Record<string, readonly string[]>>;
  markIgnored(accountId: string, name: string): void;
}

export const useIgnoredSettingsStore = create<IgnoredSettingsState>()((set) => ({
  byAccount: {},
  markIgnored: (accountId, name) =>
    set((state) => {
      const known = state.byAccount[accountId] ?? [];
      if (known.includes(name)) return state;
      return { byAccount: { ...state.byAccount, [accountId]: [...known, name] } };
    }),
}));

const NONE: readonly string[] = [];

export function useIgnoredSettings(accountId: string | null): ReadonlySet<string> {
  const names = useIgnoredSettingsStore(
    (state) => (accountId ? state.byAccount[accountId] : undefined) ?? NONE,
  );
  return useMemo(() => new Set(names), [names]);
}
