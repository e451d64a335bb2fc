// A topic of a channel as GET /users/me/{stream_id}/topics lists it.
import { z } from 'zod';

export const topicEntry = z.looseObject({
  name: z.string(),
  // The newest message ID in the topic, usable to sort topics by recency.
  max_id: z.number(),
});
export type TopicEntry = z.infer<typeof topicEntry>;
