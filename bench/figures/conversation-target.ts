// Picks where the harness talks: a channel the bench member reads and may post in together with
// other people who may post there too (senders, typists), all from the server's realm.
import { canPostToChannel } from '../../server/realm/access';
import type { SeedAccount, SeededRealm } from '../../server/seed/seed-types';

/** A running server or a seed before it starts: both have the realm and the accounts. */
type RealmWithAccounts = Pick<SeededRealm, 'realm' | 'accounts'>;

export interface ConversationTarget {
  streamId: number;
  channelName: string;
  /** Other active humans subscribed to the channel who may post in it, seed accounts first. */
  others: { userId: number; fullName: string }[];
}

export function pickConversation(
  server: RealmWithAccounts,
  me: SeedAccount,
  minOthers = 4,
): ConversationTarget {
  const { realm } = server;
  const accountIds = new Set(server.accounts.filter((a) => !a.is_bot).map((a) => a.user_id));
  const meRecord = realm.user(me.user_id);
  if (!meRecord) throw new Error(`no user ${me.user_id}`);
  const candidates = [...realm.channels.values()]
    .filter((c) => !c.is_archived && c.subscribers.has(me.user_id) && canPostToChannel(realm, meRecord, c))
    .map((channel) => {
      const others = [...channel.subscribers]
        .filter((id) => id !== me.user_id)
        .map((id) => realm.user(id))
        .filter((u) => u !== undefined && u.is_active && !u.is_bot && canPostToChannel(realm, u, channel))
        .map((u) => u!)
        .sort((a, b) => Number(accountIds.has(b.user_id)) - Number(accountIds.has(a.user_id)))
        .map((u) => ({ userId: u.user_id, fullName: u.full_name }));
      return { streamId: channel.stream_id, channelName: channel.name, others };
    })
    .filter((c) => c.others.length >= minOthers)
    .sort((a, b) => b.others.length - a.others.length);
  const best = candidates[0];
  if (!best) throw new Error(`no channel of the member has ${minOthers} other people who may post`);
  return best;
}

export function topicHash(streamId: number, topic: string): string {
  return `#/channel/${streamId}/topic/${encodeURIComponent(topic)}`;
}
