// Server-synchronized drafts (GET /drafts, register's drafts, drafts events).
import { z } from 'zod';

/** Draft.type values: "" for a draft with no recipient yet. */
export const DraftType = {
  Unaddressed: '',
  Stream: 'stream',
  Private: 'private',
} as const;

export const draft = z.looseObject({
  id: z.number(),
  type: z.string(),
  // One channel ID for channel drafts, user IDs for direct drafts, [] when unaddressed.
  to: z.array(z.number()),
  topic: z.string(),
  content: z.string(),
  // Filled in by the server on creation; very old servers may omit it.
  timestamp: z.number().optional(),
});
export type Draft = z.infer<typeof draft>;
