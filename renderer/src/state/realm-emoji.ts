// Realm emoji slice: the organization's custom emoji by ID (a string on the wire). Deactivated
// emoji stay, since old messages and reactions still show them.
import type { EventOfKind } from '../../../shared/events';
import type { RealmEmoji } from '../../../shared/objects';
import { patched, sameJson } from './same-json';
import { isRecord, type Snapshot } from './snapshot-read';

export interface RealmEmojiState {
  byId: Readonly<Record<string, RealmEmoji>>;
}

export const initialRealmEmoji: RealmEmojiState = { byId: {} };

export function realmEmojiFromSnapshot(snapshot: Snapshot): RealmEmojiState {
  const value = snapshot.realm_emoji;
  if (!isRecord(value)) return initialRealmEmoji;
  const byId: Record<string, RealmEmoji> = {};
  for (const [id, emoji] of Object.entries(value)) {
    if (isRecord(emoji) && typeof emoji.name === 'string') byId[id] = emoji as RealmEmoji;
  }
  return { byId };
}

/** The whole set (clients without individual_emoji_changes). */
export function handleRealmEmojiUpdate(
  state: RealmEmojiState,
  event: EventOfKind<'realm_emoji/update'>,
): RealmEmojiState {
  return sameJson(state.byId, event.realm_emoji) ? state : { byId: event.realm_emoji };
}

export function handleRealmEmojiAdd(
  state: RealmEmojiState,
  event: EventOfKind<'realm_emoji/add'>,
): RealmEmojiState {
  const emoji = event.emoji;
  return sameJson(state.byId[emoji.id], emoji) ? state : { byId: { ...state.byId, [emoji.id]: emoji } };
}

export function handleRealmEmojiUpdateOne(
  state: RealmEmojiState,
  event: EventOfKind<'realm_emoji/update_one'>,
): RealmEmojiState {
  const emoji = state.byId[event.emoji_id];
  if (emoji === undefined) return state;
  const next = patched(emoji, event.data);
  return next === emoji ? state : { byId: { ...state.byId, [event.emoji_id]: next } };
}
