// Helpers for the seed tests: a digest of everything a seed decides, and a mid size for the large
// seed that builds in a fraction of a second.
import { createHash } from 'node:crypto';
import type { Realm } from '../../../server/realm/realm';
import type { SeedSize } from '../../../server/seed';

export const MID_SIZE: Required<SeedSize> = {
  users: 800,
  channels: 150,
  messages: 15_000,
  unreadForMember: 4_000,
};

const sorted = (ids: Iterable<number>): number[] => [...ids].sort((a, b) => a - b);

/** A hash over users, secrets, flags, channels, subscriptions and messages, in id order. */
export function realmDigest(realm: Realm): string {
  const hash = createHash('sha256');
  const add = (value: unknown) => hash.update(JSON.stringify(value)).update('\n');
  for (const user of realm.users.values()) {
    add([user.user_id, user.email, user.full_name, user.role, user.is_bot, user.bot_owner_id, user.timezone]);
    add([user.api_key, user.password, user.date_joined, user.is_active, user.status, user.presence]);
    add([sorted(user.unread), [...user.flags].map(([flag, ids]) => [flag, sorted(ids)])]);
    add([
      [...user.profile_data],
      [...user.user_topics],
      [...user.drafts],
      [...user.saved_snippets],
      user.alert_words,
    ]);
  }
  for (const channel of realm.channels.values()) {
    const { subscribers, topics, message_ids, ...rest } = channel;
    add([rest, sorted(subscribers), [...topics], message_ids]);
  }
  for (const [key, sub] of realm.subscriptions) add([key, sub]);
  for (const message of realm.messages.values()) add(message);
  add([
    [...realm.folders.values()],
    [...realm.groups.values()].map((g) => [g.id, g.name, sorted(g.members)]),
  ]);
  add([[...realm.profileFields.values()], realm.settings]);
  return hash.digest('hex');
}
