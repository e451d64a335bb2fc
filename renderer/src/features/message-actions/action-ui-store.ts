// The message actions' own UI state: which message the keyboard has selected, the one open action
// menu (and where it opened), whether viewing marks messages read, and a short confirmation such as "Link copied". Dialogs and the
// inline editor live in message-dialogs-store.ts.
import { create } from 'zustand';
import { type ShownText } from '../../../../shared/i18n/phrase';

export interface ActionMenu {
  messageId: number;
  /** Viewport position of the menu's top inline-start corner (its top-right in right to left). */
  x: number;
  y: number;
  /** Where focus goes back when the menu closes. */
  returnFocus: HTMLElement | null;
}

interface ActionUiState {
  selectedId: number | null;
  menu: ActionMenu | null;
  notice: ShownText | null;
  /**
   * After "mark as unread from here" the open view stops marking messages read by viewing them, as
   * the web app does, until another view opens.
   */
  readingPaused: boolean;
  setReadingPaused(paused: boolean): void;
  select(messageId: number | null): void;
  openMenu(menu: ActionMenu): void;
  closeMenu(): void;
  notify(text: ShownText | null): void;
}

export const useActionUi = create<ActionUiState>()((set) => ({
  selectedId: null,
  menu: null,
  notice: null,
  readingPaused: false,
  setReadingPaused: (readingPaused) => set({ readingPaused }),
  select: (selectedId) => set({ selectedId }),
  openMenu: (menu) => set({ menu, selectedId: menu.messageId }),
  closeMenu: () => set({ menu: null }),
  notify: (notice) => set({ notice }),
}));
