// Unread slice: the ids of unread messages per conversation (channel topic or direct conversation)
// and the unread ones that mention you, from register's unread_msgs and then kept by message and
// flag events (unread-events.ts). Counts and muting live in unread-counts.ts.
import { dmKey, topicKey } from './conversation-key';
import { writableArray } from './batch-writes';
import { PersistentMap } from './persistent-map';
import { isRecord, readNumber, type Snapshot } from './snapshot-read';

export interface UnreadConversation {
  /** topicKey or dmKey. */
  key: string;
  /** null for direct conversations. */
  streamId: number | null;
  /** The topic as first seen ('' for direct conversations). */
  topic: string;
  /** Direct conversations: the other participants (your own id alone for a self-DM). */
  userIds: readonly number[];
  /** Ascending. */
  ids: readonly number[];
}

export interface UnreadState {
  /** By conversation key. */
  conversations: PersistentMap<string, UnreadConversation>;
  /** Unread messages that mention you (personally or by wildcard), ascending. */
  mentions: readonly number[];
  /** The snapshot was capped: older unread messages exist that are not counted. */
  oldUnreadsMissing: boolean;
}

export const initialUnread: UnreadState = {
  conversations: PersistentMap.empty(),
  mentions: [],
  oldUnreadsMissing: false,
};

/** Where an unread message lives, enough to file it under its conversation. */
export type UnreadPlace =
  { type: 'stream'; streamId: number; topic: string } | { type: 'dm'; userIds: readonly number[] };

export function placeKey(place: UnreadPlace, ownUserId: number): string {
  return place.type === 'stream' ? topicKey(place.streamId, place.topic) : dmKey(place.userIds, ownUserId);
}

/** The conversation `key` (placeKey of `place`) names, holding `ids`. */
function conversationAt(key: string, place: UnreadPlace, ids: readonly number[]): UnreadConversation {
  if (place.type === 'stream') return { key, streamId: place.streamId, topic: place.topic, userIds: [], ids };
  const userIds = key.slice('dm:'.length).split(',').map(Number);
  return { key, streamId: null, topic: '', userIds, ids };
}

function idList(value: unknown): number[] {
  return Array.isArray(value) ? value.filter((id): id is number => typeof id === 'number') : [];
}

/**
 * mergeIds([], idList(value)): the numbers of a list, ascending and without repeats. Register sends
 * them so already, which one pass checks before a plain copy.
 */
function ascendingIds(value: unknown): number[] {
  if (!Array.isArray(value)) return [];
  const list: readonly unknown[] = value;
  let previous = -Infinity;
  for (let i = 0; i < list.length; i++) {
    const id = list[i];
    if (typeof id !== 'number' || !(id > previous)) return mergeIds([], idList(list));
    previous = id;
  }
  return list.slice() as number[];
}

function records(value: unknown): Record<string, unknown>[] {
  return Array.isArray(value) ? value.filter(isRecord) : [];
}

export function unreadFromSnapshot(snapshot: Snapshot): UnreadState {
  const ownUserId = readNumber(snapshot, 'user_id');
  const raw = snapshot.unread_msgs;
  if (ownUserId === undefined || !isRecord(raw)) return initialUnread;
  const conversations = new Map<string, UnreadConversation>();
  // Ids arrive ascending, each conversation once: its list is taken as it is, merged only on a repeat.
  const file = (place: UnreadPlace, ids: number[]) => {
    if (ids.length === 0) return;
    const key = placeKey(place, ownUserId);
    const known = conversations.get(key);
    if (known === undefined) conversations.set(key, conversationAt(key, place, ids));
    else conversations.set(key, { ...known, ids: mergeIds(known.ids, ids) });
  };
  for (const entry of records(raw.streams)) {
    if (typeof entry.stream_id !== 'number' || typeof entry.topic !== 'string') continue;
    const place: UnreadPlace = { type: 'stream', streamId: entry.stream_id, topic: entry.topic };
    file(place, ascendingIds(entry.unread_message_ids));
  }
  for (const entry of records(raw.pms)) {
    const other = typeof entry.other_user_id === 'number' ? entry.other_user_id : entry.sender_id;
    if (typeof other !== 'number') continue;
    file({ type: 'dm', userIds: [other] }, ascendingIds(entry.unread_message_ids));
  }
  for (const entry of records(raw.huddles)) {
    if (typeof entry.user_ids_string !== 'string') continue;
    const userIds = entry.user_ids_string.split(',').map(Number).filter(Number.isInteger);
    file({ type: 'dm', userIds }, ascendingIds(entry.unread_message_ids));
  }
  return {
    conversations: PersistentMap.from(conversations),
    mentions: ascendingIds(raw.mentions),
    oldUnreadsMissing: raw.old_unreads_missing === true,
  };
}

