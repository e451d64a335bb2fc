// Events that change what is unread: new messages, read flags (added, removed, or all at once),
// moves (unread messages follow their messages) and deletions.
import type { EventOfKind } from '../../../shared/events';
import { MENTION_FLAGS, dmUserIdsOf } from './narrow';
import type { MessagesState } from './messages';
import { initialUnread, mergeIds, type UnreadPlace, type UnreadState } from './unread';
import { addUnread, isUnread, removeUnread } from './unread-filing';

const mentions = (flags: readonly string[]) => flags.some((flag) => MENTION_FLAGS.includes(flag));

/** A new message is unread unless its flags say read (your own messages usually arrive read). */
export function handleUnreadMessage(
  state: UnreadState,
  event: EventOfKind<'message'>,
  ownUserId: number,
): UnreadState {
  if (event.flags.includes('read')) return state;
  const { message } = event;
  const place: UnreadPlace =
    message.type === 'stream'
      ? { type: 'stream', streamId: message.stream_id ?? -1, topic: message.subject }
      : { type: 'dm', userIds: dmUserIdsOf(message) };
  const next = addUnread(state, place, [message.id], ownUserId);
  const mentionIds = mentions(event.flags) ? mergeIds(state.mentions, [message.id]) : state.mentions;
  return mentionIds === next.mentions ? next : { ...next, mentions: mentionIds };
}

export function handleUnreadFlagsAdd(
  state: UnreadState,
  event: EventOfKind<'update_message_flags/add'>,
): UnreadState {
  if (event.flag !== 'read') return state;
  if (event.all) {
    const empty = state.conversations.size === 0 && state.mentions.length === 0;
    return empty ? state : { ...initialUnread, oldUnreadsMissing: state.oldUnreadsMissing };
  }
  return removeUnread(state, new Set(event.messages)).state;
}

/**
 * Marking unread: message_details (feature level 121) says where each message lives; older servers
 * leave it out, and then only messages we hold can be filed.
 */
export function handleUnreadFlagsRemove(
  state: UnreadState,
  event: EventOfKind<'update_message_flags/remove'>,
  ownUserId: number,
  messages: MessagesState,
): UnreadState {
  if (event.flag !== 'read') return state;
  let next = state;
  const mentionIds: number[] = [];
  for (const id of event.messages) {
    const details = event.message_details?.[String(id)];
    const held = messages.byId.get(id);
    let place: UnreadPlace | null = null;
    if (details?.type === 'stream' && details.stream_id !== undefined) {
      place = { type: 'stream', streamId: details.stream_id, topic: details.topic ?? '' };
    } else if (details?.type === 'private') {
      // user_ids excludes you; empty (or absent) for a conversation with yourself.
      place = { type: 'dm', userIds: details.user_ids ?? [] };
    } else if (held !== undefined) {
      place =
        held.type === 'stream'
          ? { type: 'stream', streamId: held.stream_id ?? -1, topic: held.subject }
          : { type: 'dm', userIds: dmUserIdsOf(held) };
    }
    if (place === null) continue;
    next = addUnread(next, place, [id], ownUserId);
    if (details?.mentioned === true || (held !== undefined && mentions(held.flags))) mentionIds.push(id);
  }
  const nextMentions = mergeIds(next.mentions, mentionIds);
  return nextMentions === next.mentions ? next : { ...next, mentions: nextMentions };
}

/** Moved unread messages follow to their new topic; an edit may add or remove a mention. */
export function handleUnreadUpdateMessage(
  state: UnreadState,
  event: EventOfKind<'update_message'>,
  ownUserId: number,
): UnreadState {
  let next = state;
  if (isUnread(state, event.message_id)) {
    const mentioned = mentions(event.flags);
    const listed = state.mentions.includes(event.message_id);
    if (mentioned && !listed) next = { ...next, mentions: mergeIds(next.mentions, [event.message_id]) };
    if (!mentioned && listed)
      next = { ...next, mentions: next.mentions.filter((id) => id !== event.message_id) };
  }
  if (event.new_stream_id === undefined && event.subject === undefined) return next;
  const { state: without, removedFrom } = removeUnread({ ...next, mentions: [] }, new Set(event.message_ids));
  if (removedFrom.size === 0) return next;
  let moved = without;
  for (const [id, from] of removedFrom) {
    const place: UnreadPlace = {
      type: 'stream',
      streamId: event.new_stream_id ?? from.streamId ?? event.stream_id ?? -1,
      topic: event.subject ?? from.topic,
    };
    moved = addUnread(moved, place, [id], ownUserId);
  }
  return { ...moved, mentions: next.mentions };
}

export function handleUnreadDelete(state: UnreadState, event: EventOfKind<'delete_message'>): UnreadState {
  return removeUnread(state, new Set(event.message_ids)).state;
}
