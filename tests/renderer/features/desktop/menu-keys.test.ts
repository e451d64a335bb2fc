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

  it("leaves the browser's own keys and plain typing alone", () => {
    expect(menuKeyAct(key('Tab', { ctrlKey: true }), false)).toBeNull();
    expect(menuKeyAct(key('N', { ctrlKey: true, shiftKey: true }), false)).toBeNull();
    expect(menuKeyAct(key('s'), false)).toBeNull();
    expect(menuKeyAct(key(',', { ctrlKey: true }), false)).toBeNull();
  });
});
