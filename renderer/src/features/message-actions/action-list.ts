// Which actions a message offers, in menu order, with their names, keyboard shortcuts (Zulip's web
// app's keys) and, for those the user may not take now, the reason. The toolbar, the context menu
// and the keyboard all read this one list, so they never disagree.
import type { StoredMessage } from '../../state/messages';
import {
  canDeleteMessage,
  canEditContent,
  canMoveMessage,
  type Permission,
  type PermissionInputs,
} from './permissions';

export type MessageActionId =
  | 'reply'
  | 'quote'
  | 'react'
  | 'thumbs-up'
  | 'star'
  | 'unread'
  | 'copy-link'
  | 'source'
  | 'edit'
  | 'move'
  | 'delete'
  | 'history';

export interface MessageAction {
  id: MessageActionId;
  label: string;
  /** The key as the menu shows it; the keys themselves are in features/keyboard/key-table.ts. */
  shortcut?: string;
  /** Set when the action is shown but not allowed now: why. */
  disabledReason?: string;
}

/** The 👍 quick reaction: Zulip's name and code for it. */
export const THUMBS_UP = { emoji_name: '+1', emoji_code: '1f44d', reaction_type: 'unicode_emoji' } as const;

type ActionMessage = Pick<
  StoredMessage,
  | 'type'
  | 'sender_id'
  | 'timestamp'
  | 'submessages'
  | 'flags'
  | 'reactions'
  | 'last_edit_timestamp'
  | 'last_moved_timestamp'
>;

export function hasOwnThumbsUp(message: Pick<StoredMessage, 'reactions'>, ownUserId: number): boolean {
  return message.reactions.some(
    (r) =>
      r.user_id === ownUserId &&
      r.emoji_code === THUMBS_UP.emoji_code &&
      r.reaction_type === THUMBS_UP.reaction_type,
  );
}

const reasonOf = (permission: Permission) => (permission.ok ? undefined : permission.reason);

export function messageActions(message: ActionMessage, inputs: PermissionInputs): MessageAction[] {
  const starred = message.flags.includes('starred');
  const reacted = hasOwnThumbsUp(message, inputs.user.id);
  const actions: MessageAction[] = [
    { id: 'reply', label: 'Reply', shortcut: 'R' },
    { id: 'quote', label: 'Quote and reply', shortcut: '>' },
    { id: 'react', label: 'Add emoji reaction', shortcut: ':' },
    { id: 'thumbs-up', label: reacted ? 'Remove 👍 reaction' : 'React with 👍', shortcut: '+' },
    {
      id: 'edit',
      label: 'Edit message',
      shortcut: 'E',
      disabledReason: reasonOf(canEditContent(message, inputs)),
    },
    {
      id: 'move',
      label: 'Move message',
      shortcut: 'M',
      disabledReason: reasonOf(canMoveMessage(message, inputs)),
    },
    { id: 'star', label: starred ? 'Unstar message' : 'Star message', shortcut: 'Ctrl+S' },
    { id: 'unread', label: 'Mark as unread from here', shortcut: 'Shift+U' },
    { id: 'copy-link', label: 'Copy link to message' },
    { id: 'source', label: 'View message source' },
  ];
  const edited = message.last_edit_timestamp !== undefined || message.last_moved_timestamp !== undefined;
  if (edited) {
    const hidden =
      inputs.settings.message_edit_history_visibility_policy === 'none' ||
      inputs.settings.allow_edit_history === false;
    actions.push({
      id: 'history',
      label: 'View edit history',
      disabledReason: hidden ? 'Your organization has turned off message edit history' : undefined,
    });
  }
  actions.push({
    id: 'delete',
    label: 'Delete message',
    disabledReason: reasonOf(canDeleteMessage(message, inputs)),
  });
  return actions;
}
