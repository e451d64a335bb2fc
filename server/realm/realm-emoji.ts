// The organization's custom emoji on the reference server: enough for the client's picker and
// reactions (register's realm_emoji, the realm_emoji update event, reactions of type realm_emoji and
// an image at source_url). Real servers add them by multipart upload; here the control API adds them
// (tests, demo) and the image is a drawn badge, served with the avatars (static-files.ts).
import type { Realm } from './realm';

export interface RealmEmojiRecord {
  id: string;
  name: string;
  source_url: string;
  still_url: null;
  deactivated: boolean;
  author_id: number | null;
}

/** Zulip's rule for custom emoji names: lower-case letters, digits, '_' and '-', not ending in either. */
const NAME = /^[0-9a-z_-]*[0-9a-z]$/;

export const REALM_EMOJI_IMAGE = /^\/user_avatars\/emoji\/(\d+)\.svg$/;

/** register's realm_emoji: id → emoji, deactivated ones included (old reactions still show them). */
export function realmEmojiMap(realm: Realm): Record<string, RealmEmojiRecord> {
  return Object.fromEntries([...realm.emoji.values()].map((e) => [e.id, { ...e }]));
}

function announce(realm: Realm): void {
  realm.emit(realm.everyone(), { type: 'realm_emoji', op: 'update', realm_emoji: realmEmojiMap(realm) });
}

/** Adds an active custom emoji, or throws the real server's error for a bad or taken name. */
export function addRealmEmoji(realm: Realm, name: string, authorId: number | null): RealmEmojiRecord {
  if (!NAME.test(name))
    throw new Error(
      'Emoji names must contain only lowercase English letters, digits, spaces, dashes, and underscores.',
    );
  if ([...realm.emoji.values()].some((e) => e.name === name && !e.deactivated)) {
    throw new Error('A custom emoji with this name already exists.');
  }
  const id = String(realm.nextId('realm_emoji'));
  const emoji: RealmEmojiRecord = {
    id,
    name,
    source_url: `/user_avatars/emoji/${id}.svg`,
    still_url: null,
    deactivated: false,
    author_id: authorId,
  };
  realm.emoji.set(id, emoji);
  announce(realm);
  return emoji;
}

/** Deactivates a custom emoji (DELETE /realm/emoji/{name} on a real server). */
export function deactivateRealmEmoji(realm: Realm, name: string): void {
  const emoji = [...realm.emoji.values()].find((e) => e.name === name && !e.deactivated);
  if (!emoji) throw new Error('Emoji does not exist');
  emoji.deactivated = true;
  announce(realm);
}
