// A registered device of the user, for push notifications (feature level 468+).
import { z } from 'zod';

export const device = z.looseObject({
  device_id: z.number(),
  push_key_id: z.number(),
  // null when the token expired.
  push_token_id: z.string().nullable(),
  // Set while a registration is in progress, null once registered.
  pending_push_token_id: z.string().nullable(),
  push_token_last_updated_timestamp: z.number(),
  push_registration_error_code: z.string().nullable(),
});
export type Device = z.infer<typeof device>;
