// Message events applied to the messages slice: delivery, edits and moves, deletion. Flags,
// reactions and submessages are in message-flag-events.ts.
import type { EventOfKind } from '../../../shared/events';
import { withEdit } from '../../../shared/message-edit';
import { messageMatchesNarrow, type MessageLike } from './narrow';
import {
  indexOfId,
  insertId,
  updateMessage,
  type MessageContext,
  type MessagesState,
  type NarrowRange,
  type StoredMessage,
} from './messages';
import { keepArrival } from './message-arrivals';
import { dropRangesMissing, refreshMembership, removeFromRanges } from './messages-membership';
import { dropHighlights } from './search-highlights';

/**
 * A new message joins every loaded range it matches that reaches the newest message. One that no
 * range takes is kept only while a fetch is in flight (message-arrivals.ts).
 */
export function handleMessage(
  state: MessagesState,
  event: EventOfKind<'message'>,
  ctx: MessageContext,
): MessagesState {
  // Most messages belong to no loaded range and no fetch is waiting: then nothing is stored or copied.
  const stored = (): StoredMessage => ({ ...event.message, flags: event.flags });
  let message: StoredMessage | undefined;
  let narrows: Record<string, NarrowRange> | null = null;
  for (const [key, range] of Object.entries(state.narrows)) {
    if (!range.foundNewest || indexOfId(range.ids, event.message.id) >= 0) continue;
    message ??= stored();
    if (!messageMatchesNarrow(message, range.narrow, ctx.ownUserId, ctx.isMuted, ctx.isFollowed)) continue;
    narrows ??= { ...state.narrows };
    narrows[key] = { ...range, ids: insertId(range.ids, message.id) };
  }
  if (narrows === null) {
    if ((state.fetchesInFlight ?? 0) === 0) return state;
    return keepArrival(state, message ?? stored());
  }
  return { ...state, byId: state.byId.set(event.message.id, message ?? stored()), narrows };
}

const RESOLVED_PREFIX = '✔ ';
const unresolved = (topic: string) => (topic.startsWith(RESOLVED_PREFIX) ? topic.slice(2) : topic);

/** Content changes apply to message_id only; a move applies to every id in message_ids. */
export function handleUpdateMessage(
  state: MessagesState,
  event: EventOfKind<'update_message'>,
  ctx: MessageContext,
): MessagesState {
  let byId = updateMessage(state.byId, event.message_id, (message) => withEdit(message, event));
  const newStreamId = event.new_stream_id;
  const newTopic = event.subject;
  // A search's marks show the old words: the edited content and topic show unmarked.
  let narrows =
    event.rendered_content === undefined
      ? state.narrows
      : dropHighlights(state.narrows, [event.message_id], 'content');
  if (newStreamId === undefined && newTopic === undefined) {
    return byId === state.byId && narrows === state.narrows ? state : { ...state, byId, narrows };
  }
  if (newTopic !== undefined) narrows = dropHighlights(narrows, event.message_ids, 'subject');
  const oldTopic = event.orig_subject ?? '';
  const destinationTopic = newTopic ?? oldTopic;
  const destinationStream = newStreamId ?? event.stream_id;
  // Resolving or unresolving a topic is not a move as far as the "moved" marker goes.
  const onlyResolved =
    newStreamId === undefined && newTopic !== undefined && unresolved(newTopic) === unresolved(oldTopic);
  const newName = newStreamId === undefined ? undefined : ctx.channelName(newStreamId);
  const unknown: number[] = [];
  for (const id of event.message_ids) {
    if (!byId.has(id)) {
      unknown.push(id);
      continue;
    }
    byId = updateMessage(byId, id, (message) => ({
      ...message,
      stream_id: newStreamId ?? message.stream_id,
      display_recipient: newName ?? message.display_recipient,
      subject: newTopic ?? message.subject,
      topic_links: newTopic === undefined ? message.topic_links : (event.topic_links ?? []),
      last_moved_timestamp: onlyResolved ? message.last_moved_timestamp : event.edit_timestamp,
    }));
  }
  narrows = refreshMembership(narrows, byId, event.message_ids, ctx);
  if (destinationStream !== undefined) {
    const destination: MessageLike = {
      type: 'stream',
      stream_id: destinationStream,
      subject: destinationTopic,
      display_recipient: newName ?? '',
      flags: [],
    };
    narrows = dropRangesMissing(narrows, destination, unknown, ctx);
  }
  return { ...state, byId, narrows };
}

/** Both forms arrive normalized to message_ids. */
export function handleDeleteMessage(
  state: MessagesState,
  event: EventOfKind<'delete_message'>,
): MessagesState {
  const ids = new Set(event.message_ids);
  const narrows = removeFromRanges(state.narrows, ids);
  let byId = state.byId;
  for (const id of ids) byId = byId.delete(id);
  return byId === state.byId && narrows === state.narrows ? state : { ...state, byId, narrows };
}
