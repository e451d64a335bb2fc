import { describe, expect, it } from 'vitest';
import { matchesAccelerator, menuKeyAct } from '../../../../renderer/src/features/desktop/menu-keys';

const key = (
  k: string,
  mods: Partial<Record<'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey', boolean>> = {},
) => ({
  key: k,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  shiftKey: false,
  ...mods,
});

describe('matchesAccelerator', () => {
  it('reads CommandOrControl as Ctrl elsewhere and Cmd on macOS, with exact modifiers', () => {
    expect(
      matchesAccelerator('CommandOrControl+Shift+S', key('S', { ctrlKey: true, shiftKey: true }), false),
    ).toBe(true);
    expect(
      matchesAccelerator('CommandOrControl+Shift+S', key('S', { metaKey: true, shiftKey: true }), true),
    ).toBe(true);
    expect(
      matchesAccelerator('CommandOrControl+Shift+S', key('S', { ctrlKey: true, shiftKey: true }), true),
    ).toBe(false);
    expect(
      matchesAccelerator(
        'CommandOrControl+Shift+S',
        key('S', { ctrlKey: true, shiftKey: true, altKey: true }),
        false,
      ),
    ).toBe(false);
    expect(matchesAccelerator('CommandOrControl+Plus', key('+', { ctrlKey: true }), false)).toBe(true);
    expect(matchesAccelerator('Control+Tab', key('Tab', { ctrlKey: true }), true)).toBe(true);
  });
});

describe('menuKeyAct', () => {
  it('answers the menu keys that suit a browser tab, with the menu accelerators', () => {
    expect(menuKeyAct(key('S', { ctrlKey: true, shiftKey: true }), false)).toEqual({
      kind: 'command',
      command: 'toggle-sidebar',
    });
    expect(menuKeyAct(key('K', { ctrlKey: true, shiftKey: true }), false)).toEqual({
      kind: 'command',
      command: 'keyboard-shortcuts',
    });
    expect(menuKeyAct(key('M', { metaKey: true, shiftKey: true }), true)).toEqual({ kind: 'toggle-pause' });
  });

  it("switches accounts on the menu's account keys when the page gets them", () => {
    expect(menuKeyAct(key('Tab', { ctrlKey: true }), false)).toEqual({
      kind: 'command',
      command: 'next-account',
    });
    expect(menuKeyAct(key('Tab', { ctrlKey: true, shiftKey: true }), false)).toEqual({
      kind: 'command',
      command: 'previous-account',
    });
    expect(menuKeyAct(key('3', { ctrlKey: true }), false)).toEqual({ kind: 'command', command: 'account-3' });
    expect(menuKeyAct(key('9', { metaKey: true }), true)).toEqual({ kind: 'command', command: 'account-9' });
    // Ctrl+Tab is Control on macOS too (as in Zulip's desktop app), and Ctrl+0 stays the zoom's.
    expect(menuKeyAct(key('3', { ctrlKey: true }), true)).toBeNull();
    expect(menuKeyAct(key('0', { ctrlKey: true }), false)).toBeNull();
  });

  it("leaves the browser's own keys and plain typing alone", () => {
    expect(menuKeyAct(key('N', { ctrlKey: true, shiftKey: true }), false)).toBeNull();
    expect(menuKeyAct(key('s'), false)).toBeNull();
    expect(menuKeyAct(key(',', { ctrlKey: true }), false)).toBeNull();
  });
});
