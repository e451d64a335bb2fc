// Wire-shaped sample objects shared by the object and event tests.

export const sampleUser = {
  user_id: 10,
  delivery_email: null,
  email: 'user10@chat.example.org',
  full_name: 'Ada Lovelace',
  date_joined: '2024-01-02T03:04:05.000000+00:00',
  is_active: true,
  is_owner: false,
  is_admin: false,
  is_guest: false,
  is_bot: false,
  is_imported_stub: false,
  avatar_url: null,
  avatar_version: 3,
  bot_type: null,
  role: 400,
  timezone: 'Europe/London',
  profile_data: { '4': { value: 'she/her', rendered_value: '<p>she/her</p>' }, '7': { value: null } },
};

export const sampleChannel = {
  stream_id: 3,
  name: 'general',
  description: 'Everything',
  rendered_description: '<p>Everything</p>',
  date_created: 1_700_000_000,
  creator_id: null,
  invite_only: false,
  is_web_public: false,
  is_announcement_only: false,
  stream_post_policy: 1,
  history_public_to_subscribers: true,
  message_retention_days: null,
  first_message_id: 1,
  folder_id: null,
  topics_policy: 'inherit',
  is_archived: false,
  is_recently_active: true,
  stream_weekly_traffic: null,
  can_add_subscribers_group: 11,
  can_remove_subscribers_group: { direct_members: [10], direct_subgroups: [] },
  can_administer_channel_group: 12,
  can_send_message_group: 13,
  can_subscribe_group: { direct_members: [], direct_subgroups: [14] },
};

export const sampleSubscription = {
  ...sampleChannel,
  color: '#76ce90',
  is_muted: false,
  in_home_view: true,
  pin_to_top: false,
  desktop_notifications: null,
  email_notifications: null,
  push_notifications: null,
  audible_notifications: null,
  wildcard_mentions_notify: null,
  subscribers: [10, 11],
};

export const sampleChannelMessage = {
  id: 42,
  type: 'stream',
  content: '<p>Hello</p>',
  content_type: 'text/html',
  subject: 'greetings',
  timestamp: 1_700_000_100,
  sender_id: 10,
  sender_full_name: 'Ada Lovelace',
  sender_email: 'user10@chat.example.org',
  sender_realm_str: 'chat',
  avatar_url: 'https://chat.example.org/avatar/10',
  client: 'Threadline',
  display_recipient: 'general',
  recipient_id: 20,
  stream_id: 3,
  is_me_message: false,
  reactions: [{ emoji_name: 'smile', emoji_code: '1f642', reaction_type: 'unicode_emoji', user_id: 11 }],
  submessages: [],
  topic_links: [{ text: '#123', url: 'https://tracker.example.org/123' }],
};

const { stream_id: _channelOnly, ...messageWithoutChannel } = sampleChannelMessage;

export const sampleDirectMessage = {
  ...messageWithoutChannel,
  id: 43,
  type: 'private',
  subject: '',
  display_recipient: [
    { id: 10, email: 'user10@chat.example.org', full_name: 'Ada Lovelace', is_mirror_dummy: false },
    { id: 11, email: 'user11@chat.example.org', full_name: 'Alan Turing', is_mirror_dummy: false },
  ],
  topic_links: [],
  edit_history: [
    { user_id: 10, timestamp: 1_700_000_200, prev_content: 'Helo', prev_rendered_content: '<p>Helo</p>' },
  ],
  last_edit_timestamp: 1_700_000_200,
};

export const sampleDraft = {
  id: 5,
  type: 'stream',
  to: [3],
  topic: 'plans',
  content: 'WIP',
  timestamp: 1_700_000_000,
};

export const sampleUserGroup = {
  id: 14,
  name: 'designers',
  description: 'People who design',
  members: [10],
  direct_subgroup_ids: [],
  is_system_group: false,
  creator_id: 10,
  date_created: 1_700_000_000,
  deactivated: false,
  can_manage_group: { direct_members: [10], direct_subgroups: [] },
  can_mention_group: 11,
};
