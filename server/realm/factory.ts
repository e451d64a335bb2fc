// Building blocks for a realm: the organization with its system groups, users, channels and
// subscriptions, with the defaults a real server gives new rows. Used by seeds and by routes.
import { randomBytes } from 'node:crypto';
import { settingsDefaults } from '../../shared/settings';
import { Realm } from './realm';
import { Role, SYSTEM_GROUPS, systemGroupId } from './roles';
import { renderMarkdown } from './markdown';
import type { ChannelRecord, RealmSettings, SubscriptionRecord, UserRecord } from './types';

export const CHANNEL_COLORS = [
  '#76ce90',
  '#fae589',
  '#a6c7e5',
  '#e79ab5',
  '#bfd56f',
  '#f4ae55',
  '#b0a5fd',
  '#addfe5',
  '#f5ce6e',
  '#c2726a',
  '#94c849',
  '#bd86e5',
  '#ee7e4a',
  '#a6dcbf',
  '#95a5fd',
  '#53a063',
] as const;

export function createRealm(settings: Partial<RealmSettings> = {}): Realm {
  const realm = new Realm({
    name: 'Threadline Demo',
    description: 'A demo organization for Threadline.',
    icon_url: '/static/realm-icon.svg',
    enable_spectator_access: false,
    web_public_streams_enabled: true,
    topics_policy: 'allow_empty_topic',
    empty_topic_display_name: 'general chat',
    email_gateway_bot_id: 0,
    // Threadline's demo has no limits; tests set the real server's (e.g. 600 s for content edits).
    allow_message_editing: true,
    message_content_edit_limit_seconds: null,
    message_content_delete_limit_seconds: null,
    move_messages_within_stream_limit_seconds: null,
    move_messages_between_streams_limit_seconds: null,
    message_edit_history_visibility_policy: 'all',
    groups: {},
    default_stream_groups: [],
    ...settings,
  });
  for (const group of SYSTEM_GROUPS) {
    const id = realm.nextId('group');
    realm.groups.set(id, {
      id,
      name: group.name,
      description: group.description,
      members: new Set(),
      subgroups: new Set(),
      is_system_group: true,
      deactivated: false,
    });
  }
  const group = (name: (typeof SYSTEM_GROUPS)[number]['name']) => systemGroupId(realm, name);
  realm.settings.groups = {
    can_add_subscribers_group: group('role:members'),
    can_create_public_channel_group: group('role:members'),
    can_create_private_channel_group: group('role:members'),
    can_create_web_public_channel_group: group('role:owners'),
    can_access_all_users_group: group('role:everyone'),
    // The real server's defaults for who may move, resolve and delete.
    can_move_messages_between_topics_group: group('role:everyone'),
    can_move_messages_between_channels_group: group('role:members'),
    can_resolve_topics_group: group('role:everyone'),
    can_delete_any_message_group: group('role:administrators'),
    can_delete_own_message_group: group('role:everyone'),
    // Wildcard mentions in channels of more than 15 subscribers (Zulip's default: administrators).
    can_mention_many_users_group: group('role:administrators'),
    ...settings.groups,
  };
  return realm;
}

export function newApiKey(): string {
  return randomBytes(16).toString('hex');
}

export function addUser(
  realm: Realm,
  fields: Partial<UserRecord> & { full_name: string; email: string },
): UserRecord {
  const user_id = fields.user_id ?? realm.nextId('user');
  const user: UserRecord = {
    user_id,
    delivery_email: fields.email,
    date_joined: new Date(realm.now() * 1000).toISOString(),
    is_active: true,
    role: Role.Member,
    is_bot: false,
    bot_type: null,
    bot_owner_id: null,
    is_imported_stub: false,
    timezone: '',
    avatar_source: 'U',
    avatar_version: 1,
    api_key: newApiKey(),
    password: newApiKey(),
    profile_data: new Map(),
    settings: settingsDefaults(),
    settings_edited: false,
    alert_words: [],
    status: { status_text: '', emoji_name: '', emoji_code: '', reaction_type: '', away: false },
    presence: { active_timestamp: 0, idle_timestamp: 0 },
    user_topics: new Map(),
    drafts: new Map(),
    saved_snippets: new Map(),
    bot_storage: new Map(),
    push_tokens: new Set(),
    unread: new Set(),
    flags: new Map(),
    ...fields,
  };
  // The person's time zone and the setting of the same name are one value.
  user.settings = { ...user.settings, timezone: user.timezone };
  realm.addUser(user);
  return user;
}

