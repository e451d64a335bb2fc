// Menus as data: the application menu, the tray's menu and the context menu are built by pure
// functions into these entries (unit-tested without Electron), and main turns them into Electron
// menus with toMenuOptions, wiring each item's action to one runner (shell-actions.ts). An action
// is plain data too, so a test can see what clicking an item would do.
import type { AppCommand, DoNotDisturbChoice } from '../../../shared/desktop';
import { MENU_ACCELERATORS } from '../../../shared/menu-accelerators';

/** Electron's built-in menu roles that these menus use. */
export type MenuRole =
  | 'undo'
  | 'redo'
  | 'cut'
  | 'copy'
  | 'paste'
  | 'pasteAndMatchStyle'
  | 'selectAll'
  | 'reload'
  | 'forceReload'
  | 'toggleDevTools'
  | 'resetZoom'
  | 'zoomIn'
  | 'zoomOut'
  | 'togglefullscreen'
  | 'minimize'
  | 'close'
  | 'quit'
  | 'about'
  | 'services'
  | 'hide'
  | 'hideOthers'
  | 'unhide'
  | 'front'
  | 'zoom';

/** What an item of ours does when chosen. */
export type ShellAction =
  | { kind: 'command'; command: AppCommand }
  | { kind: 'do-not-disturb'; choice: DoNotDisturbChoice }
  | { kind: 'show-window' }
  | { kind: 'quit' }
  | { kind: 'replace-misspelling'; word: string }
  | { kind: 'add-to-dictionary'; word: string };

interface Common {
  /** Electron accelerator syntax, taken from MENU_ACCELERATORS with `accelerator()`. */
  accelerator?: string;
  enabled?: boolean;
  /** A hidden item still answers its accelerator (a second key for the same thing). */
  visible?: boolean;
}

export type MenuEntry =
  | { type: 'separator' }
  /** A line of text that cannot be chosen ("Paused until 14:30", "No suggestions"). */
  | { type: 'label'; label: string }
  | ({ type: 'role'; role: MenuRole; label?: string } & Common)
  | ({ type: 'action'; label: string; action: ShellAction } & Common)
  | { type: 'submenu'; label: string; role?: 'services' | 'windowMenu' | 'help'; entries: MenuEntry[] };

export const separator: MenuEntry = { type: 'separator' };

/** The accelerator MENU_ACCELERATORS gives `item`; a name it lacks is a programming error. */
export function accelerator(item: string): string {
  const found = MENU_ACCELERATORS.find((entry) => entry.item === item);
  if (found === undefined) throw new Error(`No menu accelerator named "${item}"`);
  return found.accelerator;
}

/** The subset of Electron's MenuItemConstructorOptions these menus produce. */
export interface MenuItemOptions {
  type?: 'separator' | 'submenu' | 'normal';
  role?: MenuRole | 'services' | 'windowMenu' | 'help';
  label?: string;
  accelerator?: string;
  enabled?: boolean;
  visible?: boolean;
  acceleratorWorksWhenHidden?: boolean;
  submenu?: MenuItemOptions[];
  click?: () => void;
}

function hiddenKey(entry: Common): Pick<MenuItemOptions, 'acceleratorWorksWhenHidden'> {
  return entry.visible === false ? { acceleratorWorksWhenHidden: true } : {};
}

/** Electron's template for `entries`, each action's click handing it to `run`. */
export function toMenuOptions(
  entries: readonly MenuEntry[],
  run: (action: ShellAction) => void,
): MenuItemOptions[] {
  return entries.map((entry): MenuItemOptions => {
    switch (entry.type) {
      case 'separator':
        return { type: 'separator' };
      case 'label':
        return { label: entry.label, enabled: false };
      case 'submenu':
        return {
          label: entry.label,
          ...(entry.role ? { role: entry.role } : {}),
          submenu: toMenuOptions(entry.entries, run),
        };
      case 'role': {
        const { type: _type, ...options } = entry;
        return { ...options, ...hiddenKey(entry) };
      }
      case 'action': {
        const { type: _type, action, ...options } = entry;
        return { ...options, ...hiddenKey(entry), click: () => run(action) };
      }
    }
  });
}
