// Every keyboard shortcut of the window, as data: the keys, the command they give, what the help
// sheet says and under which heading. The dispatcher (dispatch.ts) and the help sheet are both made
// from this one table, so the sheet lists every key that works and nothing else. The keys and their
// meanings are those of Zulip's web app (help/keyboard-shortcuts.md, web/src/hotkey.ts). Keys are
// written as chords (key-chord.ts), letters in capitals as Zulip writes them: 'N' is the n key,
// 'Shift+N' the same with Shift, then 'Ctrl+K', '*', 'Alt+ArrowLeft'; Ctrl means Cmd on macOS.
import type { ComposeCommand, GlobalCommand, ViewCommand } from './key-commands';

/** The help sheet's headings, after Zulip's keyboard shortcuts reference. */
export type KeyGroup =
  'Search' | 'Navigation' | 'Scrolling' | 'Composing messages' | 'Message actions' | 'Menus';

interface BindingBase {
  /** Chords, the first being the one the sheet shows first. */
  keys: readonly string[];
  description: string;
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
  description: string,
  extra: Extra = {},
): KeyBinding => ({ scope: 'window', command, keys, description, group, ...extra });

const view = (
  group: KeyGroup,
  command: ViewCommand,
  keys: readonly string[],
  description: string,
  extra: Extra = {},
): KeyBinding => ({ scope: 'view', command, keys, description, group, ...extra });

const compose = (command: ComposeCommand, keys: readonly string[], description: string): KeyBinding => ({
  scope: 'compose',
  command,
  keys,
  description,
  group: 'Composing messages',
  inText: true,
});

export const KEY_TABLE: readonly KeyBinding[] = [
  win('Search', 'search', ['/', 'Ctrl+K'], 'Search messages', { inText: ['Ctrl+K'] }),
  win('Search', 'filter-channels', ['Q'], 'Filter channels'),
  win('Search', 'filter-people', ['W'], 'Filter people'),

  win('Navigation', 'home', ['Ctrl+[', 'Escape'], 'Go to your home view (Esc if enabled in settings)', {
    inText: true,
  }),
  win('Navigation', 'inbox', ['Shift+I'], 'Go to Inbox'),
  win('Navigation', 'recent', ['T'], 'Go to Recent conversations'),
  win('Navigation', 'feed', ['A'], 'Go to the combined feed'),
  win('Navigation', 'starred', ['*'], 'Go to starred messages'),
  win('Navigation', 'dm-feed', ['Shift+P'], 'Go to the direct message feed'),
  win('Navigation', 'channel-previous', ['Shift+A'], 'Previous channel'),
  win('Navigation', 'channel-next', ['Shift+D'], 'Next channel'),
  win('Navigation', 'next-unread-topic', ['N'], 'Next unread topic'),
  win('Navigation', 'next-unread-followed-topic', ['Shift+N'], 'Next unread followed topic'),
  win('Navigation', 'next-unread-dm', ['P'], 'Next unread direct message'),
  view(
    'Navigation',
    'conversation',
    ['S'],
    "Go to the selected message's conversation (from a topic: its channel)",
  ),
  view('Navigation', 'zoom', ['Z'], 'Zoom to the selected message in its conversation'),
  win('Navigation', 'history-back', ['Alt+ArrowLeft'], 'Back through viewing history'),
  win('Navigation', 'history-forward', ['Alt+ArrowRight'], 'Forward through viewing history'),
  win('Navigation', 'drafts', ['D'], 'View drafts'),

  view('Scrolling', 'select-next', ['ArrowDown', 'J'], 'Next message', { repeats: true }),
  view('Scrolling', 'select-previous', ['ArrowUp', 'K'], 'Previous message', { repeats: true }),
  view('Scrolling', 'select-first', ['Home'], 'First message'),
  view('Scrolling', 'select-last', ['End', 'Shift+G'], 'Last message'),
  view('Scrolling', 'page-up', ['PageUp', 'Shift+K'], 'Scroll up', { repeats: true }),
  view('Scrolling', 'page-down', ['PageDown', 'Shift+J', ' '], 'Scroll down', { repeats: true }),

  win('Composing messages', 'compose-channel', ['C'], 'New channel message'),
  win('Composing messages', 'compose-dm', ['X'], 'New direct message'),
  view('Composing messages', 'reply', ['R', 'Enter'], 'Reply to the selected message'),
  view('Composing messages', 'reply-sender', ['Shift+R'], 'Reply directly to the sender'),
  view('Composing messages', 'reply-mention', ['@'], 'Reply mentioning the sender'),
  view('Composing messages', 'quote', ['>'], 'Quote the selected message'),
  compose('bold', ['Ctrl+B'], 'Bold text (in compose)'),
  compose('italic', ['Ctrl+I'], 'Italic text (in compose)'),
  compose('link', ['Ctrl+Shift+L'], 'Insert a link (in compose)'),
  compose('preview', ['Alt+P'], 'Toggle preview (in compose)'),
  compose('cancel-compose', ['Escape', 'Ctrl+['], 'Leave compose; the text stays as a draft'),

  view('Message actions', 'edit-last', ['ArrowLeft'], 'Edit your last message in this view'),
  view('Message actions', 'edit', ['E'], 'Edit the selected message'),
  view('Message actions', 'move', ['M'], 'Move the selected message'),
  view('Message actions', 'history', ['Shift+H'], 'View its edit history'),
  view('Message actions', 'star', ['Ctrl+S'], 'Star or unstar it', { inText: true }),
  view('Message actions', 'thumbs-up', ['+'], 'React with 👍'),
  view('Message actions', 'toggle-first-reaction', ['='], 'Toggle its first reaction'),
  view('Message actions', 'sender-card', ['U'], "Show the sender's card"),
  view('Message actions', 'view-image', ['V'], 'View its image'),
  view('Message actions', 'mark-unread', ['Shift+U'], 'Mark as unread from the selected message'),
  view('Message actions', 'mute-topic', ['Shift+M'], 'Mute or unmute its topic'),

  win('Menus', 'help', ['?'], 'Show or hide these keyboard shortcuts'),
  view('Menus', 'react', [':'], 'Emoji reactions of the selected message'),
  view('Menus', 'menu', ['I', 'Shift+F10', 'ContextMenu'], 'Actions of the selected message'),
];

export const KEY_GROUPS: readonly KeyGroup[] = [
  'Search',
  'Navigation',
  'Scrolling',
  'Composing messages',
  'Message actions',
  'Menus',
];
