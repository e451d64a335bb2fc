import { describe, expect, it } from 'vitest';
import { MENU_ACCELERATORS } from '../../../../shared/menu-accelerators';
import {
  dispatchKey,
  layerIndex,
  type DispatchContext,
} from '../../../../renderer/src/features/keyboard/dispatch';
import { chordOf, type KeyPress } from '../../../../renderer/src/features/keyboard/key-chord';
import { KEY_GROUPS, KEY_TABLE, type KeyBinding } from '../../../../renderer/src/features/keyboard/key-table';

const press = (key: string, extra: Partial<KeyPress> = {}): KeyPress => ({
  key,
  code: '',
  shiftKey: false,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  ...extra,
});
const idle: DispatchContext = {
  inTextField: false,
  onActivatable: false,
  repeat: false,
  escapeGoesHome: true,
};
const index = layerIndex();
const commandOf = (chord: string, context: Partial<DispatchContext> = {}) => {
  const result = dispatchKey(chord, { ...idle, ...context }, index);
  return result?.kind === 'command' ? result.binding.command : (result?.kind ?? null);
};

/** A chord or an Electron accelerator as a set of modifiers and a key, to compare the two. */
function canonical(text: string): string {
  const parts = text === '+' ? ['+'] : text.split(/\+(?=.)/);
  const rawKey = parts.pop() as string;
  const names: Record<string, string> = {
    Plus: '+',
    Left: 'ArrowLeft',
    Right: 'ArrowRight',
    Up: 'ArrowUp',
    Down: 'ArrowDown',
  };
  const key = (names[rawKey] ?? rawKey).toUpperCase();
  const mods = new Set(
    parts.map((m) =>
      ['CommandOrControl', 'CmdOrCtrl', 'Command', 'Cmd', 'Control', 'Ctrl'].includes(m) ? 'Ctrl' : m,
    ),
  );
  return [...['Ctrl', 'Alt', 'Shift'].filter((m) => mods.has(m)), key].join('+');
}

describe('the key table', () => {
  it('names every layer chord once, so each key has one meaning', () => {
    expect(() => layerIndex()).not.toThrow();
    const twice: KeyBinding[] = [
      ...KEY_TABLE,
      { scope: 'window', command: 'feed', keys: ['N'], description: { id: 'x' }, group: 'navigation' },
    ];
    expect(() => layerIndex(twice)).toThrow('Two shortcuts for N');
  });

  it('puts every binding under a heading of the sheet, with keys and a description', () => {
    for (const binding of KEY_TABLE) {
      expect(KEY_GROUPS).toContain(binding.group);
      expect(binding.keys.length).toBeGreaterThan(0);
      expect(binding.description.defaultMessage).not.toBe('');
    }
  });

  it('writes every chord in the form chordOf produces', () => {
    for (const chord of KEY_TABLE.flatMap((b) => b.keys)) {
      const parts = chord === '+' ? ['+'] : chord.split(/\+(?=.)/);
      const key = parts[parts.length - 1] as string;
      const shift = parts.includes('Shift');
      const produced = chordOf(
        press(shift && key.length === 1 ? key.toUpperCase() : key, {
          shiftKey: shift,
          ctrlKey: parts.includes('Ctrl'),
          altKey: parts.includes('Alt'),
        }),
        false,
      );
      expect(produced).toBe(chord);
    }
  });

  it('has no hotkey that is also an accelerator of the desktop menu', () => {
    const menu = new Set(MENU_ACCELERATORS.map((m) => canonical(m.accelerator)));
    const clashes = KEY_TABLE.flatMap((b) => b.keys).filter((chord) => menu.has(canonical(chord)));
    expect(clashes).toEqual([]);
    // The comparison itself: a menu item on Ctrl+K would clash with search.
    expect(canonical('CommandOrControl+K')).toBe(canonical('Ctrl+K'));
    expect(canonical('CommandOrControl+Shift+I')).not.toBe(canonical('Shift+I'));
  });
});

