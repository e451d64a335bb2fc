// A file the user uploaded. Its URL is {server_url}/user_uploads/{path_id}.
import { z } from 'zod';

export const attachment = z.looseObject({
  id: z.number(),
  name: z.string(),
  path_id: z.string(),
  size: z.number(),
  create_time: z.number(),
  // Messages (by any user) that reference the file.
  message_ids: z.array(z.number()),
});
export type Attachment = z.infer<typeof attachment>;

/** attachment/remove carries only the ID. */
export const removedAttachment = z.looseObject({ id: z.number() });
