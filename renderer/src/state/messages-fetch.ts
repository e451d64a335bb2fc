// GET /messages results entering the messages slice. The request runs through React Query; its
// answer comes here, because from then on events keep these messages live.
import { messageMatchesNarrow, narrowKey, type Narrow } from './narrow';
import { indexOfId, type MessageContext, type MessagesState, type StoredMessage } from './messages';
import { withFetchEnded, withFetchStarted } from './message-arrivals';
import { messageContext } from './message-context';
import { splitHighlights, withHighlights } from './search-highlights';
import type { AppStoreApi } from './store';

/** initial: a fresh range around the anchor; older/newer: extend the loaded range. */
export type FetchDirection = 'initial' | 'older' | 'newer';

export interface FetchResult {
  messages: readonly StoredMessage[];
  foundOldest: boolean;
  foundNewest: boolean;
}

export function withFetchedMessages(
  state: MessagesState,
  narrow: Narrow,
  direction: FetchDirection,
  result: FetchResult,
  ctx: MessageContext,
): MessagesState {
  const key = narrowKey(narrow);
  const range = state.narrows[key];
  // The range went away meanwhile (a new register, or a move left a hole): this page is stale.
  if (direction !== 'initial' && range === undefined) return state;

  let byId = state.byId;
  const fetched: number[] = [];
  // A search's marks stay with its range; the store keeps the message as every view shows it.
  const { messages, highlights } = splitHighlights(result.messages);
  for (const message of messages) {
    // A copy we already hold has had every event since it arrived, so it is at least as fresh.
    if (!byId.has(message.id)) byId = byId.set(message.id, message);
    fetched.push(message.id);
  }
  fetched.sort((a, b) => a - b);

  const before = range?.ids ?? [];
  let ids: number[];
  if (direction === 'initial') ids = dedupe(fetched);
  else if (direction === 'older') ids = [...fetched.filter((id) => id < (before[0] ?? Infinity)), ...before];
  else ids = [...before, ...fetched.filter((id) => id > (before[before.length - 1] ?? -Infinity))];
  ids = dedupe(ids);

  const foundOldest = direction === 'newer' ? (range?.foundOldest ?? false) : result.foundOldest;
  const foundNewest = direction === 'older' ? (range?.foundNewest ?? false) : result.foundNewest;
  if (foundNewest && direction !== 'older') ids = withArrivedSince(ids, state.byId, narrow, ctx);

  const kept =
    direction === 'initial' || range?.highlights === undefined ? {} : { highlights: range.highlights };
  const next = withHighlights({ narrow, ids, foundOldest, foundNewest, ...kept }, highlights);
  return { ...state, byId, narrows: { ...state.narrows, [key]: next } };
}

function dedupe(sorted: number[]): number[] {
  return sorted.filter((id, i) => i === 0 || sorted[i - 1] !== id);
}

/**
 * Messages that arrived by event while the request was in flight: newer than anything the server
 * answered with, so it could not have included them.
 */
function withArrivedSince(
  ids: number[],
  held: MessagesState['byId'],
  narrow: Narrow,
  ctx: MessageContext,
): number[] {
  const newest = ids[ids.length - 1] ?? -Infinity;
  const extra = [...held.values()].filter(
    (message) =>
      message.id > newest &&
      indexOfId(ids, message.id) < 0 &&
      messageMatchesNarrow(message, narrow, ctx.ownUserId, ctx.isMuted, ctx.isFollowed),
  );
  if (extra.length === 0) return ids;
  return [...ids, ...extra.map((m) => m.id).sort((a, b) => a - b)];
}

/**
 * Puts a fetch result into the store, unless the store moved on to another register generation
 * or account since the request was made.
 */
export function storeFetchedMessages(
  store: AppStoreApi,
  generation: number | null,
  narrow: Narrow,
  direction: FetchDirection,
  result: FetchResult,
): void {
  const state = store.getState();
  if (state.sync.generation !== generation) return;
  const messages = withFetchedMessages(state.messages, narrow, direction, result, messageContext(state));
  if (messages !== state.messages) store.setState({ messages });
}

/**
 * Marks a GET /messages request as in flight, so that messages arriving meanwhile are kept for its
 * answer; the returned function ends it (once). A request that outlives its register ends nothing:
 * the new register started the slice over.
 */
export function beginMessageFetch(store: AppStoreApi): () => void {
  const generation = store.getState().sync.generation;
  store.setState((s) => ({ messages: withFetchStarted(s.messages) }));
  let ended = false;
  return () => {
    if (ended || store.getState().sync.generation !== generation) return;
    ended = true;
    store.setState((s) => ({ messages: withFetchEnded(s.messages) }));
  };
}
