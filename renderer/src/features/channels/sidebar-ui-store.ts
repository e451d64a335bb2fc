// Sidebar choices that outlive a render but are nobody else's business: which channels have their
// topics open, whether archived folders are shown, and the channel filter's text (kept for the
// session, so the sidebar still shows what was filtered when the user comes back). Not fed by main.
import { create } from 'zustand';
import type { Route } from '../../routing/route';

interface SidebarUiState {
  expandedChannels: ReadonlySet<number>;
  showArchivedFolders: boolean;
  /** The create-channel dialog is open. */
  creatingChannel: boolean;
  /** The last message view shown, where "Insert into compose" from another view goes back to. */
  lastConversation: Route | null;
  /** The text of the channel filter at the top of the sidebar. */
  channelFilter: string;
  toggleChannel(streamId: number): void;
  setShowArchivedFolders(show: boolean): void;
  setCreatingChannel(open: boolean): void;
  setLastConversation(route: Route): void;
  setChannelFilter(text: string): void;
}

export const useSidebarUi = create<SidebarUiState>()((set) => ({
  expandedChannels: new Set(),
  showArchivedFolders: false,
  creatingChannel: false,
  lastConversation: null,
  channelFilter: '',
  toggleChannel: (streamId) =>
    set((state) => {
      const next = new Set(state.expandedChannels);
      if (!next.delete(streamId)) next.add(streamId);
      return { expandedChannels: next };
    }),
  setShowArchivedFolders: (showArchivedFolders) => set({ showArchivedFolders }),
  setCreatingChannel: (creatingChannel) => set({ creatingChannel }),
  setLastConversation: (lastConversation) => set({ lastConversation }),
  setChannelFilter: (channelFilter) => set({ channelFilter }),
}));

const CONVERSATION_ROUTES = new Set(['channel', 'topic', 'dm', 'feed', 'mentions', 'starred']);

/** Routes that show messages and so have a compose box. */
export function isConversationRoute(route: Route): boolean {
  return CONVERSATION_ROUTES.has(route.name);
}
