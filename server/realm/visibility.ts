// Which users a viewer may know about. Guests outside can_access_all_users_group see only the people
// they share a channel or a conversation with, and bots.
import type { Realm } from './realm';
import { inGroupSetting } from './roles';
import type { UserRecord } from './types';

export function seesAllUsers(realm: Realm, viewer: UserRecord): boolean {
  const group = realm.settings.groups.can_access_all_users_group;
  return group === undefined || inGroupSetting(realm, group, viewer);
}

export function accessibleUserIds(realm: Realm, viewer: UserRecord): Set<number> {
  if (seesAllUsers(realm, viewer)) return new Set(realm.users.keys());
  const ids = new Set<number>([viewer.user_id]);
  for (const user of realm.users.values()) if (user.is_bot) ids.add(user.user_id);
  for (const channel of realm.channels.values()) {
    if (!channel.subscribers.has(viewer.user_id)) continue;
    for (const id of channel.subscribers) ids.add(id);
  }
  for (const message of realm.messages.values()) {
    if (message.type === 'private' && message.dm_user_ids.includes(viewer.user_id)) {
      for (const id of message.dm_user_ids) ids.add(id);
    }
  }
  return ids;
}

export function canAccessUser(realm: Realm, viewer: UserRecord, target: UserRecord): boolean {
  return seesAllUsers(realm, viewer) || accessibleUserIds(realm, viewer).has(target.user_id);
}
