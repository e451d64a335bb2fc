// The unread_msgs section of the register snapshot, built from the user's unread set.
import type { Realm } from '../realm/realm';
import type { UserRecord } from '../realm/types';

const MAX_UNREAD_MESSAGES = 50_000;
const MENTION_FLAGS = ['mentioned', 'stream_wildcard_mentioned', 'topic_wildcard_mentioned'];

export function buildUnreadMsgs(
  realm: Realm,
  user: UserRecord,
  emptyTopicName: boolean,
): Record<string, unknown> {
  const all = [...user.unread].sort((a, b) => a - b);
  const ids = all.length > MAX_UNREAD_MESSAGES ? all.slice(all.length - MAX_UNREAD_MESSAGES) : all;
  const streams = new Map<string, { stream_id: number; topic: string; unread_message_ids: number[] }>();
  const pms = new Map<number, { other_user_id: number; sender_id: number; unread_message_ids: number[] }>();
  const huddles = new Map<string, { user_ids_string: string; unread_message_ids: number[] }>();
  const mentions: number[] = [];
  for (const id of ids) {
    const message = realm.messages.get(id);
    if (!message) continue;
    if (MENTION_FLAGS.some((flag) => user.flags.get(flag)?.has(id))) mentions.push(id);
    if (message.type === 'stream') {
      const topic =
        message.topic === '' && !emptyTopicName ? realm.settings.empty_topic_display_name : message.topic;
      const key = `${message.stream_id}\u0000${topic.toLowerCase()}`;
      let entry = streams.get(key);
      if (!entry)
        streams.set(key, (entry = { stream_id: message.stream_id ?? 0, topic, unread_message_ids: [] }));
      entry.unread_message_ids.push(id);
    } else if (message.dm_user_ids.length <= 2) {
      const other = message.dm_user_ids.find((u) => u !== user.user_id) ?? user.user_id;
      let entry = pms.get(other);
      if (!entry)
        pms.set(other, (entry = { other_user_id: other, sender_id: other, unread_message_ids: [] }));
      entry.unread_message_ids.push(id);
    } else {
      const key = message.dm_user_ids.join(',');
      let entry = huddles.get(key);
      if (!entry) huddles.set(key, (entry = { user_ids_string: key, unread_message_ids: [] }));
      entry.unread_message_ids.push(id);
    }
  }
  return {
    count: ids.length,
    pms: [...pms.values()],
    streams: [...streams.values()],
    huddles: [...huddles.values()],
    mentions,
    old_unreads_missing: all.length > MAX_UNREAD_MESSAGES,
  };
}
