// An emoji reaction on a message, as in message.reactions and reaction events.
import { z } from 'zod';

/** reaction_type values; the field accepts any string so a new kind does not drop the message. */
export const ReactionType = {
  Unicode: 'unicode_emoji',
  Realm: 'realm_emoji',
  ZulipExtra: 'zulip_extra_emoji',
} as const;

/** The deprecated embedded user of a reaction (re-added at feature level 339). */
export const reactionUser = z.looseObject({
  user_id: z.number(),
  email: z.string().optional(),
  full_name: z.string().optional(),
});

export const reaction = z.looseObject({
  emoji_name: z.string(),
  // unicode_emoji: dash-separated hex codepoints; realm_emoji: the custom emoji ID; extra: the name.
  emoji_code: z.string(),
  reaction_type: z.string(),
  user_id: z.number(),
  user: reactionUser.optional(),
});
export type Reaction = z.infer<typeof reaction>;
