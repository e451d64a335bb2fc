// The open message view, as the keyboard layer sees it: the view registers a handler for the
// message keys when it mounts and removes it when it unmounts, so the layer needs no reference to
// the view (and the view none to the layer). `n` also reads the narrow to know where the user is.
import { create } from 'zustand';
import type { Narrow } from '../messages/narrow';
import type { ViewCommand } from './key-commands';

export interface MessageViewHandler {
  narrow: Narrow;
  /** Runs a message-view key; false when it does not apply (e.g. the view is still empty). */
  run(command: ViewCommand): boolean;
}

interface ViewRegistry {
  view: MessageViewHandler | null;
  /** Registers the open view; the returned function unregisters it (if it is still the one). */
  register(view: MessageViewHandler): () => void;
}

export const useViewRegistry = create<ViewRegistry>((set, get) => ({
  view: null,
  register(view) {
    set({ view });
    return () => {
      if (get().view === view) set({ view: null });
    };
  },
}));
