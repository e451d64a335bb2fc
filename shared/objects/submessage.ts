// Submessages carry widget state (polls, todo lists) attached to a message.
import { z } from 'zod';

export const submessage = z.looseObject({
  id: z.number(),
  message_id: z.number(),
  sender_id: z.number(),
  msg_type: z.string(),
  // Usually JSON text whose meaning depends on msg_type and the widget.
  content: z.string(),
});
export type Submessage = z.infer<typeof submessage>;
