// The user's visibility policy for one topic (mute, unmute, follow).
import { z } from 'zod';

/** visibility_policy integers; servers may add more, so the field is any number. */
export const VisibilityPolicy = {
  None: 0,
  Muted: 1,
  Unmuted: 2,
  Followed: 3,
} as const;
export type KnownVisibilityPolicy = (typeof VisibilityPolicy)[keyof typeof VisibilityPolicy];

export const userTopic = z.looseObject({
  stream_id: z.number(),
  topic_name: z.string(),
  last_updated: z.number(),
  visibility_policy: z.number(),
});
export type UserTopic = z.infer<typeof userTopic>;
