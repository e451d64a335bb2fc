// The application menu's keys in browser mode, where there is no menu: a keydown that matches one of
// shared/menu-accelerators.ts's accelerators does what the menu item would. Only the items that make
// sense in a browser tab are here (toggle sidebar, keyboard shortcuts, do not disturb); the browser
// keeps the others (Ctrl+Tab, Ctrl+Shift+N…) for itself. Ctrl+, is settings-navigation.ts's.
import type { AppCommand } from '../../../../shared/desktop';
import { MENU_ACCELERATORS } from '../../../../shared/menu-accelerators';

export type MenuKeyAct = { kind: 'command'; command: AppCommand } | { kind: 'toggle-pause' };

type KeyEvent = Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>;

const BROWSER_ITEMS: Record<string, MenuKeyAct> = {
  'toggle sidebar': { kind: 'command', command: 'toggle-sidebar' },
  'keyboard shortcuts': { kind: 'command', command: 'keyboard-shortcuts' },
  'do not disturb': { kind: 'toggle-pause' },
};

/** Whether `event` is the Electron accelerator `accelerator` (CommandOrControl is Cmd on macOS). */
export function matchesAccelerator(accelerator: string, event: KeyEvent, isMac: boolean): boolean {
  const parts = accelerator.split(/\+(?=.)/);
  const key = parts.pop() ?? '';
  const wants = { ctrl: false, meta: false, alt: false, shift: false };
  for (const part of parts) {
    if (part === 'CommandOrControl' || part === 'CmdOrCtrl') wants[isMac ? 'meta' : 'ctrl'] = true;
    else if (part === 'Control' || part === 'Ctrl') wants.ctrl = true;
    else if (part === 'Command' || part === 'Cmd') wants.meta = true;
    else if (part === 'Alt') wants.alt = true;
    else if (part === 'Shift') wants.shift = true;
  }
  const pressed = key === 'Plus' ? '+' : key;
  return (
    event.ctrlKey === wants.ctrl &&
    event.metaKey === wants.meta &&
    event.altKey === wants.alt &&
    event.shiftKey === wants.shift &&
    event.key.toLowerCase() === pressed.toLowerCase()
  );
}

/** What a keydown asks for in browser mode, or null when it is not a menu key handled here. */
export function menuKeyAct(event: KeyEvent, isMac: boolean): MenuKeyAct | null {
  for (const { item, accelerator } of MENU_ACCELERATORS) {
    const act = BROWSER_ITEMS[item];
    if (act !== undefined && matchesAccelerator(accelerator, event, isMac)) return act;
  }
  return null;
}
