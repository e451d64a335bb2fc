// A user's status text and emoji. Register keys these by user ID; events name the user.
import { z } from 'zod';

/** The status fields. In events only changed keys are present, and "" means cleared. */
export const userStatusFields = z.looseObject({
  status_text: z.string().optional(),
  emoji_name: z.string().optional(),
  emoji_code: z.string().optional(),
  reaction_type: z.string().optional(),
  /** Deprecated: equals !presence_enabled. */
  away: z.boolean().optional(),
});
export type UserStatusFields = z.infer<typeof userStatusFields>;

export const userStatus = userStatusFields.extend({ user_id: z.number() });
export type UserStatus = z.infer<typeof userStatus>;

/** register's user_status: user-ID string → status fields. */
export const userStatusMap = z.record(z.string(), userStatusFields);
export type UserStatusMap = z.infer<typeof userStatusMap>;
