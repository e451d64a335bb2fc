// Messages slice: every message the renderer holds, by id, and per narrow the one contiguous range
// of ids fetched so far. GET /messages fills ranges (messages-fetch.ts); events keep them live
// (message-events.ts). A fresh register empties the slice: events may have been missed, so each
// open view fetches its narrow again.
import type { FetchedMessage } from '../../../shared/api/messages';
import type { MessageLike, Narrow } from './narrow';
import { Map as ImmutableMap } from 'immutable';
import type { Snapshot } from './snapshot-read';
import type { Highlights } from './search-highlights';

/** A message with the current user's flags, as GET /messages returns it. */
export type StoredMessage = FetchedMessage;

export interface NarrowRange {
  narrow: Narrow;
  /** Ascending. Every id here has its message in `byId`. */
  ids: readonly number[];
  /** Nothing older exists in the narrow. */
  foundOldest: boolean;
  /** Nothing newer exists; only then do new messages from events join the range. */
  foundNewest: boolean;
  /** A search's matches as the server marked them (search-highlights.ts). */
  highlights?: Highlights;
}

export interface MessagesState {
  byId: ImmutableMap<number, StoredMessage>;
  /** By narrowKey(narrow). */
  narrows: Readonly<Record<string, NarrowRange>>;
  /**
   * Ids of messages kept in `byId` though no loaded range took them, oldest first: they arrived
   * while a fetch was in flight (message-arrivals.ts).
   */
  unattached?: readonly number[];
  /** GET /messages requests in flight (for this register). */
  fetchesInFlight?: number;
}

export const UNATTACHED_LIMIT = 500;

export const initialMessages: MessagesState = { byId: ImmutableMap(), narrows: {} };

export function messagesFromSnapshot(_snapshot: Snapshot): MessagesState {
  return initialMessages;
}

/** What message handlers need from other slices. */
export interface MessageContext {
  ownUserId: number;
  /** Whether the feed leaves the message out (muted channel or topic). */
  isMuted(message: MessageLike): boolean;
  /** Whether the message's topic is followed (a search's is:followed); unknown without it. */
  isFollowed?: (message: MessageLike) => boolean;
  channelName(streamId: number): string | undefined;
}

/** Index of `id` in ascending `ids`, or -1. */
export function indexOfId(ids: readonly number[], id: number): number {
  let low = 0;
  let high = ids.length - 1;
  while (low <= high) {
    const mid = (low + high) >> 1;
    const value = ids[mid] as number;
    if (value === id) return mid;
    if (value < id) low = mid + 1;
    else high = mid - 1;
  }
  return -1;
}

/** `ids` with `id` added in order (the same array when already present). */
export function insertId(ids: readonly number[], id: number): readonly number[] {
  const last = ids[ids.length - 1];
  // The common case: a new message is the newest.
  if (last === undefined || id > last) return [...ids, id];
  if (indexOfId(ids, id) >= 0) return ids;
  let at = 0;
  while (at < ids.length && (ids[at] as number) < id) at++;
  return [...ids.slice(0, at), id, ...ids.slice(at)];
}

/** Whether a message with this id would fall inside what the range covers. */
export function rangeCovers(range: NarrowRange, id: number): boolean {
  const first = range.ids[0];
  const last = range.ids[range.ids.length - 1];
  if (first === undefined || last === undefined) return range.foundOldest && range.foundNewest;
  return (id >= first || range.foundOldest) && (id <= last || range.foundNewest);
}

/** `byId` with a message changed, or the same map when `update` changes nothing. */
export function updateMessage(
  byId: MessagesState['byId'],
  id: number,
  update: (message: StoredMessage) => StoredMessage,
): MessagesState['byId'] {
  const message = byId.get(id);
  if (message === undefined) return byId;
  const next = update(message);
  return next === message ? byId : byId.set(id, next);
}
