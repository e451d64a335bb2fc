// Organization-defined profile fields (custom_profile_fields in register and events).
import { z } from 'zod';

/** Field type integers; servers may add more, so `type` is any number. */
export const CustomProfileFieldType = {
  ShortText: 1,
  LongText: 2,
  Select: 3,
  Date: 4,
  Link: 5,
  User: 6,
  ExternalAccount: 7,
  Pronouns: 8,
} as const;

export const customProfileField = z.looseObject({
  id: z.number(),
  type: z.number(),
  order: z.number(),
  name: z.string(),
  hint: z.string(),
  // JSON text: dropdown choices for Select; format of ExternalAccount is not stable.
  field_data: z.string(),
  // Only sent when true.
  display_in_profile_summary: z.boolean().optional(),
  required: z.boolean().optional(),
  editable_by_user: z.boolean().optional(),
  // Only sent when true; only for ShortText and ExternalAccount.
  use_for_user_matching: z.boolean().optional(),
});
export type CustomProfileField = z.infer<typeof customProfileField>;
