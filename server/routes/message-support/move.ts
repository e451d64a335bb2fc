// Moving messages to another topic and/or channel: which messages move (propagate_mode), the
// checks, and the bookkeeping of channel message lists, topic indexes and lost access.
import { badRequest, invalidChannelId } from '../../http/failure';
import { canPostToChannel, canReadChannel } from '../../realm/access';
import type { Realm } from '../../realm/realm';
import type { ChannelRecord, EditHistoryRecord, MessageRecord, UserRecord } from '../../realm/types';
import { checkChannelMove, checkTopicEdit, checkWholeTopicMove } from './edit-rules';
import {
  checkTopicAllowed,
  lowerBound,
  normalizeTopic,
  refreshFirstMessageId,
  refreshTopic,
  RESOLVED_PREFIX,
  topicKey,
} from './topics';

export type PropagateMode = 'change_one' | 'change_later' | 'change_all';

export interface MovePlan {
  from: ChannelRecord;
  to: ChannelRecord;
  oldTopic: string;
  newTopic: string;
  /** Ascending ids of every message that moves; includes the edited one. */
  ids: number[];
  topicChanged: boolean;
  streamChanged: boolean;
}

/** Checks a move and works out what it covers; undefined when nothing would change. */
export function planMove(
  realm: Realm,
  user: UserRecord,
  message: MessageRecord,
  rawTopic: string | undefined,
  streamId: number | undefined,
  mode: PropagateMode,
): MovePlan | undefined {
  const from = realm.channel(message.stream_id ?? -1);
  if (!from) return undefined;
  let to = from;
  if (streamId !== undefined && streamId !== from.stream_id) {
    const target = realm.channel(streamId);
    if (!target || !canReadChannel(realm, user, target)) throw invalidChannelId();
    to = target;
  }
  const newTopic = rawTopic === undefined ? message.topic : normalizeTopic(realm, rawTopic);
  const topicChanged = newTopic !== message.topic;
  const streamChanged = to !== from;
  if (!topicChanged && !streamChanged) return undefined;
  const resolving = topicChanged && togglesResolved(message.topic, newTopic);
  if (topicChanged) checkTopicEdit(realm, user, message, from, resolving);
  if (streamChanged) {
    checkChannelMove(realm, user, message, from);
    if (!canPostToChannel(realm, user, to))
      throw badRequest('You do not have permission to post in this channel.');
  }
  if (mode === 'change_all' && !resolving) {
    checkWholeTopicMove(realm, user, message, from, { topic: topicChanged, channel: streamChanged });
  }
  checkTopicAllowed(realm, to, newTopic);
  return {
    from,
    to,
    oldTopic: message.topic,
    newTopic,
    ids: movingIds(realm, from, message, mode),
    topicChanged,
    streamChanged,
  };
}

/** Only adding or removing the "✔ " prefix of the same name: resolving, not a rename. */
function togglesResolved(a: string, b: string): boolean {
  return a === RESOLVED_PREFIX + b || b === RESOLVED_PREFIX + a;
}

function movingIds(
  realm: Realm,
  channel: ChannelRecord,
  message: MessageRecord,
  mode: PropagateMode,
): number[] {
  if (mode === 'change_one') return [message.id];
  const key = topicKey(message.topic);
  const start = mode === 'change_later' ? lowerBound(channel.message_ids, message.id) : 0;
  const ids: number[] = [];
  for (let i = start; i < channel.message_ids.length; i++) {
    const id = channel.message_ids[i] as number;
    if (topicKey(realm.messages.get(id)?.topic ?? '\u0000') === key) ids.push(id);
  }
  return ids;
}

/** Resolving without changing channel does not count as a move. */
const isResolveOnly = (plan: MovePlan) =>
  !plan.streamChanged && togglesResolved(plan.oldTopic, plan.newTopic);

/**
 * Moves the messages. `entry` is the edited message's history entry (it may already hold a content
 * change); the others get their own. Returns the users who could read the messages before and no
 * longer can; they lose the messages' flags.
 */
export function applyMove(
  realm: Realm,
  plan: MovePlan,
  entry: EditHistoryRecord,
  targetId: number,
): number[] {
  // Who had the messages: the old channel's subscribers and each message's sender.
  const before = new Set(plan.from.subscribers);
  for (const id of plan.ids) before.add(realm.messages.get(id)?.sender_id ?? -1);
  const moveFields: Partial<EditHistoryRecord> = {};
  if (plan.topicChanged) Object.assign(moveFields, { prev_topic: plan.oldTopic, topic: plan.newTopic });
  if (plan.streamChanged)
    Object.assign(moveFields, { prev_stream: plan.from.stream_id, stream: plan.to.stream_id });
  const countsAsMove = !isResolveOnly(plan);
  for (const id of plan.ids) {
    const message = realm.messages.get(id);
    if (!message) continue;
    message.topic = plan.newTopic;
    message.stream_id = plan.to.stream_id;
    if (countsAsMove) message.last_moved_timestamp = entry.timestamp;
    if (id === targetId) Object.assign(entry, moveFields);
    else message.edit_history.unshift({ user_id: entry.user_id, timestamp: entry.timestamp, ...moveFields });
  }
  if (plan.streamChanged) {
    const moved = new Set(plan.ids);
    plan.from.message_ids = plan.from.message_ids.filter((id) => !moved.has(id));
    plan.to.message_ids = mergeSorted(plan.to.message_ids, plan.ids);
    refreshFirstMessageId(plan.from);
    refreshFirstMessageId(plan.to);
  }
  refreshTopic(realm, plan.from, plan.oldTopic);
  refreshTopic(realm, plan.to, plan.newTopic);
  if (!plan.streamChanged) return [];
  const lost = [...before].filter((userId) => {
    const user = realm.user(userId);
    return user !== undefined && user.is_active && !canReadChannel(realm, user, plan.to);
  });
  for (const userId of lost) forgetMessages(realm.user(userId) as UserRecord, plan.ids);
  return lost;
}

export function forgetMessages(user: UserRecord, ids: readonly number[]): void {
  for (const id of ids) {
    user.unread.delete(id);
    for (const set of user.flags.values()) set.delete(id);
  }
}

function mergeSorted(a: readonly number[], b: readonly number[]): number[] {
  const out: number[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    const x = a[i] as number;
    const y = b[j] as number;
    out.push(Math.min(x, y));
    if (x <= y) i++;
    if (y <= x) j++;
  }
  return out.concat(a.slice(i), b.slice(j));
}
