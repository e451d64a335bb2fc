// Who may see, read, post to and manage a channel, as the spec states it.
import type { Realm } from './realm';
import { inGroupSetting, isAdmin, isGuest } from './roles';
import type { ChannelRecord, UserRecord } from './types';

export function isChannelAdmin(realm: Realm, user: UserRecord, channel: ChannelRecord): boolean {
  return isAdmin(user) || inGroupSetting(realm, channel.groups.can_administer_channel_group, user);
}

/** Metadata access: the channel shows up in the user's channel lists. */
export function canSeeChannel(realm: Realm, user: UserRecord, channel: ChannelRecord): boolean {
  if (realm.isSubscribed(user.user_id, channel.stream_id)) return true;
  if (channel.is_web_public) return true;
  if (isGuest(user)) return false;
  if (!channel.invite_only) return true;
  return (
    isChannelAdmin(realm, user, channel) ||
    inGroupSetting(realm, channel.groups.can_add_subscribers_group, user) ||
    inGroupSetting(realm, channel.groups.can_subscribe_group, user)
  );
}

/** Content access: the user may read the channel's messages. */
export function canReadChannel(realm: Realm, user: UserRecord, channel: ChannelRecord): boolean {
  if (realm.isSubscribed(user.user_id, channel.stream_id)) return true;
  if (isGuest(user)) return channel.is_web_public;
  return !channel.invite_only;
}

export function canPostToChannel(realm: Realm, user: UserRecord, channel: ChannelRecord): boolean {
  if (channel.is_archived || !canReadChannel(realm, user, channel)) return false;
  const group = channel.groups.can_send_message_group;
  return group === undefined || inGroupSetting(realm, group, user);
}

export function canSubscribeSelf(realm: Realm, user: UserRecord, channel: ChannelRecord): boolean {
  if (channel.is_archived) return false;
  if (!channel.invite_only) return !isGuest(user);
  return (
    inGroupSetting(realm, channel.groups.can_subscribe_group, user) ||
    inGroupSetting(realm, channel.groups.can_add_subscribers_group, user) ||
    isChannelAdmin(realm, user, channel)
  );
}

export function canAddSubscribers(realm: Realm, user: UserRecord, channel: ChannelRecord): boolean {
  if (channel.is_archived || isGuest(user)) return false;
  if (isChannelAdmin(realm, user, channel)) return true;
  if (inGroupSetting(realm, channel.groups.can_add_subscribers_group, user)) return true;
  const orgLevel = inGroupSetting(realm, realm.settings.groups.can_add_subscribers_group, user);
  if (!channel.invite_only) return orgLevel;
  return orgLevel && realm.isSubscribed(user.user_id, channel.stream_id);
}

export function canRemoveSubscribers(realm: Realm, user: UserRecord, channel: ChannelRecord): boolean {
  return (
    isChannelAdmin(realm, user, channel) ||
    inGroupSetting(realm, channel.groups.can_remove_subscribers_group, user)
  );
}

/** Users that should hear about changes to a channel's metadata. */
export function channelAudience(realm: Realm, channel: ChannelRecord): number[] {
  return realm
    .activeUsers()
    .filter((u) => canSeeChannel(realm, u, channel))
    .map((u) => u.user_id);
}
