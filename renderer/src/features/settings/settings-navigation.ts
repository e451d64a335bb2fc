// Opening and closing the settings view. Closing returns to where the user was when they opened it.
import { useEffect } from 'react';
import { parseRoute, routeHref } from '../../routing/route';

let returnHash: string | null = null;

function inSettings(hash: string): boolean {
  return parseRoute(hash).name === 'settings';
}

export function openSettings(section = 'account'): void {
  const here = window.location.hash;
  if (!inSettings(here)) returnHash = here || '#/';
  window.location.hash = routeHref({ name: 'settings', section });
}

export function closeSettings(): void {
  const target = returnHash && !inSettings(returnHash) ? returnHash : '#/';
  returnHash = null;
  window.location.hash = target;
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
