// Channel folders group channels in the sidebar (feature level 389+; `order` from 414).
import { z } from 'zod';

export const channelFolder = z.looseObject({
  id: z.number(),
  name: z.string(),
  // 0-indexed; lower displays first. Absent before feature level 414 (then sort by id).
  order: z.number().optional(),
  date_created: z.number().nullable(),
  creator_id: z.number().nullable(),
  description: z.string(),
  rendered_description: z.string(),
  is_archived: z.boolean(),
});
export type ChannelFolder = z.infer<typeof channelFolder>;
