// What the help sheet says each command does, and its headings, in words of the catalogue (after
// Zulip's keyboard shortcuts reference). Keyed by command: no two scopes share a command name.
import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { Command } from './key-commands';

export const KEY_DESCRIPTIONS: Readonly<Record<Command, MessageDescriptor>> = defineMessages({
  search: { id: 'keyboard.command.search', defaultMessage: 'Search messages' },
  'filter-channels': { id: 'keyboard.command.filter_channels', defaultMessage: 'Filter channels' },
  'filter-people': { id: 'keyboard.command.filter_people', defaultMessage: 'Filter people' },
  home: { id: 'keyboard.command.home', defaultMessage: 'Go to your home view (Esc if enabled in settings)' },
  inbox: { id: 'keyboard.command.inbox', defaultMessage: 'Go to Inbox' },
  recent: { id: 'keyboard.command.recent', defaultMessage: 'Go to Recent conversations' },
  feed: { id: 'keyboard.command.feed', defaultMessage: 'Go to the combined feed' },
  starred: { id: 'keyboard.command.starred', defaultMessage: 'Go to starred messages' },
  'dm-feed': { id: 'keyboard.command.dm_feed', defaultMessage: 'Go to the direct message feed' },
  'channel-previous': { id: 'keyboard.command.channel_previous', defaultMessage: 'Previous channel' },
  'channel-next': { id: 'keyboard.command.channel_next', defaultMessage: 'Next channel' },
  'next-unread-topic': { id: 'keyboard.command.next_unread_topic', defaultMessage: 'Next unread topic' },
  'next-unread-followed-topic': {
    id: 'keyboard.command.next_unread_followed_topic',
    defaultMessage: 'Next unread followed topic',
  },
  'next-unread-dm': { id: 'keyboard.command.next_unread_dm', defaultMessage: 'Next unread direct message' },
  conversation: {
    id: 'keyboard.command.conversation',
    defaultMessage: "Go to the selected message's conversation (from a topic: its channel)",
  },
  zoom: { id: 'keyboard.command.zoom', defaultMessage: 'Zoom to the selected message in its conversation' },
  'history-back': { id: 'keyboard.command.history_back', defaultMessage: 'Back through viewing history' },
  'history-forward': {
    id: 'keyboard.command.history_forward',
    defaultMessage: 'Forward through viewing history',
  },
  drafts: { id: 'keyboard.command.drafts', defaultMessage: 'View drafts' },
  'select-next': { id: 'keyboard.command.select_next', defaultMessage: 'Next message' },
  'select-previous': { id: 'keyboard.command.select_previous', defaultMessage: 'Previous message' },
  'select-first': { id: 'keyboard.command.select_first', defaultMessage: 'First message' },
  'select-last': { id: 'keyboard.command.select_last', defaultMessage: 'Last message' },
  'page-up': { id: 'keyboard.command.page_up', defaultMessage: 'Scroll up' },
  'page-down': { id: 'keyboard.command.page_down', defaultMessage: 'Scroll down' },
  'compose-channel': { id: 'keyboard.command.compose_channel', defaultMessage: 'New channel message' },
  'compose-dm': { id: 'keyboard.command.compose_dm', defaultMessage: 'New direct message' },
  reply: { id: 'keyboard.command.reply', defaultMessage: 'Reply to the selected message' },
  'reply-sender': { id: 'keyboard.command.reply_sender', defaultMessage: 'Reply directly to the sender' },
  'reply-mention': { id: 'keyboard.command.reply_mention', defaultMessage: 'Reply mentioning the sender' },
  quote: { id: 'keyboard.command.quote', defaultMessage: 'Quote the selected message' },
  bold: { id: 'keyboard.command.bold', defaultMessage: 'Bold text (in compose)' },
  italic: { id: 'keyboard.command.italic', defaultMessage: 'Italic text (in compose)' },
  link: { id: 'keyboard.command.link', defaultMessage: 'Insert a link (in compose)' },
  preview: { id: 'keyboard.command.preview', defaultMessage: 'Toggle preview (in compose)' },
  'cancel-compose': {
    id: 'keyboard.command.cancel_compose',
    defaultMessage: 'Leave compose; the text stays as a draft',
  },
  'edit-last': { id: 'keyboard.command.edit_last', defaultMessage: 'Edit your last message in this view' },
  edit: { id: 'keyboard.command.edit', defaultMessage: 'Edit the selected message' },
  move: { id: 'keyboard.command.move', defaultMessage: 'Move the selected message' },
  history: { id: 'keyboard.command.history', defaultMessage: 'View its edit history' },
  star: { id: 'keyboard.command.star', defaultMessage: 'Star or unstar it' },
  'thumbs-up': { id: 'keyboard.command.thumbs_up', defaultMessage: 'React with 👍' },
  'toggle-first-reaction': {
    id: 'keyboard.command.toggle_first_reaction',
    defaultMessage: 'Toggle its first reaction',
  },
  'sender-card': { id: 'keyboard.command.sender_card', defaultMessage: "Show the sender's card" },
  'view-image': { id: 'keyboard.command.view_image', defaultMessage: 'View its image' },
  'mark-unread': {
    id: 'keyboard.command.mark_unread',
    defaultMessage: 'Mark as unread from the selected message',
  },
  'mute-topic': { id: 'keyboard.command.mute_topic', defaultMessage: 'Mute or unmute its topic' },
  help: { id: 'keyboard.command.help', defaultMessage: 'Show or hide these keyboard shortcuts' },
  react: { id: 'keyboard.command.react', defaultMessage: 'Emoji reactions of the selected message' },
  menu: { id: 'keyboard.command.menu', defaultMessage: 'Actions of the selected message' },
});

/** The help sheet's headings. */
export const KEY_GROUP_TITLES = defineMessages({
  search: { id: 'keyboard.group.search', defaultMessage: 'Search' },
  navigation: { id: 'keyboard.group.navigation', defaultMessage: 'Navigation' },
  scrolling: { id: 'keyboard.group.scrolling', defaultMessage: 'Scrolling' },
  composing: { id: 'keyboard.group.composing', defaultMessage: 'Composing messages' },
  actions: { id: 'keyboard.group.actions', defaultMessage: 'Message actions' },
  menus: { id: 'keyboard.group.menus', defaultMessage: 'Menus' },
  accounts: { id: 'keyboard.group.accounts', defaultMessage: 'Accounts' },
});
