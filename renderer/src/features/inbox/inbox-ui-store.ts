// Inbox choices remembered for the session (web keeps them too): which groups and channels are
// collapsed, the filter text, and the row that had the focus. Not fed by main.
import { create } from 'zustand';

interface InboxUiState {
  /** Collapse keys: a group's key or a channel row's key. */
  collapsed: ReadonlySet<string>;
  filter: string;
  /** The key of the row the roving focus is on, or null before any. */
  focusKey: string | null;
  toggle(key: string): void;
  setCollapsed(keys: readonly string[], collapsed: boolean): void;
  setFilter(filter: string): void;
  setFocusKey(key: string | null): void;
}

export const useInboxUi = create<InboxUiState>()((set) => ({
  collapsed: new Set(),
  filter: '',
  focusKey: null,
  toggle: (key) =>
    set((state) => {
      const next = new Set(state.collapsed);
      if (!next.delete(key)) next.add(key);
      return { collapsed: next };
    }),
  setCollapsed: (keys, collapsed) =>
    set((state) => {
      const next = new Set(state.collapsed);
      for (const key of keys) {
        if (collapsed) next.add(key);
        else next.delete(key);
      }
      return { collapsed: next };
    }),
  setFilter: (filter) => set({ filter }),
  setFocusKey: (focusKey) => set({ focusKey }),
}));
