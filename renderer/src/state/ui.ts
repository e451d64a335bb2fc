// Renderer-only UI state that outlives a single component (not fed by main).
import { create, type StateCreator } from 'zustand';

export interface UiState {
  /** The sign-in screen is open to add another account while one is signed in. */
  addingAccount: boolean;
  setAddingAccount(adding: boolean): void;
  /** The channel sidebar is hidden (View → Toggle sidebar, Ctrl+Shift+S). */
  sidebarHidden: boolean;
  toggleSidebar(): void;
  /** A pseudo-locale shown instead of the user's language, for testing (Help → Diagnostics). */
  pseudoLocale: 'en-XB' | null;
  setPseudoLocale(locale: 'en-XB' | null): void;
  /** Where closing the settings returns to (the hash shown when they were opened); null if unknown. */
  settingsReturnHash: string | null;
  setSettingsReturnHash(hash: string | null): void;
}

/** The store's contents, exported so tests can make a fresh store of their own. */
export const uiState: StateCreator<UiState> = (set) => ({
  addingAccount: false,
  setAddingAccount: (addingAccount) => set({ addingAccount }),
  sidebarHidden: false,
  toggleSidebar: () => set((s) => ({ sidebarHidden: !s.sidebarHidden })),
  pseudoLocale: null,
  setPseudoLocale: (pseudoLocale) => set({ pseudoLocale }),
  settingsReturnHash: null,
  setSettingsReturnHash: (settingsReturnHash) => set({ settingsReturnHash }),
});

export const useUiStore = create<UiState>()(uiState);
