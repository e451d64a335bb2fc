// Who may move, resolve and delete messages, by group settings and roles (no time limits here;
// edit-rules.ts adds those). As on the real server, being the sender does not by itself allow a
// move: the organization's or the channel's move group does, or administering the channel.
import { isChannelAdmin } from '../../realm/access';
import type { Realm } from '../../realm/realm';
import { inGroupSetting } from '../../realm/roles';
import type { ChannelRecord, GroupSetting, MessageRecord, UserRecord } from '../../realm/types';

function inAny(realm: Realm, user: UserRecord, settings: (GroupSetting | undefined)[]): boolean {
  return settings.some((setting) => inGroupSetting(realm, setting, user));
}

/** Renaming a topic or moving messages between topics of one channel. */
export function canMoveWithinChannel(realm: Realm, user: UserRecord, channel: ChannelRecord): boolean {
  return (
    isChannelAdmin(realm, user, channel) ||
    inAny(realm, user, [
      channel.groups.can_move_messages_within_channel_group,
      realm.settings.groups.can_move_messages_between_topics_group,
    ])
  );
}

export function canMoveOutOfChannel(realm: Realm, user: UserRecord, channel: ChannelRecord): boolean {
  return (
    isChannelAdmin(realm, user, channel) ||
    inAny(realm, user, [
      channel.groups.can_move_messages_out_of_channel_group,
      realm.settings.groups.can_move_messages_between_channels_group,
    ])
  );
}

/** Adding or removing the "✔ " prefix. */
export function canResolveTopics(realm: Realm, user: UserRecord, channel: ChannelRecord): boolean {
  return (
    isChannelAdmin(realm, user, channel) ||
    inAny(realm, user, [
      channel.groups.can_resolve_topics_group,
      realm.settings.groups.can_resolve_topics_group,
    ])
  );
}

/** "any": may delete anyone's message; "own": may delete own messages (within the time limit). */
export function deleteRight(realm: Realm, user: UserRecord, message: MessageRecord): 'any' | 'own' | 'none' {
  const channel = message.stream_id === null ? undefined : realm.channel(message.stream_id);
  const realmGroups = realm.settings.groups;
  const anyGroups = [realmGroups.can_delete_any_message_group, channel?.groups.can_delete_any_message_group];
  if (inAny(realm, user, anyGroups)) return 'any';
  // Users may delete what they or their bots sent.
  const sender = realm.user(message.sender_id);
  const own = message.sender_id === user.user_id || sender?.bot_owner_id === user.user_id;
  if (!own) return 'none';
  const ownGroups = [realmGroups.can_delete_own_message_group, channel?.groups.can_delete_own_message_group];
  return inAny(realm, user, ownGroups) ? 'own' : 'none';
}
