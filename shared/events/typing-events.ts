// Typing notifications: composing a new message, and editing an existing one.
import { z } from 'zod';
import { opEventOf } from './define';

export const typingPerson = z.looseObject({
  user_id: z.number(),
  email: z.string(),
});
export type TypingPerson = z.infer<typeof typingPerson>;

const typingShape = {
  // "direct" or "stream" ("private" before feature level 215).
  message_type: z.string(),
  sender: typingPerson,
  // Direct messages only; includes the sender.
  recipients: z.array(typingPerson).optional(),
  // Channel messages only.
  stream_id: z.number().optional(),
  topic: z.string().optional(),
};

/** Where the edited message lives: a channel topic or a direct-message conversation. */
export const typingEditRecipient = z.looseObject({
  type: z.string(),
  channel_id: z.number().optional(),
  topic: z.string().optional(),
  user_ids: z.array(z.number()).optional(),
});

const typingEditShape = {
  sender_id: z.number(),
  message_id: z.number(),
  recipient: typingEditRecipient,
};

export const typingEvents = {
  'typing/start': opEventOf('typing', 'start', typingShape),
  'typing/stop': opEventOf('typing', 'stop', typingShape),
  'typing_edit_message/start': opEventOf('typing_edit_message', 'start', typingEditShape),
  'typing_edit_message/stop': opEventOf('typing_edit_message', 'stop', typingEditShape),
};
