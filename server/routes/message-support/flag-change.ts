// Changing one personal flag on a set of messages, and the update_message_flags event that says
// which messages actually changed. Marking unread carries message_details, so a client can count
// the unread message even when it has not loaded it.
import { EDITABLE_FLAGS } from '../../../shared/api/flags';
import { badRequest } from '../../http/failure';
import { addFlag, hasFlag, removeFlag } from '../../realm/messages';
import type { Realm } from '../../realm/realm';
import type { MessageRecord, UserRecord } from '../../realm/types';
import { conversationState } from './conversation';

/** Flags that exist but only the server sets. */
const SERVER_FLAGS = [
  'mentioned',
  'stream_wildcard_mentioned',
  'topic_wildcard_mentioned',
  'wildcard_mentioned',
  'has_alert_word',
  'historical',
];
const MENTION_FLAGS = ['mentioned', 'stream_wildcard_mentioned', 'topic_wildcard_mentioned'];

export function checkEditableFlag(flag: string): void {
  if ((EDITABLE_FLAGS as readonly string[]).includes(flag)) return;
  if (SERVER_FLAGS.includes(flag)) throw badRequest(`Flag not editable: '${flag}'`);
  throw badRequest(`Invalid flag: '${flag}'`);
}

export interface FlagChange {
  /** The messages the change applies to (unread marks in left channels removed). */
  applied: number[];
  /** Those whose flag actually changed, ascending. */
  changed: number[];
  /** FL 355: channels whose messages were left read because the user is not subscribed. */
  ignoredChannels: number[];
}

/**
 * Applies op/flag to `messages` (already checked for access) and emits the event. A message in a
 * channel the user is not subscribed to cannot become unread: unread messages live in subscriptions.
 */
export function changeFlag(
  realm: Realm,
  user: UserRecord,
  messages: MessageRecord[],
  op: 'add' | 'remove',
  flag: string,
): FlagChange {
  const ignored = new Set<number>();
  const applied: MessageRecord[] = [];
  for (const message of messages) {
    const streamId = message.stream_id ?? -1;
    if (
      flag === 'read' &&
      op === 'remove' &&
      message.type === 'stream' &&
      !realm.isSubscribed(user.user_id, streamId)
    ) {
      ignored.add(streamId);
    } else applied.push(message);
  }
  const changed: number[] = [];
  for (const message of applied) {
    const has = hasFlag(user, flag, message.id);
    if (op === 'add' && !has) addFlag(user, flag, message.id);
    else if (op === 'remove' && has) removeFlag(user, flag, message.id);
    else continue;
    changed.push(message.id);
  }
  changed.sort((a, b) => a - b);
  const event: Record<string, unknown> = {
    type: 'update_message_flags',
    op,
    operation: op,
    flag,
    messages: changed,
    all: false,
  };
  if (op === 'remove' && flag === 'read') event.message_details = messageDetails(realm, user, changed);
  realm.emit([user.user_id], event);
  return { applied: applied.map((m) => m.id), changed, ignoredChannels: [...ignored].sort((a, b) => a - b) };
}

function messageDetails(
  realm: Realm,
  user: UserRecord,
  ids: number[],
): Record<string, Record<string, unknown>> {
  const details: Record<string, Record<string, unknown>> = {};
  for (const id of ids) {
    const message = realm.messages.get(id);
    if (!message) continue;
    const entry: Record<string, unknown> = { type: message.type };
    if (MENTION_FLAGS.some((flag) => user.flags.get(flag)?.has(id) === true)) entry.mentioned = true;
    if (message.type === 'private') {
      entry.user_ids = message.dm_user_ids.filter((u) => u !== user.user_id);
    } else {
      const streamId = message.stream_id ?? -1;
      entry.stream_id = streamId;
      entry.topic = message.topic;
      // Deprecated, still sent: whether the message counts in an unmuted channel.
      entry.unmuted_stream_msg = !conversationState(realm, user, streamId, message.topic).channelMuted;
    }
    details[String(id)] = entry;
  }
  return details;
}
