// Storing a new message: its recipients, their unread and mention flags, and the channel's topics.
import { findMentions, renderMarkdown } from './markdown';
import { mentionLookup } from './mention-lookup';
import type { Realm } from './realm';
import type { MessageRecord, UserRecord } from './types';

export { mentionLookup };

export interface NewMessage {
  sender: UserRecord;
  type: 'stream' | 'private';
  stream_id?: number;
  topic?: string;
  /** Direct messages: the recipients, sender optional. */
  to_user_ids?: number[];
  content: string;
  timestamp?: number;
  client?: string;
  /** Pre-rendered HTML (seeds and the control API); otherwise the content is rendered. */
  rendered_content?: string;
  read_by_sender?: boolean;
}

/** Who receives the message: channel subscribers, or the direct-message participants. */
export function recipientsOf(realm: Realm, message: MessageRecord): number[] {
  if (message.type === 'private') return message.dm_user_ids;
  return [...(realm.channel(message.stream_id ?? -1)?.subscribers ?? [])];
}

export function storeMessage(realm: Realm, input: NewMessage, withMentions = true): MessageRecord {
  const id = realm.nextId('message');
  const lookup = withMentions ? mentionLookup(realm) : undefined;
  const message: MessageRecord = {
    id,
    sender_id: input.sender.user_id,
    type: input.type,
    stream_id: input.type === 'stream' ? (input.stream_id ?? null) : null,
    topic: input.type === 'stream' ? (input.topic ?? '') : '',
    dm_user_ids:
      input.type === 'private'
        ? [...new Set([...(input.to_user_ids ?? []), input.sender.user_id])].sort((a, b) => a - b)
        : [],
    content: input.content,
    rendered_content: input.rendered_content ?? renderMarkdown(input.content, lookup),
    timestamp: input.timestamp ?? realm.now(),
    client: input.client ?? 'Threadline',
    reactions: [],
    submessages: [],
    edit_history: [],
  };
  realm.messages.set(id, message);
  realm.messageIds.push(id);
  if (message.stream_id !== null) {
    const channel = realm.channel(message.stream_id);
    if (channel) {
      channel.message_ids.push(id);
      channel.first_message_id ??= id;
      channel.topics.set(message.topic.toLowerCase(), { name: message.topic, max_id: id });
    }
  }
  const mentions = lookup ? findMentions(input.content, lookup) : undefined;
  for (const userId of recipientsOf(realm, message)) {
    const user = realm.user(userId);
    if (!user) continue;
    const isSender = userId === input.sender.user_id;
    if (!isSender || input.read_by_sender === false) user.unread.add(id);
    if (!mentions || isSender) continue;
    if (mentions.userIds.has(userId)) addFlag(user, 'mentioned', id);
    if (mentions.channelWildcard) addFlag(user, 'stream_wildcard_mentioned', id);
    if (mentions.topicWildcard) addFlag(user, 'topic_wildcard_mentioned', id);
    const lower = input.content.toLowerCase();
    if (user.alert_words.some((word) => lower.includes(word.toLowerCase())))
      addFlag(user, 'has_alert_word', id);
  }
  return message;
}

export function addFlag(user: UserRecord, flag: string, messageId: number): void {
  if (flag === 'read') {
    user.unread.delete(messageId);
    return;
  }
  let set = user.flags.get(flag);
  if (!set) user.flags.set(flag, (set = new Set()));
  set.add(messageId);
}

export function removeFlag(user: UserRecord, flag: string, messageId: number): void {
  if (flag === 'read') user.unread.add(messageId);
  else user.flags.get(flag)?.delete(messageId);
}

export function hasFlag(user: UserRecord, flag: string, messageId: number): boolean {
  return flag === 'read' ? !user.unread.has(messageId) : (user.flags.get(flag)?.has(messageId) ?? false);
}
