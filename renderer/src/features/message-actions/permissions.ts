// May the signed-in user edit, move or delete this message now? Pure decisions from the message, the
// user's id and role, the organization's settings from register, the user groups, the message's
// channel and the time, following real Zulip's web app (message_edit.ts, message_delete.ts,
// stream_data.ts): group settings first, the older *_policy integers on servers without them.
// Each answer carries a reason a person understands, shown on a disabled action: `why`, a phrase of
// the catalogue worded where it is shown; `reason` is its English wording for callers that still take
// a string (worded only when read).
import type { BasicChannel, Message } from '../../../../shared/objects';
import { asGroupSettingValue, isInGroupSetting } from '../../state/group-setting-membership';
import { ROLE } from '../../state/users';
import type { UserGroupsState } from '../../state/user-groups';
import { describeDuration, reasons, refuse, type LimitMessage } from './permission-reasons';
import { type Phrase, phrase } from '../../../../shared/i18n/phrase';

export { describeDuration, refusalText } from './permission-reasons';

export type Permission = { ok: true } | { ok: false; reason: string; why?: Phrase };

export type MessageFacts = Pick<Message, 'type' | 'sender_id' | 'timestamp'> & {
  submessages?: readonly unknown[];
};

export interface PermissionInputs {
  user: { id: number; role: number };
  /** Organization settings without the `realm_` prefix (RealmSettingsState.values). */
  settings: Readonly<Record<string, unknown>>;
  groups: UserGroupsState;
  /** The message's channel; undefined for direct messages (or a channel no longer known). */
  channel: BasicChannel | undefined;
  /** Now, in seconds since the epoch (message timestamps are seconds). */
  now: number;
}

const ALLOWED: Permission = { ok: true };

/** A time limit from register: a number of seconds, or null (and on old servers absent) for none. */
function limitOf(inputs: PermissionInputs, name: string): number | null {
  const value = inputs.settings[name];
  return typeof value === 'number' && value > 0 ? value : null;
}

function withinLimit(
  message: MessageFacts,
  inputs: PermissionInputs,
  name: string,
  refusal: LimitMessage,
): Permission {
  const limit = limitOf(inputs, name);
  if (limit === null || message.timestamp + limit > inputs.now) return ALLOWED;
  return refuse(phrase(reasons[refusal], { duration: describeDuration(limit) }));
}

// The *_policy integers of servers before the group settings: 1 members, 2 administrators,
// 3 full members (taken as members here), 4 moderators, 5 everyone, 6 nobody.
function legacyPolicyAllows(policy: number, role: number): boolean {
  if (policy === 5) return true;
  if (policy === 6) return false;
  const highest = policy === 2 ? ROLE.administrator : policy === 4 ? ROLE.moderator : ROLE.member;
  return role <= highest;
}

/**
 * An organization-level permission: the group setting, else the legacy policy, else `fallbackRole`
 * (what servers older than both allowed: topic edits by members, moving between channels and
 * deleting by administrators).
 */
function realmAllows(
  inputs: PermissionInputs,
  group: string,
  fallbackRole: number,
  legacy?: string,
): boolean {
  const value = asGroupSettingValue(inputs.settings[group]);
  if (value !== undefined) return isInGroupSetting(inputs.groups, value, inputs.user.id);
  const policy = legacy === undefined ? undefined : inputs.settings[legacy];
  if (typeof policy === 'number') return legacyPolicyAllows(policy, inputs.user.role);
  return inputs.user.role <= fallbackRole;
}

function channelAllows(inputs: PermissionInputs, setting: keyof BasicChannel): boolean {
  const value = asGroupSettingValue(inputs.channel?.[setting]);
  return isInGroupSetting(inputs.groups, value, inputs.user.id);
}

const isChannelMessage = (message: MessageFacts) => message.type === 'stream';
const archived = (inputs: PermissionInputs) => inputs.channel?.is_archived === true;
const atLeastModerator = (inputs: PermissionInputs) => inputs.user.role <= ROLE.moderator;

export function canEditContent(message: MessageFacts, inputs: PermissionInputs): Permission {
  if (inputs.settings.allow_message_editing === false) {
    return refuse(phrase(reasons.editingOff));
  }
  if (message.sender_id !== inputs.user.id) return refuse(phrase(reasons.editOwn));
  if ((message.submessages?.length ?? 0) > 0) return refuse(phrase(reasons.widget));
  if (archived(inputs)) return refuse(phrase(reasons.archived));
  return withinLimit(message, inputs, 'message_content_edit_limit_seconds', 'editLimit');
}

/** Renaming the topic of a message, which is moving it within its channel. */
export function canEditTopic(message: MessageFacts, inputs: PermissionInputs): Permission {
  if (!isChannelMessage(message)) return refuse(phrase(reasons.dmNoTopic));
  if (archived(inputs)) return refuse(phrase(reasons.archived));
  if (inputs.channel?.topics_policy === 'empty_topic_only') return refuse(phrase(reasons.noTopics));
  const permitted =
    realmAllows(inputs, 'can_move_messages_between_topics_group', ROLE.member, 'edit_topic_policy') ||
    channelAllows(inputs, 'can_administer_channel_group') ||
    channelAllows(inputs, 'can_move_messages_within_channel_group');
  if (!permitted) return refuse(phrase(reasons.moveTopicDenied));
  // Moderators and above are not bound by the time limit.
  if (atLeastModerator(inputs)) return ALLOWED;
  return withinLimit(message, inputs, 'move_messages_within_stream_limit_seconds', 'moveTopicLimit');
}

export function canMoveBetweenChannels(message: MessageFacts, inputs: PermissionInputs): Permission {
  if (!isChannelMessage(message)) return refuse(phrase(reasons.dmNoMove));
  if (archived(inputs)) return refuse(phrase(reasons.archived));
  const permitted =
    realmAllows(
      inputs,
      'can_move_messages_between_channels_group',
      ROLE.administrator,
      'move_messages_between_streams_policy',
    ) ||
    channelAllows(inputs, 'can_administer_channel_group') ||
    channelAllows(inputs, 'can_move_messages_out_of_channel_group');
  if (!permitted) return refuse(phrase(reasons.moveChannelDenied));
  if (atLeastModerator(inputs)) return ALLOWED;
  return withinLimit(message, inputs, 'move_messages_between_streams_limit_seconds', 'moveChannelLimit');
}

/** The "Move message" action: to another topic, another channel, or both. */
export function canMoveMessage(message: MessageFacts, inputs: PermissionInputs): Permission {
  const topic = canEditTopic(message, inputs);
  if (topic.ok) return topic;
  return canMoveBetweenChannels(message, inputs).ok ? ALLOWED : topic;
}

export function canDeleteMessage(message: MessageFacts, inputs: PermissionInputs): Permission {
  if (archived(inputs)) return refuse(phrase(reasons.archived));
  const anyMessage =
    realmAllows(inputs, 'can_delete_any_message_group', ROLE.administrator) ||
    channelAllows(inputs, 'can_delete_any_message_group');
  if (anyMessage) return ALLOWED;
  if (message.sender_id !== inputs.user.id) return refuse(phrase(reasons.deleteOwn));
  const ownMessage =
    realmAllows(inputs, 'can_delete_own_message_group', ROLE.administrator, 'delete_own_message_policy') ||
    channelAllows(inputs, 'can_delete_own_message_group');
  if (!ownMessage) return refuse(phrase(reasons.deleteDenied));
  return withinLimit(message, inputs, 'message_content_delete_limit_seconds', 'deleteLimit');
}
