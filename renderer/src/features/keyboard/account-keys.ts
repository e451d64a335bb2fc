// The keys that switch accounts, as the keyboard help lists them. They are the application menu's
// accelerators (shared/menu-accelerators.ts), which the desktop app's menu answers and browser mode
// answers itself (desktop/menu-keys.ts), so the help sheet reads them from that one table rather
// than keeping its own copy that could drift from the menu.
import { MENU_ACCELERATORS } from '../../../../shared/menu-accelerators';

export interface AccountKeyRow {
  description: string;
  /** Electron accelerators, from MENU_ACCELERATORS. */
  accelerators: string[];
}

function acceleratorOf(item: string): string {
  const found = MENU_ACCELERATORS.find((entry) => entry.item === item);
  if (found === undefined) throw new Error(`No menu accelerator named "${item}"`);
  return found.accelerator;
}

export function accountKeyRows(): AccountKeyRow[] {
  return [
    { description: 'Next account', accelerators: [acceleratorOf('next account')] },
    { description: 'Previous account', accelerators: [acceleratorOf('previous account')] },
    {
      description: 'The account at that place in the switcher (1 to 9)',
      accelerators: [acceleratorOf('account 1'), acceleratorOf('account 9')],
    },
  ];
}

/** How the sheet shows an accelerator: CommandOrControl is ⌘ on macOS, Control is always Ctrl. */
export function acceleratorParts(accelerator: string, isMac: boolean): string[] {
  return accelerator.split(/\+(?=.)/).map((part) => {
    if (part === 'CommandOrControl') return isMac ? '⌘' : 'Ctrl';
    if (part === 'Control') return 'Ctrl';
    return part;
  });
}
