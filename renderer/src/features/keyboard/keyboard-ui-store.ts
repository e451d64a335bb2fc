// What the keyboard layer shows itself: the help sheet (`?`) and the card of a message's sender
// (`u`), and its notices. Kept apart from the layer so the message view's keys can open the card through it.
import { create } from 'zustand';
import { type ShownText } from '../../../../shared/i18n/phrase';

interface KeyboardUi {
  helpOpen: boolean;
  /** The sender whose card `u` opened, with the time the card was opened (for local time). */
  card: { userId: number; nowMs: number } | null;
  /** A short message, such as "You have no more unread topics." (a string is shown as it is). */
  notice: ShownText | null;
  setHelpOpen(open: boolean): void;
  showCard(userId: number): void;
  closeCard(): void;
  notify(text: ShownText | null): void;
}

export const useKeyboardUi = create<KeyboardUi>((set) => ({
  helpOpen: false,
  card: null,
  notice: null,
  setHelpOpen: (helpOpen) => set({ helpOpen }),
  showCard: (userId) => set({ card: { userId, nowMs: Date.now() } }),
  closeCard: () => set({ card: null }),
  notify: (notice) => set({ notice }),
}));
