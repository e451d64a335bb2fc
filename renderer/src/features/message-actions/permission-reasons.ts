// Why the message-actions permissions (permissions.ts) refuse, in words of the catalogue: each
// refusal carries `why`, a phrase worded where it is shown, and `reason`, its English wording for
// callers that still take a string (worded only when read, so the common case costs nothing).
import { defineMessages } from 'react-intl';
import type { Permission } from './permissions';
import { type Phrase, inEnglish, phrase } from '../../../../shared/i18n/phrase';

export const reasons = defineMessages({
  duration: {
    id: 'actions.permission.duration',
    defaultMessage:
      '{unit, select, day {{count, plural, one {# day} other {# days}}} hour {{count, plural, one {# hour} other {# hours}}} minute {{count, plural, one {# minute} other {# minutes}}} other {{count, plural, one {# second} other {# seconds}}}}',
  },
  editLimit: {
    id: 'actions.permission.edit_limit',
    defaultMessage: 'You can only edit your messages within {duration} of sending them',
  },
  moveTopicLimit: {
    id: 'actions.permission.move_topic_limit',
    defaultMessage: 'You can only move messages to another topic within {duration} of sending them',
  },
  moveChannelLimit: {
    id: 'actions.permission.move_channel_limit',
    defaultMessage: 'You can only move messages to another channel within {duration} of sending them',
  },
  deleteLimit: {
    id: 'actions.permission.delete_limit',
    defaultMessage: 'You can only delete your messages within {duration} of sending them',
  },
  editingOff: {
    id: 'actions.permission.editing_off',
    defaultMessage: 'Your organization does not allow editing messages',
  },
  editOwn: { id: 'actions.permission.edit_own', defaultMessage: 'You can only edit your own messages' },
  widget: {
    id: 'actions.permission.widget',
    defaultMessage: 'Messages with a poll or a to-do list cannot be edited',
  },
  archived: { id: 'actions.permission.archived', defaultMessage: 'This channel is archived' },
  dmNoTopic: { id: 'actions.permission.dm_no_topic', defaultMessage: 'Direct messages have no topic' },
  noTopics: { id: 'actions.permission.no_topics', defaultMessage: 'This channel has no topics' },
  moveTopicDenied: {
    id: 'actions.permission.move_topic_denied',
    defaultMessage: 'You do not have permission to move messages between topics in this channel',
  },
  dmNoMove: { id: 'actions.permission.dm_no_move', defaultMessage: 'Direct messages cannot be moved' },
  moveChannelDenied: {
    id: 'actions.permission.move_channel_denied',
    defaultMessage: 'You do not have permission to move messages out of this channel',
  },
  deleteOwn: { id: 'actions.permission.delete_own', defaultMessage: 'You can only delete your own messages' },
  deleteDenied: {
    id: 'actions.permission.delete_denied',
    defaultMessage: 'Your organization does not let you delete your messages',
  },
});

export type LimitMessage = 'editLimit' | 'moveTopicLimit' | 'moveChannelLimit' | 'deleteLimit';

export function refuse(why: Phrase): Permission {
  return {
    ok: false,
    why,
    get reason() {
      return inEnglish(why);
    },
  };
}

/** "10 minutes", "1 hour", "3 days": the largest unit that divides the limit. */
export function describeDuration(seconds: number): Phrase {
  const units: [number, string][] = [
    [86_400, 'day'],
    [3_600, 'hour'],
    [60, 'minute'],
    [1, 'second'],
  ];
  const [size, unit] = units.find(([length]) => seconds % length === 0 && seconds >= length) ?? [1, 'second'];
  return phrase(reasons.duration, { unit, count: Math.round(seconds / size) });
}

/** Why a permission is refused, to show: the phrase, or the string of a caller that made its own. */
export function refusalText(permission: Permission): Phrase | string | undefined {
  return permission.ok ? undefined : (permission.why ?? permission.reason);
}
