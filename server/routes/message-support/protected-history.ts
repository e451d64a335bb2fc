// Private channels whose history is not public to subscribers ("protected history"): a subscriber
// reads only what was sent while they were subscribed, as the real server's UserMessage rows decide.
import type { Realm } from '../../realm/realm';
import type { ChannelRecord, MessageRecord, UserRecord } from '../../realm/types';

export function hasProtectedHistory(channel: ChannelRecord): boolean {
  return channel.invite_only && !channel.history_public_to_subscribers;
}

/** Whether the user has a trace on the message: sent it, has it unread, or flagged it. */
export function leftTraceOn(user: UserRecord, message: MessageRecord): boolean {
  if (message.sender_id === user.user_id || user.unread.has(message.id)) return true;
  for (const ids of user.flags.values()) if (ids.has(message.id)) return true;
  return false;
}

/**
 * Where a user's view of a protected-history channel begins. The realm does not record when a
 * subscription started, so this approximates it by the oldest message of the channel the user left
 * a trace on (only messages received while subscribed can carry one). A user with no trace at all
 * sees the whole history, as for subscriptions made before the first message (every seeded one);
 * the gap is a late subscriber who has received nothing since joining, who then also sees older
 * messages.
 */
export function firstVisibleMessageId(realm: Realm, user: UserRecord, channel: ChannelRecord): number {
  for (const id of channel.message_ids) {
    const message = realm.messages.get(id);
    if (message && leftTraceOn(user, message)) return id;
  }
  return 0;
}
