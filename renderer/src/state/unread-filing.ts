// Filing unread ids under their conversations and finding them again. The conversations' id lists
// alone decide what is unread; the two indexes of UnreadState (unread.ts) only say where to look,
// so a stale index entry (a register id since read or moved) can never count a message twice.
import { indexOfId } from './messages';
import {
  conversationAt,
  mergeIds,
  placeKey,
  type UnreadConversation,
  type UnreadPlace,
  type UnreadState,
} from './unread';

const ROTATED_BELOW = 2 ** 30;

/**
 * The key of `id` in keyById. Immutable.js hashes a number to itself and walks its trie from the
 * lowest five bits up, so a batch's consecutive new ids would each take another branch, and every
 * batch would copy a hundred trie nodes to write thirty entries. Rotating the low five bits to the
 * top keeps neighbouring ids on one branch. One-to-one: ids below 2^30 map into [0, 2^30), any
 * other number is its own key.
 */
export function indexKey(id: number): number {
  if (!(Number.isInteger(id) && id >= 0 && id < ROTATED_BELOW)) return id;
  return (id >>> 5) | ((id & 31) << 25);
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
    keyById = keyById.set(indexKey(id), key);
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
      keyById = keyById.delete(indexKey(id));
    }
    conversations =
      kept.length === 0 ? conversations.delete(key) : conversations.set(key, { ...conversation, ids: kept });
  }
  return { state: { ...state, conversations, keyById, mentions }, removedFrom };
}

/** The conversation where `id` is unread, if it is. */
export function conversationOf(state: UnreadState, id: number): UnreadConversation | undefined {
  const key = state.keyById.get(indexKey(id)) ?? state.registerKeyById.get(id);
  const conversation = key === undefined ? undefined : state.conversations.get(key);
  return conversation !== undefined && indexOfId(conversation.ids, id) >= 0 ? conversation : undefined;
}

/** Whether a message id is unread anywhere. */
export function isUnread(state: UnreadState, id: number): boolean {
  return conversationOf(state, id) !== undefined;
}
