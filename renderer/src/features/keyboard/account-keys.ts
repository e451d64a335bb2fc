// The keys that switch accounts, as the keyboard help lists them. They are the application menu's
// accelerators (shared/menu-accelerators.ts), which the desktop app's menu answers and browser mode
// answers itself (desktop/menu-keys.ts), so the help sheet reads them from that one table rather
// than keeping its own copy that could drift from the menu.
import { defineMessages, type MessageDescriptor } from 'react-intl';
import { MENU_ACCELERATORS } from '../../../../shared/menu-accelerators';

const descriptions = defineMessages({
  next: { id: 'keyboard.accounts.next', defaultMessage: 'Next account' },
  previous: { id: 'keyboard.accounts.previous', defaultMessage: 'Previous account' },
  numbered: {
    id: 'keyboard.accounts.numbered',
    defaultMessage: 'The account at that place in the switcher (1 to 9)',
  },
});

export interface AccountKeyRow {
  description: MessageDescriptor;
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
    { description: descriptions.next, accelerators: [acceleratorOf('next account')] },
    { description: descriptions.previous, accelerators: [acceleratorOf('previous account')] },
    {
      description: descriptions.numbered,
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
