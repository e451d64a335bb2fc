// Opening and closing the settings view. Closing returns to where the user was when they opened it;
// that place is kept in the UI store (state/ui.ts), not here, so it belongs to the window's state.
import { useEffect } from 'react';
import { parseRoute, routeHref } from '../../routing/route';
import { useUiStore, type UiState } from '../../state/ui';

/** What opening and closing read and write: the window's address and the UI store. */
export interface SettingsNavigation {
  location: { hash: string };
  ui: { getState(): Pick<UiState, 'settingsReturnHash' | 'setSettingsReturnHash'> };
}

const windowNavigation = (): SettingsNavigation => ({ location: window.location, ui: useUiStore });

function inSettings(hash: string): boolean {
  return parseRoute(hash).name === 'settings';
}

export function openSettings(section = 'account', nav: SettingsNavigation = windowNavigation()): void {
  const here = nav.location.hash;
  if (!inSettings(here)) nav.ui.getState().setSettingsReturnHash(here || '#/');
  nav.location.hash = routeHref({ name: 'settings', section });
}

export function closeSettings(nav: SettingsNavigation = windowNavigation()): void {
  const ui = nav.ui.getState();
  const back = ui.settingsReturnHash;
  ui.setSettingsReturnHash(null);
  nav.location.hash = back && !inSettings(back) ? back : '#/';
}

/** Ctrl+, (Cmd+, on macOS) opens the settings, as in most desktop apps. */
export function isSettingsShortcut(
  event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>,
  isMac: boolean,
): boolean {
  if (event.key !== ',' || event.altKey || event.shiftKey) return false;
  return isMac ? event.metaKey && !event.ctrlKey : event.ctrlKey && !event.metaKey;
}

function runsOnMac(): boolean {
  return /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent);
}

/** Mount once in the signed-in layout. */
export function useSettingsShortcut(): void {
  useEffect(() => {
    const isMac = runsOnMac();
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isSettingsShortcut(event, isMac)) return;
      event.preventDefault();
      openSettings();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