describe('chordOf', () => {
  it('names letters in capitals, writes Shift for capitals and ignores Caps Lock', () => {
    expect(chordOf(press('n'), false)).toBe('N');
    expect(chordOf(press('N', { shiftKey: true }), false)).toBe('Shift+N');
    expect(chordOf(press('N'), false)).toBe('N');
  });

  it('leaves Shift out for symbols typed with it', () => {
    expect(chordOf(press('?', { shiftKey: true }), false)).toBe('?');
    expect(chordOf(press('*', { shiftKey: true }), false)).toBe('*');
    expect(chordOf(press('@', { shiftKey: true }), false)).toBe('@');
  });

  it('reads the physical key on layouts without Latin letters', () => {
    expect(chordOf(press('т', { code: 'KeyN' }), false)).toBe('N');
    expect(chordOf(press('Т', { code: 'KeyN', shiftKey: true }), false)).toBe('Shift+N');
    expect(chordOf(press('ё', { code: 'Backquote' }), false)).toBeNull();
  });

  it('takes Cmd for Ctrl on macOS, except Ctrl+[', () => {
    expect(chordOf(press('k', { metaKey: true }), true)).toBe('Ctrl+K');
    expect(chordOf(press('k', { ctrlKey: true }), true)).toBeNull();
    expect(chordOf(press('[', { ctrlKey: true }), true)).toBe('Ctrl+[');
    expect(chordOf(press('k', { metaKey: true }), false)).toBeNull();
  });

  it('ignores modifier keys pressed alone', () => {
    expect(chordOf(press('Shift', { shiftKey: true }), false)).toBeNull();
  });
});

describe('dispatchKey', () => {
  it('maps keys to commands, e.g. the views of Zulip', () => {
    expect(commandOf('Shift+I')).toBe('inbox');
    expect(commandOf('T')).toBe('recent');
    expect(commandOf('A')).toBe('feed');
    expect(commandOf('N')).toBe('next-unread-topic');
    expect(commandOf('Shift+N')).toBe('next-unread-followed-topic');
    expect(commandOf('J')).toBe('select-next');
    expect(commandOf('Shift+G')).toBe('select-last');
    expect(commandOf('G')).toBeNull();
  });

  it('follows Zulip where the issue differs: * opens starred messages, Ctrl+S stars', () => {
    expect(commandOf('*')).toBe('starred');
    expect(commandOf('Ctrl+S')).toBe('star');
  });

  it('lets only Ctrl+K, Ctrl+S, Esc and Ctrl+[ through while typing', () => {
    const typing = { inTextField: true };
    expect(commandOf('N', typing)).toBeNull();
    expect(commandOf('/', typing)).toBeNull();
    expect(commandOf('Shift+I', typing)).toBeNull();
    expect(commandOf('Ctrl+K', typing)).toBe('search');
    expect(commandOf('Ctrl+S', typing)).toBe('star');
    expect(commandOf('Escape', typing)).toBe('leave-field');
    expect(commandOf('Ctrl+[', typing)).toBe('leave-field');
  });

  it('sends Esc home only when the setting says so; Ctrl+[ always', () => {
    expect(commandOf('Escape')).toBe('home');
    expect(commandOf('Escape', { escapeGoesHome: false })).toBeNull();
    expect(commandOf('Ctrl+[', { escapeGoesHome: false })).toBe('home');
  });

  it('repeats only the keys that move, and leaves Enter and Space to a focused button', () => {
    expect(commandOf('J', { repeat: true })).toBe('select-next');
    expect(commandOf('PageDown', { repeat: true })).toBe('page-down');
    expect(commandOf('N', { repeat: true })).toBeNull();
    expect(commandOf('Enter', { onActivatable: true })).toBeNull();
    expect(commandOf(' ', { onActivatable: true })).toBeNull();
    expect(commandOf('Enter')).toBe('reply');
  });

  it('never dispatches the compose box’s own keys', () => {
    expect(commandOf('Ctrl+B')).toBeNull();
    expect(commandOf('Alt+P')).toBeNull();
  });
});