export interface NewChannel {
  name: string;
  description?: string;
  invite_only?: boolean;
  is_web_public?: boolean;
  history_public_to_subscribers?: boolean;
  message_retention_days?: number | null;
  topics_policy?: string;
  folder_id?: number | null;
  creator_id?: number | null;
  is_default?: boolean;
  date_created?: number;
  groups?: ChannelRecord['groups'];
}

export function addChannel(realm: Realm, fields: NewChannel): ChannelRecord {
  const stream_id = realm.nextId('channel');
  const group = (name: (typeof SYSTEM_GROUPS)[number]['name']) => systemGroupId(realm, name);
  const creator = fields.creator_id ?? null;
  const description = fields.description ?? '';
  const channel: ChannelRecord = {
    stream_id,
    name: fields.name,
    description,
    rendered_description: description ? renderMarkdown(description) : '',
    date_created: fields.date_created ?? realm.now(),
    creator_id: creator,
    invite_only: fields.invite_only ?? false,
    is_web_public: fields.is_web_public ?? false,
    is_archived: false,
    is_default: fields.is_default ?? false,
    history_public_to_subscribers: fields.history_public_to_subscribers ?? !(fields.invite_only ?? false),
    message_retention_days: fields.message_retention_days ?? null,
    folder_id: fields.folder_id ?? null,
    topics_policy: fields.topics_policy ?? 'inherit',
    first_message_id: null,
    groups: {
      can_add_subscribers_group: group('role:nobody'),
      can_remove_subscribers_group: group('role:administrators'),
      can_administer_channel_group: {
        direct_members: creator === null ? [] : [creator],
        direct_subgroups: [],
      },
      can_delete_any_message_group: group('role:administrators'),
      can_delete_own_message_group: group('role:everyone'),
      can_move_messages_out_of_channel_group: group('role:nobody'),
      can_move_messages_within_channel_group: group('role:nobody'),
      can_send_message_group: group('role:everyone'),
      can_subscribe_group: group('role:nobody'),
      can_resolve_topics_group: group('role:nobody'),
      ...fields.groups,
    },
    subscribers: new Set(),
    topics: new Map(),
    message_ids: [],
  };
  realm.channels.set(stream_id, channel);
  return channel;
}

/** Subscribes (or re-subscribes) a user; returns the subscription and whether it is new. */
export function subscribeUser(
  realm: Realm,
  userId: number,
  streamId: number,
): { sub: SubscriptionRecord; added: boolean } {
  const channel = realm.channel(streamId);
  if (!channel) throw new Error(`no channel ${streamId}`);
  const existing = realm.subscription(userId, streamId);
  if (existing?.active) return { sub: existing, added: false };
  const sub: SubscriptionRecord = existing ?? {
    stream_id: streamId,
    user_id: userId,
    active: true,
    color: CHANNEL_COLORS[(streamId - 1) % CHANNEL_COLORS.length] as string,
    is_muted: false,
    pin_to_top: false,
    desktop_notifications: null,
    email_notifications: null,
    push_notifications: null,
    audible_notifications: null,
    wildcard_mentions_notify: null,
  };
  sub.active = true;
  realm.setSubscription(sub);
  channel.subscribers.add(userId);
  return { sub, added: true };
}

export function unsubscribeUser(realm: Realm, userId: number, streamId: number): boolean {
  const sub = realm.subscription(userId, streamId);
  if (!sub?.active) return false;
  sub.active = false;
  realm.channel(streamId)?.subscribers.delete(userId);
  return true;
}
