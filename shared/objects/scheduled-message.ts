// Messages the user scheduled for later, and reminders (register and their events).
import { z } from 'zod';

export const scheduledMessage = z.looseObject({
  scheduled_message_id: z.number(),
  // "stream" or "private".
  type: z.string(),
  // A channel ID for channel messages, user IDs for direct messages.
  to: z.union([z.number(), z.array(z.number())]),
  topic: z.string().optional(),
  content: z.string(),
  rendered_content: z.string(),
  scheduled_delivery_timestamp: z.number(),
  failed: z.boolean(),
});
export type ScheduledMessage = z.infer<typeof scheduledMessage>;

/** A reminder about an existing message, delivered to the user as a direct message. */
export const reminder = z.looseObject({
  reminder_id: z.number(),
  type: z.string(),
  to: z.array(z.number()),
  content: z.string(),
  rendered_content: z.string(),
  scheduled_delivery_timestamp: z.number(),
  failed: z.boolean(),
  reminder_target_message_id: z.number(),
});
export type Reminder = z.infer<typeof reminder>;
