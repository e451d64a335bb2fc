// Every keyboard shortcut of the window, as data: the keys, the command they give, what the help
// sheet says and under which heading. The dispatcher (dispatch.ts) and the help sheet are both made
// from this one table, so the sheet lists every key that works and nothing else. The keys and their
// meanings are those of Zulip's web app (help/keyboard-shortcuts.md, web/src/hotkey.ts). Keys are
// written as chords (key-chord.ts), letters in capitals as Zulip writes them: 'N' is the n key,
// 'Shift+N' the same with Shift, then 'Ctrl+K', '*', 'Alt+ArrowLeft'; Ctrl means Cmd on macOS.
// What the sheet says of each command is in key-descriptions.ts, in words of the catalogue.
import type { MessageDescriptor } from 'react-intl';
import type { ComposeCommand, GlobalCommand, ViewCommand } from './key-commands';
import { KEY_DESCRIPTIONS } from './key-descriptions';

/** The help sheet's headings (their titles are in key-descriptions.ts), after Zulip's reference. */
export type KeyGroup = 'search' | 'navigation' | 'scrolling' | 'composing' | 'actions' | 'menus';

interface BindingBase {
  /** Chords, the first being the one the sheet shows first. */
  keys: readonly string[];
  description: MessageDescriptor;
  group: KeyGroup;
  /** Also while focus is in a text field (Zulip lets these through): all its keys, or the ones listed. */
  inText?: true | readonly string[];
  /** Held down, the key repeats the command (moving the selection); others act once per press. */
  repeats?: boolean;
}

/**
 * Who acts on the key: the window's layer ('window'), the open message view through the layer
 * ('view'), or the compose box itself while typing ('compose').
 */
export type KeyBinding = BindingBase &
  (
    | { scope: 'window'; command: GlobalCommand }
    | { scope: 'view'; command: ViewCommand }
    | { scope: 'compose'; command: ComposeCommand }
  );

type Extra = Pick<BindingBase, 'inText' | 'repeats'>;

const win = (
  group: KeyGroup,
  command: GlobalCommand,
  keys: readonly string[],
  extra: Extra = {},
): KeyBinding => ({
  scope: 'window',
  command,
  keys,
  description: KEY_DESCRIPTIONS[command],
  group,
  ...extra,
});

const view = (
  group: KeyGroup,
  command: ViewCommand,
  keys: readonly string[],
  extra: Extra = {},
): KeyBinding => ({
  scope: 'view',
  command,
  keys,
  description: KEY_DESCRIPTIONS[command],
  group,
  ...extra,
});

const compose = (command: ComposeCommand, keys: readonly string[]): KeyBinding => ({
  scope: 'compose',
  command,
  keys,
  description: KEY_DESCRIPTIONS[command],
  group: 'composing',
  inText: true,
});

export const KEY_TABLE: readonly KeyBinding[] = [
  win('search', 'search', ['/', 'Ctrl+K'], { inText: ['Ctrl+K'] }),
  win('search', 'filter-channels', ['Q']),
  win('search', 'filter-people', ['W']),

  win('navigation', 'home', ['Ctrl+[', 'Escape'], { inText: true }),
  win('navigation', 'inbox', ['Shift+I']),
  win('navigation', 'recent', ['T']),
  win('navigation', 'feed', ['A']),
  win('navigation', 'starred', ['*']),
  win('navigation', 'dm-feed', ['Shift+P']),
  win('navigation', 'channel-previous', ['Shift+A']),
  win('navigation', 'channel-next', ['Shift+D']),
  win('navigation', 'next-unread-topic', ['N']),
  win('navigation', 'next-unread-followed-topic', ['Shift+N']),
  win('navigation', 'next-unread-dm', ['P']),
  view('navigation', 'conversation', ['S']),
  view('navigation', 'zoom', ['Z']),
  win('navigation', 'history-back', ['Alt+ArrowLeft']),
  win('navigation', 'history-forward', ['Alt+ArrowRight']),
  win('navigation', 'drafts', ['D']),

  view('scrolling', 'select-next', ['ArrowDown', 'J'], { repeats: true }),
  view('scrolling', 'select-previous', ['ArrowUp', 'K'], { repeats: true }),
  view('scrolling', 'select-first', ['Home']),
  view('scrolling', 'select-last', ['End', 'Shift+G']),
  view('scrolling', 'page-up', ['PageUp', 'Shift+K'], { repeats: true }),
  view('scrolling', 'page-down', ['PageDown', 'Shift+J', ' '], { repeats: true }),

  win('composing', 'compose-channel', ['C']),
  win('composing', 'compose-dm', ['X']),
  view('composing', 'reply', ['R', 'Enter']),
  view('composing', 'reply-sender', ['Shift+R']),
  view('composing', 'reply-mention', ['@']),
  view('composing', 'quote', ['>']),
  compose('bold', ['Ctrl+B']),
  compose('italic', ['Ctrl+I']),
  compose('link', ['Ctrl+Shift+L']),
  compose('preview', ['Alt+P']),
  compose('cancel-compose', ['Escape', 'Ctrl+[']),

  view('actions', 'edit-last', ['ArrowLeft']),
  view('actions', 'edit', ['E']),
  view('actions', 'move', ['M']),
  view('actions', 'history', ['Shift+H']),
  view('actions', 'star', ['Ctrl+S'], { inText: true }),
  view('actions', 'thumbs-up', ['+']),
  view('actions', 'toggle-first-reaction', ['=']),
  view('actions', 'sender-card', ['U']),
  view('actions', 'view-image', ['V']),
  view('actions', 'mark-unread', ['Shift+U']),
  view('actions', 'mute-topic', ['Shift+M']),

  win('menus', 'help', ['?']),
  view('menus', 'react', [':']),
  view('menus', 'menu', ['I', 'Shift+F10', 'ContextMenu']),
];

export const KEY_GROUPS: readonly KeyGroup[] = [
  'search',
  'navigation',
  'scrolling',
  'composing',
  'actions',
  'menus',
];
