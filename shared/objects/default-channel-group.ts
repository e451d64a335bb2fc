// Default channel groups: named sets of channels offered to new users (experimental on the server).
import { z } from 'zod';

export const defaultChannelGroup = z.looseObject({
  id: z.number(),
  name: z.string(),
  description: z.string(),
  // Channel IDs.
  streams: z.array(z.number()),
});
export type DefaultChannelGroup = z.infer<typeof defaultChannelGroup>;
