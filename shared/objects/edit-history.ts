// One entry of message.edit_history (most recent first). Only what changed is present.
import { z } from 'zod';

export const editHistoryEntry = z.looseObject({
  // null when the change was not made by a user (e.g. an automated move).
  user_id: z.number().nullable(),
  timestamp: z.number(),
  prev_content: z.string().optional(),
  prev_rendered_content: z.string().optional(),
  prev_stream: z.number().optional(),
  stream: z.number().optional(),
  prev_topic: z.string().optional(),
  topic: z.string().optional(),
});
export type EditHistoryEntry = z.infer<typeof editHistoryEntry>;
