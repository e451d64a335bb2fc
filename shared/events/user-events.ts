// Events about users: people and bots joining or changing, presence, status and personal settings.
import { z } from 'zod';
import {
  customProfileField,
  legacyClientPresence,
  mutedUser,
  presenceMap,
  user,
  userStatusFields,
} from '../objects';
import { eventOf, opEventOf, scalarValue } from './define';

/**
 * realm_user/update's person: user_id plus one group of changed fields (full name; avatar; time
 * zone; bot owner; role; delivery email; one custom profile field; API email; is_active; first
 * login of an imported user). Modelled as one loose object so a new form still parses.
 */
export const personUpdate = z.looseObject({
  user_id: z.number(),
  full_name: z.string().optional(),
  avatar_url: z.string().nullish(),
  avatar_source: z.string().optional(),
  avatar_url_medium: z.string().nullish(),
  avatar_version: z.number().optional(),
  timezone: z.string().optional(),
  /** Deprecated; sent with the time-zone form. */
  email: z.string().optional(),
  bot_owner_id: z.number().nullish(),
  role: z.number().optional(),
  delivery_email: z.string().nullish(),
  custom_profile_field: z
    .looseObject({ id: z.number(), value: z.string().nullable(), rendered_value: z.string().optional() })
    .optional(),
  new_email: z.string().optional(),
  is_active: z.boolean().optional(),
  is_imported_stub: z.boolean().optional(),
  date_joined: z.string().optional(),
});
export type PersonUpdate = z.infer<typeof personUpdate>;

// Two forms share the type. Modern: `presences`, many users keyed by user-ID string. Legacy: one
// `user_id` with `presence` keyed by client name. One object with both groups optional (rather than a
// union) lets consumers test `event.presences !== undefined` and get typed fields either way.
const presenceEvent = eventOf('presence', {
  presences: presenceMap.optional(),
  user_id: z.number().optional(),
  /** Deprecated. */
  email: z.string().optional(),
  server_timestamp: z.number().optional(),
  presence: z.record(z.string(), legacyClientPresence).optional(),
}).refine((ev) => ev.presences !== undefined || (ev.user_id !== undefined && ev.presence !== undefined), {
  message: 'needs presences, or user_id with presence',
});

export const userEvents = {
  'realm_user/add': opEventOf('realm_user', 'add', { person: user }),
  /** Only to guests who lose access to a user; deactivation arrives as an update. */
  'realm_user/remove': opEventOf('realm_user', 'remove', {
    person: z.looseObject({ user_id: z.number(), full_name: z.string().optional() }),
  }),
  'realm_user/update': opEventOf('realm_user', 'update', { person: personUpdate }),
  'user_settings/update': opEventOf('user_settings', 'update', {
    property: z.string(),
    value: scalarValue,
    // Only with property default_language: the language's English name.
    language_name: z.string().optional(),
  }),
  /** Legacy form of user_settings/update for display settings (no user_settings_object capability). */
  update_display_settings: eventOf('update_display_settings', {
    user: z.string().optional(),
    setting_name: z.string(),
    setting: scalarValue,
    language_name: z.string().optional(),
  }),
  /** Legacy form of user_settings/update for notification settings. */
  update_global_notifications: eventOf('update_global_notifications', {
    user: z.string().optional(),
    notification_name: z.string(),
    setting: scalarValue,
  }),
  /** Only changed status keys are present; "" means cleared. */
  user_status: eventOf('user_status', { user_id: z.number(), ...userStatusFields.shape }),
  user_topic: eventOf('user_topic', {
    stream_id: z.number(),
    topic_name: z.string(),
    last_updated: z.number(),
    visibility_policy: z.number(),
  }),
  /** Legacy: the full list of muted topics as [channel_name, topic, timestamp?] tuples. */
  muted_topics: eventOf('muted_topics', {
    muted_topics: z.array(z.array(z.union([z.string(), z.number()]))),
  }),
  muted_users: eventOf('muted_users', { muted_users: z.array(mutedUser) }),
  presence: presenceEvent,
  alert_words: eventOf('alert_words', { alert_words: z.array(z.string()) }),
  custom_profile_fields: eventOf('custom_profile_fields', { fields: z.array(customProfileField) }),
};
