// A custom emoji of the organization (register's realm_emoji values, realm_emoji events).
import { z } from 'zod';

export const realmEmoji = z.looseObject({
  // A string on the wire even though it is numeric.
  id: z.string(),
  name: z.string(),
  source_url: z.string(),
  // Static version of an animated emoji; null for static ones.
  still_url: z.string().nullish(),
  deactivated: z.boolean(),
  author_id: z.number().nullish(),
});
export type RealmEmoji = z.infer<typeof realmEmoji>;

/** register's realm_emoji and realm_emoji/update: emoji ID → emoji. */
export const realmEmojiMap = z.record(z.string(), realmEmoji);
export type RealmEmojiMap = z.infer<typeof realmEmojiMap>;
