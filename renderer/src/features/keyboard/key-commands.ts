// The commands a key can give, by who carries them out: the window (global-commands.ts), the open
// message view (view-commands.ts, through the view registry) or the compose box, which handles its
// own keys while the user types and is named here only so the help sheet can list them.

export type GlobalCommand =
  | 'search'
  | 'filter-channels'
  | 'filter-people'
  | 'home'
  | 'inbox'
  | 'recent'
  | 'feed'
  | 'starred'
  | 'dm-feed'
  | 'channel-previous'
  | 'channel-next'
  | 'next-unread-topic'
  | 'next-unread-followed-topic'
  | 'next-unread-dm'
  | 'history-back'
  | 'history-forward'
  | 'compose-channel'
  | 'compose-dm'
  | 'drafts'
  | 'help';

/** Commands that need an open message view (the view registers their handler). */
export type ViewCommand =
  | 'select-next'
  | 'select-previous'
  | 'select-first'
  | 'select-last'
  | 'page-up'
  | 'page-down'
  | 'edit-last'
  | 'reply'
  | 'reply-sender'
  | 'reply-mention'
  | 'quote'
  | 'edit'
  | 'move'
  | 'history'
  | 'star'
  | 'thumbs-up'
  | 'toggle-first-reaction'
  | 'react'
  | 'menu'
  | 'sender-card'
  | 'view-image'
  | 'mark-unread'
  | 'mute-topic'
  | 'conversation'
  | 'zoom';

/** Keys that the compose box handles itself; listed so the sheet shows them. */
export type ComposeCommand = 'bold' | 'italic' | 'link' | 'preview' | 'cancel-compose';

export type Command = GlobalCommand | ViewCommand | ComposeCommand;
