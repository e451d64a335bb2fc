// Unauthenticated operations a sign-in screen uses (notes §10).
import { z } from 'zod';
import { defineOperation } from './operation';

export const serverSettingsResponse = z.looseObject({
  zulip_feature_level: z.number().int().default(0),
  zulip_version: z.string(),
  zulip_merge_base: z.string().optional(),
  push_notifications_enabled: z.boolean().optional(),
  is_incompatible: z.boolean().optional(),
  email_auth_enabled: z.boolean().optional(),
  require_email_format_usernames: z.boolean().optional(),
  authentication_methods: z.record(z.string(), z.boolean()).optional(),
  external_authentication_methods: z
    .array(
      z.looseObject({
        name: z.string(),
        display_name: z.string(),
        display_icon: z.string().nullable(),
        login_url: z.string(),
        signup_url: z.string(),
      }),
    )
    .optional(),
  realm_url: z.string().optional(),
  realm_uri: z.string().optional(),
  realm_name: z.string().optional(),
  realm_icon: z.string().optional(),
  realm_description: z.string().optional(),
  realm_web_public_access_enabled: z.boolean().optional(),
});
export type ServerSettings = z.infer<typeof serverSettingsResponse>;

export const getServerSettings = defineOperation({
  name: 'getServerSettings',
  method: 'GET',
  path: '/server_settings',
  summary: 'What a login screen needs: realm name, icon, versions, sign-in methods',
  auth: 'none',
  params: z.object({}),
  response: serverSettingsResponse,
});

export const fetchApiKey = defineOperation({
  name: 'fetchApiKey',
  method: 'POST',
  path: '/fetch_api_key',
  summary: 'Exchange a username and password for an API key',
  auth: 'none',
  params: z.object({ username: z.string(), password: z.string() }),
  response: z.looseObject({ api_key: z.string(), email: z.string(), user_id: z.number().int().optional() }),
});
