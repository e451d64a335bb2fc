// The keyboard of the message list, as in Zulip's web app: moving the selection (arrows, j/k,
// Home/End), opening the action menu (i, Shift+F10, the context-menu key) and the action hotkeys
// on the selected message (r/Enter reply, > quote, : react, + 👍, e edit, m move, Ctrl+S or *
// star, Shift+U mark unread from here).
import type { MessageActionId } from './action-list';

export type MessageKeyCommand =
  | { kind: 'move'; to: 'next' | 'previous' | 'first' | 'last' }
  | { kind: 'menu' }
  | { kind: 'action'; id: MessageActionId };

export interface KeyPress {
  key: string;
  shiftKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
}

const MOVES: Readonly<Record<string, 'next' | 'previous' | 'first' | 'last'>> = {
  ArrowDown: 'next',
  j: 'next',
  ArrowUp: 'previous',
  k: 'previous',
  Home: 'first',
  End: 'last',
};

const ACTIONS: Readonly<Record<string, MessageActionId>> = {
  r: 'reply',
  Enter: 'reply',
  '>': 'quote',
  ':': 'react',
  '+': 'thumbs-up',
  e: 'edit',
  m: 'move',
  '*': 'star',
  U: 'unread',
};

export function messageKeyCommand(press: KeyPress): MessageKeyCommand | null {
  const { key, shiftKey, ctrlKey, metaKey, altKey } = press;
  if (altKey) return null;
  if (ctrlKey || metaKey)
    return key.toLowerCase() === 's' && !shiftKey ? { kind: 'action', id: 'star' } : null;
  if (key === 'ContextMenu' || key === 'i' || (key === 'F10' && shiftKey)) return { kind: 'menu' };
  const move = MOVES[key];
  if (move !== undefined && !shiftKey) return { kind: 'move', to: move };
  // Shift+U, not a lone capital from Caps Lock.
  if (key === 'U' && !shiftKey) return null;
  const id = ACTIONS[key];
  return id === undefined ? null : { kind: 'action', id };
}
