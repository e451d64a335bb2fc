// Inbox choices remembered for the session (web keeps them too): which groups and channels are
// collapsed, the filter text, and the row that had the focus. Not fed by main.
import { create } from 'zustand';

export interface RowFocus {
  key: string;
  index: number;
}

interface InboxUiState {
  /** Collapse keys: a group's key or a channel row's key. */
  collapsed: ReadonlySet<string>;
  filter: string;
  /**
   * The row the roving focus is on, by key, and its index then: when the row goes (read, muted),
   * the focus stays at that place in the list.
   */
  focus: RowFocus | null;
  toggle(key: string): void;
  setCollapsed(keys: readonly string[], collapsed: boolean): void;
  setFilter(filter: string): void;
  setFocus(focus: RowFocus): void;
}

export const useInboxUi = create<InboxUiState>()((set) => ({
  collapsed: new Set(),
  filter: '',
  focus: null,
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
  setFocus: (focus) => set({ focus }),
}));
