// A user the current user has muted (register's muted_users and the muted_users event).
import { z } from 'zod';

export const mutedUser = z.looseObject({
  id: z.number(),
  // When the mute was set, UNIX seconds.
  timestamp: z.number(),
});
export type MutedUser = z.infer<typeof mutedUser>;
