import { describe, expect, it } from 'vitest';
import {
  messageKeyCommand,
  type KeyPress,
} from '../../../../renderer/src/features/message-actions/message-keys';

const press = (key: string, mods: Partial<KeyPress> = {}): KeyPress => ({
  key,
  shiftKey: false,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  ...mods,
});

describe('messageKeyCommand', () => {
  it('moves the selection with arrows, j/k, Home and End', () => {
    expect(messageKeyCommand(press('ArrowDown'))).toEqual({ kind: 'move', to: 'next' });
    expect(messageKeyCommand(press('k'))).toEqual({ kind: 'move', to: 'previous' });
    expect(messageKeyCommand(press('Home'))).toEqual({ kind: 'move', to: 'first' });
    expect(messageKeyCommand(press('End'))).toEqual({ kind: 'move', to: 'last' });
  });

  it('opens the menu with i, Shift+F10 and the context-menu key, not with F10 alone', () => {
    expect(messageKeyCommand(press('i'))).toEqual({ kind: 'menu' });
    expect(messageKeyCommand(press('ContextMenu'))).toEqual({ kind: 'menu' });
    expect(messageKeyCommand(press('F10', { shiftKey: true }))).toEqual({ kind: 'menu' });
    expect(messageKeyCommand(press('F10'))).toBeNull();
  });

  it('maps Zulip’s hotkeys to actions', () => {
    const action = (key: string, mods: Partial<KeyPress> = {}) => {
      const command = messageKeyCommand(press(key, mods));
      return command?.kind === 'action' ? command.id : null;
    };
    expect(action('r')).toBe('reply');
    expect(action('Enter')).toBe('reply');
    expect(action('>', { shiftKey: true })).toBe('quote');
    expect(action(':', { shiftKey: true })).toBe('react');
    expect(action('+', { shiftKey: true })).toBe('thumbs-up');
    expect(action('e')).toBe('edit');
    expect(action('m')).toBe('move');
    expect(action('s', { ctrlKey: true })).toBe('star');
    expect(action('*', { shiftKey: true })).toBe('star');
    expect(action('U', { shiftKey: true })).toBe('unread');
  });

  it('leaves other keys and modified keys alone', () => {
    expect(messageKeyCommand(press('U'))).toBeNull(); // Caps Lock, not Shift+U
    expect(messageKeyCommand(press('r', { ctrlKey: true }))).toBeNull();
    expect(messageKeyCommand(press('r', { altKey: true }))).toBeNull();
    expect(messageKeyCommand(press('x'))).toBeNull();
  });
});
