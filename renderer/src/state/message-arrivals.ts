// Messages that arrive by event while no loaded range takes them. Nothing shows them, so normally
// they are not kept at all. The one reader is a GET /messages request in flight: the server may have
// answered it just before such a message was sent, and the answer then has to be completed from the
// store (withArrivedSince). So while a request is in flight, arrivals are kept (at most the newest
// UNATTACHED_LIMIT to twice that), and when the last request ends they are let go.
import { indexOfId, UNATTACHED_LIMIT, type MessagesState, type StoredMessage } from './messages';

/** `byId` without those of `ids` that no loaded range holds. */
function withoutUnheld(state: MessagesState, byId: MessagesState['byId'], ids: readonly number[]) {
  const ranges = Object.values(state.narrows);
  for (const id of ids) {
    if (!ranges.some((range) => indexOfId(range.ids, id) >= 0)) byId = byId.delete(id);
  }
  return byId;
}

/** A message no range took: kept while a request is in flight, else the state stays as it was. */
export function keepArrival(state: MessagesState, message: StoredMessage): MessagesState {
  if ((state.fetchesInFlight ?? 0) === 0) return state;
  let byId = state.byId.set(message.id, message);
  const unattached = [...(state.unattached ?? []), message.id];
  if (unattached.length > UNATTACHED_LIMIT * 2) {
    byId = withoutUnheld(state, byId, unattached.splice(0, unattached.length - UNATTACHED_LIMIT));
  }
  return { ...state, byId, unattached };
}

export function withFetchStarted(state: MessagesState): MessagesState {
  return { ...state, fetchesInFlight: (state.fetchesInFlight ?? 0) + 1 };
}

/** The last request in flight ending lets go of every arrival no range took meanwhile. */
export function withFetchEnded(state: MessagesState): MessagesState {
  const fetchesInFlight = Math.max(0, (state.fetchesInFlight ?? 0) - 1);
  if (fetchesInFlight > 0) return { ...state, fetchesInFlight };
  const byId = withoutUnheld(state, state.byId, state.unattached ?? []);
  return { ...state, byId, unattached: [], fetchesInFlight };
}
