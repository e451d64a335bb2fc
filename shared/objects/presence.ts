// Presence. The modern (slim) form is keyed by user ID; the legacy form is keyed by client name.
import { z } from 'zod';

/** One user's modern presence: last active and last idle times, UNIX seconds. */
export const presence = z.looseObject({
  active_timestamp: z.number(),
  idle_timestamp: z.number(),
});
export type Presence = z.infer<typeof presence>;

/** register's presences with slim_presence: user-ID string → presence. */
export const presenceMap = z.record(z.string(), presence);
export type PresenceMap = z.infer<typeof presenceMap>;

/** One client's entry in the legacy per-user presence push. */
export const legacyClientPresence = z.looseObject({
  client: z.string().optional(),
  // "active" or "idle"; kept open so a new status does not drop the event.
  status: z.string(),
  timestamp: z.number(),
  pushable: z.boolean().optional(),
});
export type LegacyClientPresence = z.infer<typeof legacyClientPresence>;
