// Per-queue shaping of events: the type filter, the message narrow, and what the queue's
// registration asked for (rendered or raw content, empty-topic naming, capabilities).
import type { EventQueue } from './event-queue';

/** Fields that carry both renderings of a message until a queue picks one. */
export const RAW_CONTENT = '__raw_content';
export const EMPTY_TOPIC_NAME = '__empty_topic_display_name';

export function adaptEventForQueue(
  event: Record<string, unknown>,
  queue: EventQueue,
): Record<string, unknown> | null {
  const type = String(event.type);
  if (!queue.wants(type)) return null;
  const caps = queue.options.capabilities;
  if (type === 'typing' && event.message_type === 'stream' && !caps.stream_typing_notifications) return null;
  if (type === 'message') return adaptMessageEvent(event, queue);
  // The legacy muted_topics event is for clients that do not understand user_topic.
  if (
    type === 'muted_topics' &&
    (queue.options.eventTypes === null || queue.options.eventTypes.has('user_topic'))
  ) {
    return null;
  }
  if (type === 'delete_message' && !caps.bulk_message_deletion && Array.isArray(event.message_ids)) {
    // Old clients get one id at a time; emitting several events is the server's job, so use the first.
    const { message_ids, ...rest } = event;
    return nameEmptyTopics({ ...rest, message_id: (message_ids as number[])[0] }, queue);
  }
  return nameEmptyTopics(event, queue);
}

/** Clients without empty_topic_name get the realm's display name wherever a topic field is empty. */
const TOPIC_FIELDS = ['topic', 'topic_name', 'subject', 'orig_subject'] as const;

function nameEmptyTopics(event: Record<string, unknown>, queue: EventQueue): Record<string, unknown> {
  if (queue.options.capabilities.empty_topic_name) return event;
  const displayName = queue.options.emptyTopicDisplayName;
  if (!TOPIC_FIELDS.some((field) => event[field] === '')) return event;
  if (event.type === 'update_message' && event.stream_id === undefined) return event;
  const named = { ...event };
  for (const field of TOPIC_FIELDS) if (named[field] === '') named[field] = displayName;
  return named;
}

function adaptMessageEvent(
  event: Record<string, unknown>,
  queue: EventQueue,
): Record<string, unknown> | null {
  const message = { ...(event.message as Record<string, unknown>) };
  if (!matchesNarrow(message, queue.options.narrow)) return null;
  const raw = message[RAW_CONTENT];
  const emptyName = message[EMPTY_TOPIC_NAME];
  delete message[RAW_CONTENT];
  delete message[EMPTY_TOPIC_NAME];
  if (!queue.options.applyMarkdown && typeof raw === 'string') {
    message.content = raw;
    message.content_type = 'text/x-markdown';
  }
  if (message.type === 'stream' && message.subject === '' && !queue.options.capabilities.empty_topic_name) {
    message.subject = typeof emptyName === 'string' ? emptyName : queue.options.emptyTopicDisplayName;
  }
  if (queue.options.clientGravatar && message.avatar_url === undefined) message.avatar_url = null;
  return { ...event, message };
}

function matchesNarrow(message: Record<string, unknown>, narrow: [string, string][]): boolean {
  return narrow.every(([operator, operand]) => {
    switch (operator) {
      case 'channel':
      case 'stream':
        return (
          message.type === 'stream' &&
          String(message.display_recipient).toLowerCase() === operand.toLowerCase()
        );
      case 'topic':
        return String(message.subject).toLowerCase() === operand.toLowerCase();
      case 'is':
        return operand === 'dm' || operand === 'private' ? message.type === 'private' : true;
      default:
        return true;
    }
  });
}
