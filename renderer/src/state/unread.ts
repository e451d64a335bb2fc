// Unread slice: the ids of unread messages per conversation (channel topic or direct conversation)
// and the unread ones that mention you, from register's unread_msgs and then kept by message and
// flag events (unread-events.ts) through unread-filing.ts. Counts and muting live in unread-counts.ts.
import { dmKey, topicKey } from './conversation-key';
import { Map as ImmutableMap } from 'immutable';
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
  conversations: ImmutableMap<string, UnreadConversation>;
  /**
   * Where ids were filed since the register (new messages, moves, marking unread), by indexKey(id)
   * (unread-filing.ts); read ids leave it. With registerKeyById it spares marking messages read a
   * scan of every conversation.
   */
  keyById: ImmutableMap<number, string>;
  /**
   * Where the register answer filed each id: a plain map built once and never changed, so it goes
   * stale as messages are read or moved. Both indexes only say where to look: conversationOf
   * (unread-filing.ts) checks the conversation's own ids, which alone decide what is unread.
   */
  registerKeyById: ReadonlyMap<number, string>;
  /** The largest id ever filed (0 before any): a larger one, such as a new message's, is not unread. */
  newestId: number;
  /** Unread messages that mention you (personally or by wildcard), ascending. */
  mentions: readonly number[];
  /** The snapshot was capped: older unread messages exist that are not counted. */
  oldUnreadsMissing: boolean;
}

export const initialUnread: UnreadState = {
  conversations: ImmutableMap(),
  keyById: ImmutableMap(),
  registerKeyById: new Map(),
  newestId: 0,
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
export function conversationAt(key: string, place: UnreadPlace, ids: readonly number[]): UnreadConversation {
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
function ascendingIds(value: unknown): readonly number[] {
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
  const file = (place: UnreadPlace, ids: readonly number[]) => {
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
  // A plain map: an Immutable.js one of 50,000 ids took ten times as long to build.
  const registerKeyById = new Map<number, string>();
  let newestId = 0;
  for (const conversation of conversations.values()) {
    for (const id of conversation.ids) registerKeyById.set(id, conversation.key);
    newestId = Math.max(newestId, conversation.ids[conversation.ids.length - 1] ?? 0);
  }
  return {
    conversations: ImmutableMap(conversations),
    keyById: ImmutableMap(),
    registerKeyById,
    newestId,
    mentions: ascendingIds(raw.mentions),
    oldUnreadsMissing: raw.old_unreads_missing === true,
  };
}

/** Ascending union of an ascending list and any list (`sorted` itself when nothing is new). */
export function mergeIds(sorted: readonly number[], more: readonly number[]): readonly number[] {
  // The common cases: new messages, newer than every unread one (register lists them ascending).
  if (strictlyAscendingAfter(more, sorted[sorted.length - 1])) {
    return more.length === 0 ? sorted : [...sorted, ...more];
  }
  const all = new Set(sorted);
  for (const id of more) all.add(id);
  return all.size === sorted.length ? sorted : [...all].sort((a, b) => a - b);
}

function strictlyAscendingAfter(ids: readonly number[], after: number | undefined): boolean {
  let previous = after ?? -Infinity;
  for (const id of ids) {
    if (!(id > previous)) return false;
    previous = id;
  }
  return true;
}
