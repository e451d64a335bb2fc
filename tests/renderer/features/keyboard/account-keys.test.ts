// The help sheet's account keys are the menu's own accelerators, shown as the platform writes them.
import { describe, expect, it } from 'vitest';
import { acceleratorParts, accountKeyRows } from '../../../../renderer/src/features/keyboard/account-keys';
import { MENU_ACCELERATORS } from '../../../../shared/menu-accelerators';

describe('account keys in the keyboard help', () => {
  it("lists the menu's next, previous and place keys, from the menu's table", () => {
    const listed = accountKeyRows().flatMap((row) => row.accelerators);
    expect(listed).toEqual(['Control+Tab', 'Control+Shift+Tab', 'CommandOrControl+1', 'CommandOrControl+9']);
    const menu = new Set(MENU_ACCELERATORS.map((entry) => entry.accelerator));
    for (const accelerator of listed) expect(menu).toContain(accelerator);
  });

  it('writes Cmd for CommandOrControl on macOS, and Ctrl for Control everywhere', () => {
    expect(acceleratorParts('CommandOrControl+3', true)).toEqual(['⌘', '3']);
    expect(acceleratorParts('CommandOrControl+3', false)).toEqual(['Ctrl', '3']);
    expect(acceleratorParts('Control+Shift+Tab', true)).toEqual(['Ctrl', 'Shift', 'Tab']);
  });
});
