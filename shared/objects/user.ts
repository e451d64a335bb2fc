// A user (person or bot) as GET /users, register's realm_users and realm_user/add carry it.
import { z } from 'zod';

/** Role integers. Servers may add roles, so `role` itself is any number. */
export const Role = {
  Owner: 100,
  Administrator: 200,
  Moderator: 300,
  Member: 400,
  Guest: 600,
} as const;
export type KnownRole = (typeof Role)[keyof typeof Role];

/** bot_type integers (null for people). */
export const BotType = {
  Generic: 1,
  IncomingWebhook: 2,
  OutgoingWebhook: 3,
  Embedded: 4,
} as const;

/** avatar_source letters of the avatar-change person form. */
export const AvatarSource = {
  Gravatar: 'G',
  Identicon: 'J',
  Uploaded: 'U',
} as const;

/** One custom-profile-field value of a user; `value` may be absent or null when unset. */
export const profileFieldValue = z.looseObject({
  value: z.string().nullish(),
  rendered_value: z.string().optional(),
});
export type ProfileFieldValue = z.infer<typeof profileFieldValue>;

/** Keyed by the custom profile field's ID (as a string, since it is a JSON object key). */
export const profileData = z.record(z.string(), profileFieldValue);
export type ProfileData = z.infer<typeof profileData>;

export const user = z.looseObject({
  user_id: z.number(),
  email: z.string(),
  // null when the viewer may not see the real address; absent on very old servers.
  delivery_email: z.string().nullish(),
  full_name: z.string(),
  date_joined: z.string(),
  is_active: z.boolean(),
  is_owner: z.boolean(),
  is_admin: z.boolean(),
  is_guest: z.boolean(),
  is_bot: z.boolean(),
  is_imported_stub: z.boolean().optional(),
  // null with client_gravatar; may be left out with user_avatar_url_field_optional.
  avatar_url: z.string().nullish(),
  avatar_version: z.number().optional(),
  bot_type: z.number().nullish(),
  bot_owner_id: z.number().nullish(),
  is_system_bot: z.boolean().optional(),
  role: z.number(),
  timezone: z.string(),
  profile_data: profileData.optional(),
});
export type User = z.infer<typeof user>;
