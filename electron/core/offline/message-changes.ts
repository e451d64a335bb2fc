// What one event changes in one cached message: an edit or a link preview (shared/message-edit.ts,
// which the window uses too), a move, a reaction, a flag, a widget's submessage. Each returns the
// same object when nothing changes, so a window can tell whether it must be written again.
import type { FetchedMessage } from '../../../shared/api/messages';
import type { EventOfKind } from '../../../shared/events';
export { withEdit } from '../../../shared/message-edit';

/** A move's messages as they are after it, for WindowContext.moved. */
export function afterMove(message: FetchedMessage, event: EventOfKind<'update_message'>): FetchedMessage {
  const topic = event.subject;
  const resolvedOnly =
    event.new_stream_id === undefined &&
    topic !== undefined &&
    unresolved(topic) === unresolved(event.orig_subject ?? '');
  return {
    ...message,
    stream_id: event.new_stream_id ?? message.stream_id,
    subject: topic ?? message.subject,
    topic_links: topic === undefined ? message.topic_links : (event.topic_links ?? []),
    last_moved_timestamp: resolvedOnly ? message.last_moved_timestamp : event.edit_timestamp,
  };
}

type ReactionEvent = EventOfKind<'reaction/add'> | EventOfKind<'reaction/remove'>;

export function withReaction(message: FetchedMessage, event: ReactionEvent): FetchedMessage {
  const same = (r: FetchedMessage['reactions'][number]) =>
    r.user_id === event.user_id &&
    r.reaction_type === event.reaction_type &&
    r.emoji_code === event.emoji_code;
  const present = message.reactions.some(same);
  if (event.kind === 'reaction/remove') {
    return present ? { ...message, reactions: message.reactions.filter((r) => !same(r)) } : message;
  }
  if (present) return message;
  const { emoji_name, emoji_code, reaction_type, user_id } = event;
  return {
    ...message,
    reactions: [...message.reactions, { emoji_name, emoji_code, reaction_type, user_id }],
  };
}

export function withFlag(message: FetchedMessage, flag: string, add: boolean): FetchedMessage {
  const has = message.flags.includes(flag);
  if (has === add) return message;
  return { ...message, flags: add ? [...message.flags, flag] : message.flags.filter((f) => f !== flag) };
}

export function withSubmessage(message: FetchedMessage, event: EventOfKind<'submessage'>): FetchedMessage {
  if (message.submessages.some((s) => s.id === event.submessage_id)) return message;
  const { submessage_id: id, message_id, sender_id, msg_type, content } = event;
  return {
    ...message,
    submessages: [...message.submessages, { id, message_id, sender_id, msg_type, content }],
  };
}

const RESOLVED_PREFIX = '✔ ';
const unresolved = (topic: string) =>
  topic.startsWith(RESOLVED_PREFIX) ? topic.slice(RESOLVED_PREFIX.length) : topic;
