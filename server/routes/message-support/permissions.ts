// Who may edit, move and delete a message. Kept deliberately simple (no time limits): the sender
// may always edit their content and move their own messages; otherwise moving needs the channel's
// or the organization's move group, channel administration or an administrator role, and deleting
// someone else's message needs a "delete any message" group or an administrator role.
import { isChannelAdmin } from '../../realm/access';
import type { Realm } from '../../realm/realm';
import { inGroupSetting, isAdmin } from '../../realm/roles';
import type { ChannelRecord, GroupSetting, MessageRecord, UserRecord } from '../../realm/types';

function inAny(realm: Realm, user: UserRecord, settings: (GroupSetting | undefined)[]): boolean {
  return settings.some((setting) => inGroupSetting(realm, setting, user));
}

function privileged(realm: Realm, user: UserRecord, channel: ChannelRecord): boolean {
  return isAdmin(user) || isChannelAdmin(realm, user, channel);
}

export function canMoveWithinChannel(
  realm: Realm,
  user: UserRecord,
  message: MessageRecord,
  channel: ChannelRecord,
) {
  return (
    message.sender_id === user.user_id ||
    privileged(realm, user, channel) ||
    inAny(realm, user, [
      channel.groups.can_move_messages_within_channel_group,
      realm.settings.groups.can_move_messages_between_topics_group,
    ])
  );
}

export function canMoveOutOfChannel(
  realm: Realm,
  user: UserRecord,
  message: MessageRecord,
  channel: ChannelRecord,
) {
  return (
    message.sender_id === user.user_id ||
    privileged(realm, user, channel) ||
    inAny(realm, user, [
      channel.groups.can_move_messages_out_of_channel_group,
      realm.settings.groups.can_move_messages_between_channels_group,
    ])
  );
}

export function canDeleteMessage(realm: Realm, user: UserRecord, message: MessageRecord): boolean {
  if (isAdmin(user)) return true;
  const channel = message.stream_id === null ? undefined : realm.channel(message.stream_id);
  const realmGroups = realm.settings.groups;
  if (
    inAny(realm, user, [
      realmGroups.can_delete_any_message_group,
      channel?.groups.can_delete_any_message_group,
    ])
  ) {
    return true;
  }
  if (message.sender_id !== user.user_id) return false;
  // An organization that never set the "delete own" group lets everyone delete their own messages.
  const own = [realmGroups.can_delete_own_message_group, channel?.groups.can_delete_own_message_group];
  return own.every((setting) => setting === undefined) || inAny(realm, user, own);
}
