// One wire-shaped payload per organization-level event kind, written from the spec and notes.
const emoji = {
  id: '7',
  name: 'party_parrot',
  source_url: '/user_avatars/2/emoji/images/7.gif',
  still_url: '/user_avatars/2/emoji/images/still/7.png',
  deactivated: false,
  author_id: 10,
};
const domain = { domain: 'example.org', allow_subdomains: true };

export const realmSamples = {
  'realm/update': { type: 'realm', id: 121, op: 'update', property: 'name', value: 'Chat Inc' },
  'realm/update_dict': {
    type: 'realm',
    id: 122,
    op: 'update_dict',
    property: 'default',
    data: { allow_message_editing: false },
  },
  'realm/deactivated': { type: 'realm', id: 123, op: 'deactivated', realm_id: 2 },
  'realm_emoji/update': { type: 'realm_emoji', id: 124, op: 'update', realm_emoji: { '7': emoji } },
  'realm_emoji/add': { type: 'realm_emoji', id: 125, op: 'add', emoji },
  'realm_emoji/update_one': {
    type: 'realm_emoji',
    id: 126,
    op: 'update_one',
    emoji_id: '7',
    data: { deactivated: true },
  },
  'realm_bot/add': {
    type: 'realm_bot',
    id: 127,
    op: 'add',
    bot: {
      user_id: 30,
      default_all_public_streams: false,
      default_events_register_stream: null,
      default_sending_stream: 'general',
      services: [],
    },
  },
  'realm_bot/update': {
    type: 'realm_bot',
    id: 128,
    op: 'update',
    bot: { user_id: 30, default_sending_stream: null },
  },
  'realm_bot/delete': { type: 'realm_bot', id: 129, op: 'delete', bot: { user_id: 30 } },
  'realm_user_settings_defaults/update': {
    type: 'realm_user_settings_defaults',
    id: 130,
    op: 'update',
    property: 'color_scheme',
    value: 2,
  },
  realm_linkifiers: {
    type: 'realm_linkifiers',
    id: 131,
    realm_linkifiers: [
      { id: 1, pattern: '#(?P<id>[0-9]+)', url_template: 'https://tracker.example.org/{id}' },
    ],
  },
  realm_playgrounds: {
    type: 'realm_playgrounds',
    id: 132,
    realm_playgrounds: [
      { id: 1, name: 'Py', pygments_language: 'Python', url_template: 'https://py.example/{code}' },
    ],
  },
  'realm_domains/add': { type: 'realm_domains', id: 133, op: 'add', realm_domain: domain },
  'realm_domains/change': { type: 'realm_domains', id: 134, op: 'change', realm_domain: domain },
  'realm_domains/remove': { type: 'realm_domains', id: 135, op: 'remove', domain: 'example.org' },
  realm_export: { type: 'realm_export', id: 136, exports: [{ id: 1, pending: true }] },
  realm_export_consent: { type: 'realm_export_consent', id: 137, user_id: 10, consented: true },
  invites_changed: { type: 'invites_changed', id: 138 },
  has_token: { type: 'has_zoom_token', id: 139, value: true },
};
