// The filters of Recent conversations, remembered for the session: leaving the view and coming back
// keeps them, as the web app keeps its own. A store of the renderer, like the focus requests.
import { create } from 'zustand';
import { DEFAULT_RECENT_FILTERS, type RecentFilters } from './recent-filters';

interface RecentFilterStore {
  filters: RecentFilters;
  change(patch: Partial<RecentFilters>): void;
}

export const useRecentFilters = create<RecentFilterStore>((set) => ({
  filters: DEFAULT_RECENT_FILTERS,
  change: (patch) => set((s) => ({ filters: { ...s.filters, ...patch } })),
}));
