// The application menu's keys in browser mode, where there is no menu: a keydown that matches one of
// shared/menu-accelerators.ts's accelerators does what the menu item would. Only the items that make
// sense in a browser tab are here (toggle sidebar, keyboard shortcuts, do not disturb, and the
// account keys: a browser usually keeps Ctrl+Tab and Ctrl+1…9 for its own tabs, but a window that
// hands them to the page, such as an app window, gets the desktop app's behaviour); the browser
// keeps the others (Ctrl+Shift+N…) for itself. Ctrl+, is settings-navigation.ts's.
import { ACCOUNT_SLOTS, type AppCommand } from '../../../../shared/desktop';
import { MENU_ACCELERATORS } from '../../../../shared/menu-accelerators';

export type MenuKeyAct = { kind: 'command'; command: AppCommand } | { kind: 'toggle-pause' };

type KeyEvent = Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>;

const BROWSER_ITEMS: Record<string, MenuKeyAct> = {
  'toggle sidebar': { kind: 'command', command: 'toggle-sidebar' },
  'keyboard shortcuts': { kind: 'command', command: 'keyboard-shortcuts' },
  'do not disturb': { kind: 'toggle-pause' },
  'next account': { kind: 'command', command: 'next-account' },
  'previous account': { kind: 'command', command: 'previous-account' },
  ...Object.fromEntries(
    ACCOUNT_SLOTS.map((n) => [`account ${n}`, { kind: 'command', command: `account-${n}` } as const]),
  ),
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
