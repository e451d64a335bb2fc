// Unread slice: the ids of unread messages per conversation (channel topic or direct conversation)
// and the unread ones that mention you, from register's unread_msgs and then kept by message and
// flag events (unread-events.ts). Counts and muting live in unread-counts.ts.
import { dmKey, topicKey } from './conversation-key';
import { Map as ImmutableMap } from 'immutable';
import { indexOfId } from './messages';
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
   * Where ids were filed since the register (new messages, moves, marking unread); read ids leave
   * it. With registerKeyById it spares marking messages read a scan of every conversation.
   */
  keyById: ImmutableMap<number, string>;
  /**
   * Where the register answer filed each id: a plain map built once and never changed, so it goes
   * stale as messages are read or moved. Both indexes only say where to look: `conversationOf`
   * checks the conversation's own ids, which alone decide what is unread.
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

/** Files ids that are not unread yet under their conversation (creating it). */
export function addUnread(
  state: UnreadState,
  place: UnreadPlace,
  ids: readonly number[],
  ownUserId: number,
): UnreadState {
  const key = placeKey(place, ownUserId);
  let { keyById, newestId } = state;
  const fresh: number[] = [];
  for (const id of ids) {
    if (id <= state.newestId && conversationOf(state, id) !== undefined) continue;
    keyById = keyById.set(id, key);
    newestId = Math.max(newestId, id);
    fresh.push(id);
  }
  if (fresh.length === 0) return state;
  const known = state.conversations.get(key) ?? conversationAt(key, place, []);
  const conversations = state.conversations.set(key, { ...known, ids: mergeIds(known.ids, fresh) });
  return { ...state, conversations, keyById, newestId };
}

/** `sorted` (ascending) without `ids`, or `sorted` itself when it holds none of them. */
function withoutIds(sorted: readonly number[], ids: ReadonlySet<number>): readonly number[] {
  for (const id of ids) {
    if (indexOfId(sorted, id) >= 0) return sorted.filter((kept) => !ids.has(kept));
  }
  return sorted;
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
  const mentions = withoutIds(state.mentions, ids);
  // The conversations holding any of the ids, each filtered once however many ids it loses.
  const touched = new Map<string, UnreadConversation>();
  for (const id of ids) {
    const conversation = conversationOf(state, id);
    if (conversation !== undefined) touched.set(conversation.key, conversation);
  }
  if (touched.size === 0) {
    return { state: mentions === state.mentions ? state : { ...state, mentions }, removedFrom };
  }
  let { conversations, keyById } = state;
  for (const [key, conversation] of touched) {
    const kept = conversation.ids.filter((id) => !ids.has(id));
    for (const id of conversation.ids) {
      if (!ids.has(id)) continue;
      removedFrom.set(id, conversation);
      keyById = keyById.delete(id);
    }
    conversations =
      kept.length === 0 ? conversations.delete(key) : conversations.set(key, { ...conversation, ids: kept });
  }
  return { state: { ...state, conversations, keyById, mentions }, removedFrom };
}

/** The conversation where `id` is unread, if it is. */
export function conversationOf(state: UnreadState, id: number): UnreadConversation | undefined {
  const key = state.keyById.get(id) ?? state.registerKeyById.get(id);
  const conversation = key === undefined ? undefined : state.conversations.get(key);
  return conversation !== undefined && indexOfId(conversation.ids, id) >= 0 ? conversation : undefined;
}

/** Whether a message id is unread anywhere. */
export function isUnread(state: UnreadState, id: number): boolean {
  return conversationOf(state, id) !== undefined;
}
