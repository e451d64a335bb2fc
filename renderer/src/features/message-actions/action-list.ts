// Which actions a message offers, in menu order, with their names (messages of the catalogue),
// keyboard shortcuts (Zulip's web app's keys) and, for those the user may not take now, the reason.
// The toolbar, the context menu and the keyboard all read this one list, so they never disagree.
import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { StoredMessage } from '../../state/messages';
import {
  canDeleteMessage,
  canEditContent,
  canMoveMessage,
  refusalText,
  type PermissionInputs,
} from './permissions';
import { type ShownText, phrase } from '../../../../shared/i18n/phrase';

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
  label: MessageDescriptor;
  /** The key as the menu shows it; the keys themselves are in features/keyboard/key-table.ts. */
  shortcut?: string;
  /** Set when the action is shown but not allowed now: why. */
  disabledReason?: ShownText;
}

const labels = defineMessages({
  reply: { id: 'actions.reply', defaultMessage: 'Reply' },
  quote: { id: 'actions.quote', defaultMessage: 'Quote and reply' },
  react: { id: 'actions.react', defaultMessage: 'Add emoji reaction' },
  thumbsUp: { id: 'actions.thumbs_up', defaultMessage: 'React with 👍' },
  removeThumbsUp: { id: 'actions.remove_thumbs_up', defaultMessage: 'Remove 👍 reaction' },
  edit: { id: 'actions.edit', defaultMessage: 'Edit message' },
  move: { id: 'actions.move', defaultMessage: 'Move message' },
  star: { id: 'actions.star', defaultMessage: 'Star message' },
  unstar: { id: 'actions.unstar', defaultMessage: 'Unstar message' },
  unread: { id: 'actions.mark_unread', defaultMessage: 'Mark as unread from here' },
  copyLink: { id: 'actions.copy_link', defaultMessage: 'Copy link to message' },
  source: { id: 'actions.view_source', defaultMessage: 'View message source' },
  history: { id: 'actions.view_history', defaultMessage: 'View edit history' },
  historyOff: {
    id: 'actions.history_off',
    defaultMessage: 'Your organization has turned off message edit history',
  },
  delete: { id: 'actions.delete', defaultMessage: 'Delete message' },
});

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

export function messageActions(message: ActionMessage, inputs: PermissionInputs): MessageAction[] {
  const starred = message.flags.includes('starred');
  const reacted = hasOwnThumbsUp(message, inputs.user.id);
  const actions: MessageAction[] = [
    { id: 'reply', label: labels.reply, shortcut: 'R' },
    { id: 'quote', label: labels.quote, shortcut: '>' },
    { id: 'react', label: labels.react, shortcut: ':' },
    { id: 'thumbs-up', label: reacted ? labels.removeThumbsUp : labels.thumbsUp, shortcut: '+' },
    {
      id: 'edit',
      label: labels.edit,
      shortcut: 'E',
      disabledReason: refusalText(canEditContent(message, inputs)),
    },
    {
      id: 'move',
      label: labels.move,
      shortcut: 'M',
      disabledReason: refusalText(canMoveMessage(message, inputs)),
    },
    { id: 'star', label: starred ? labels.unstar : labels.star, shortcut: 'Ctrl+S' },
    { id: 'unread', label: labels.unread, shortcut: 'Shift+U' },
    { id: 'copy-link', label: labels.copyLink },
    { id: 'source', label: labels.source },
  ];
  const edited = message.last_edit_timestamp !== undefined || message.last_moved_timestamp !== undefined;
  if (edited) {
    const hidden =
      inputs.settings.message_edit_history_visibility_policy === 'none' ||
      inputs.settings.allow_edit_history === false;
    actions.push({
      id: 'history',
      label: labels.history,
      disabledReason: hidden ? phrase(labels.historyOff) : undefined,
    });
  }
  actions.push({
    id: 'delete',
    label: labels.delete,
    disabledReason: refusalText(canDeleteMessage(message, inputs)),
  });
  return actions;
}
