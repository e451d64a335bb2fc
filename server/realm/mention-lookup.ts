// The organization as the Markdown renderer sees it: people by name (or `Name|id`), user groups
// (not the system ones, which cannot be mentioned), channels and active custom emoji.
import type { MentionLookup } from './markdown';
import type { Realm } from './realm';
import { inGroup } from './roles';

export function mentionLookup(realm: Realm): MentionLookup {
  return {
    userByName(name) {
      const byId = /\|(\d+)$/.exec(name);
      if (byId) return realm.user(Number(byId[1]));
      const wanted = name.toLowerCase();
      for (const user of realm.users.values()) if (user.full_name.toLowerCase() === wanted) return user;
      return undefined;
    },
    groupByName(name) {
      const wanted = name.toLowerCase();
      for (const group of realm.groups.values()) {
        if (group.is_system_group || group.deactivated || group.name.toLowerCase() !== wanted) continue;
        const members = realm.activeUsers().filter((user) => inGroup(realm, group.id, user));
        return { id: group.id, name: group.name, members: members.map((user) => user.user_id) };
      }
      return undefined;
    },
    channelByName: (name) => realm.channelByName(name),
    customEmoji(name) {
      for (const emoji of realm.emoji.values()) if (emoji.name === name && !emoji.deactivated) return emoji;
      return undefined;
    },
  };
}
