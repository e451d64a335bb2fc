// Events about organization-wide configuration.
import { z } from 'zod';
import { realmEmoji, realmEmojiMap } from '../objects';
import { eventOf, opEventOf, scalarValue } from './define';

/** A bot as realm_bot events carry it; add sends more fields than update, so all but user_id are optional. */
export const realmBot = z.looseObject({
  user_id: z.number(),
  full_name: z.string().optional(),
  email: z.string().optional(),
  bot_type: z.number().optional(),
  owner_id: z.number().nullish(),
  is_active: z.boolean().optional(),
  avatar_url: z.string().nullish(),
  default_all_public_streams: z.boolean().optional(),
  default_events_register_stream: z.string().nullish(),
  default_sending_stream: z.string().nullish(),
  services: z.array(z.record(z.string(), z.unknown())).optional(),
});

const realmDomain = z.looseObject({ domain: z.string(), allow_subdomains: z.boolean() });

export const realmLinkifier = z.looseObject({
  id: z.number(),
  pattern: z.string(),
  url_template: z.string(),
  example_input: z.string().nullish(),
  reverse_template: z.string().nullish(),
  alternative_url_templates: z.array(z.string()).optional(),
});

export const realmEvents = {
  /**
   * One organization setting changed. `value` is left unchecked: organization properties come and
   * go between server versions and consumers look each one up by `property` anyway.
   */
  'realm/update': opEventOf('realm', 'update', {
    property: z.string(),
    value: z.unknown(),
    rendered_description: z.string().nullish(),
  }),
  /** Several related settings at once; `property` names the group ("default", "icon", "logo", …). */
  'realm/update_dict': opEventOf('realm', 'update_dict', {
    property: z.string(),
    data: z.record(z.string(), z.unknown()),
  }),
  /** The organization was deactivated; a 401 REALM_DEACTIVATED follows. */
  'realm/deactivated': opEventOf('realm', 'deactivated', { realm_id: z.number() }),
  /** The whole emoji set (clients without individual_emoji_changes). */
  'realm_emoji/update': opEventOf('realm_emoji', 'update', { realm_emoji: realmEmojiMap }),
  'realm_emoji/add': opEventOf('realm_emoji', 'add', { emoji: realmEmoji }),
  'realm_emoji/update_one': opEventOf('realm_emoji', 'update_one', {
    emoji_id: z.string(),
    data: z.looseObject({ deactivated: z.boolean().optional() }),
  }),
  'realm_bot/add': opEventOf('realm_bot', 'add', { bot: realmBot }),
  'realm_bot/update': opEventOf('realm_bot', 'update', { bot: realmBot }),
  'realm_bot/delete': opEventOf('realm_bot', 'delete', { bot: z.looseObject({ user_id: z.number() }) }),
  'realm_user_settings_defaults/update': opEventOf('realm_user_settings_defaults', 'update', {
    property: z.string(),
    value: scalarValue,
  }),
  realm_linkifiers: eventOf('realm_linkifiers', { realm_linkifiers: z.array(realmLinkifier) }),
  realm_playgrounds: eventOf('realm_playgrounds', {
    realm_playgrounds: z.array(
      z.looseObject({
        id: z.number(),
        name: z.string(),
        pygments_language: z.string(),
        url_template: z.string(),
      }),
    ),
  }),
  'realm_domains/add': opEventOf('realm_domains', 'add', { realm_domain: realmDomain }),
  'realm_domains/change': opEventOf('realm_domains', 'change', { realm_domain: realmDomain }),
  'realm_domains/remove': opEventOf('realm_domains', 'remove', { domain: z.string() }),
  realm_export: eventOf('realm_export', { exports: z.array(z.record(z.string(), z.unknown())) }),
  realm_export_consent: eventOf('realm_export_consent', { user_id: z.number(), consented: z.boolean() }),
  /** Invitations changed; refetch GET /invites. Carries nothing else. */
  invites_changed: eventOf('invites_changed', {}),
  /**
   * The has_<provider>_token family (has_zoom_token, has_webex_token, …): the user completed or
   * revoked a video-call integration's OAuth flow. One kind for the family; `type` names the provider.
   */
  has_token: z.looseObject({
    id: z.number(),
    type: z.templateLiteral(['has_', z.string(), '_token']),
    value: z.boolean(),
  }),
};