/**
 * Which conversation each unread id is in, so that marking messages read does not scan every
 * conversation. It is derived data, kept beside the conversations map it describes: a change hands
 * the index on to the new map (and forgets the old map's, rebuilt if that map is ever used again).
 */
const indexes = new WeakMap<object, Map<number, string>>();

function indexFor(conversations: UnreadState['conversations']): Map<number, string> {
  let index = indexes.get(conversations);
  if (index === undefined) {
    const built = new Map<number, string>();
    conversations.forEach((conversation) => {
      for (const id of conversation.ids) built.set(id, conversation.key);
    });
    indexes.set(conversations, (index = built));
  }
  return index;
}

function handOnIndex(
  from: UnreadState['conversations'],
  to: UnreadState['conversations'],
): Map<number, string> {
  const index = indexFor(from);
  if (from !== to) {
    indexes.delete(from);
    indexes.set(to, index);
  }
  return index;
}

/** Ascending union of an ascending list and any list. */
export function mergeIds(sorted: readonly number[], more: readonly number[]): number[] {
  // The common case: one new message, newer than every unread one.
  const last = sorted[sorted.length - 1];
  if (more.length === 1 && (last === undefined || (more[0] as number) > last)) {
    const next = writableArray(sorted);
    next.push(more[0] as number);
    return next;
  }
  // Register lists each conversation's ids ascending, all of them new.
  if (strictlyAscendingAfter(more, last)) return sorted.length === 0 ? [...more] : [...sorted, ...more];
  const all = new Set(sorted);
  let added = false;
  for (const id of more) {
    if (all.has(id)) continue;
    all.add(id);
    added = true;
  }
  return added || sorted.length !== all.size ? [...all].sort((a, b) => a - b) : [...sorted];
}

function strictlyAscendingAfter(ids: readonly number[], after: number | undefined): boolean {
  let previous = after ?? -Infinity;
  for (const id of ids) {
    if (!(id > previous)) return false;
    previous = id;
  }
  return true;
}

/** Adds ids to their conversations (creating them), returning the new map. */
export function addUnread(
  conversations: UnreadState['conversations'],
  place: UnreadPlace,
  ids: readonly number[],
  ownUserId: number,
): UnreadState['conversations'] {
  if (ids.length === 0) return conversations;
  const key = placeKey(place, ownUserId);
  const existing = conversations.get(key);
  const conversation = existing ?? conversationAt(key, place, []);
  // Read before merging: inside a batch mergeIds may append to this very array.
  const before = conversation.ids.length;
  const merged = mergeIds(conversation.ids, ids);
  if (merged.length === before && existing !== undefined) return conversations;
  const next = conversations.set(key, { ...conversation, ids: merged });
  const index = handOnIndex(conversations, next);
  for (const id of ids) index.set(id, key);
  return next;
}

/**
 * Removes ids wherever they are. Returns the new state and, per removed id, the conversation it
 * was in (moves refile them from there).
 */
export function removeUnread(
  state: UnreadState,
  ids: ReadonlySet<number>,
): { state: UnreadState; removedFrom: Map<number, UnreadConversation> } {
  const removedFrom = new Map<number, UnreadConversation>();
  if (ids.size === 0) return { state, removedFrom };
  const index = indexFor(state.conversations);
  const touched = new Set<string>();
  for (const id of ids) {
    const key = index.get(id);
    if (key !== undefined) touched.add(key);
  }
  let conversations = state.conversations;
  for (const key of touched) {
    const conversation = conversations.get(key);
    if (conversation === undefined) continue;
    const kept = conversation.ids.filter((id) => !ids.has(id));
    if (kept.length === conversation.ids.length) continue;
    for (const id of conversation.ids) if (ids.has(id)) removedFrom.set(id, conversation);
    conversations =
      kept.length === 0 ? conversations.delete(key) : conversations.set(key, { ...conversation, ids: kept });
  }
  if (removedFrom.size > 0) {
    handOnIndex(state.conversations, conversations);
    for (const id of removedFrom.keys()) index.delete(id);
  }
  const mentions = state.mentions.some((id) => ids.has(id))
    ? state.mentions.filter((id) => !ids.has(id))
    : state.mentions;
  if (conversations === state.conversations && mentions === state.mentions) return { state, removedFrom };
  return { state: { ...state, conversations, mentions }, removedFrom };
}

/** Whether a message id is unread anywhere. */
export function isUnread(state: UnreadState, id: number): boolean {
  return indexFor(state.conversations).has(id);
}
