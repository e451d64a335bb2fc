// Turns the server's records into the wire objects the API sends, for one viewer.
import { visibleEdits } from './edit-visibility';
import type { Realm } from './realm';
import { isAdmin, isGuest, isOwner } from './roles';
import type { ChannelRecord, MessageRecord, SubscriptionRecord, UserRecord } from './types';

export interface UserViewOptions {
  clientGravatar?: boolean;
  includeCustomProfileFields?: boolean;
}

export function avatarUrl(realm: Realm, user: UserRecord): string {
  return `${realm.baseUrl}/avatar/${user.user_id}?v=${user.avatar_version}`;
}

export function userToApi(
  realm: Realm,
  user: UserRecord,
  viewer: UserRecord | undefined,
  options: UserViewOptions = {},
): Record<string, unknown> {
  const seesRealEmail =
    user.is_bot || (viewer !== undefined && (isAdmin(viewer) || viewer.user_id === user.user_id));
  const api: Record<string, unknown> = {
    user_id: user.user_id,
    delivery_email: seesRealEmail ? user.delivery_email : null,
    email: user.email,
    full_name: user.full_name,
    date_joined: user.date_joined,
    is_active: user.is_active,
    is_owner: isOwner(user),
    is_admin: isAdmin(user),
    is_guest: isGuest(user),
    is_bot: user.is_bot,
    bot_type: user.bot_type,
    role: user.role,
    timezone: user.timezone,
    is_imported_stub: user.is_imported_stub,
    avatar_version: user.avatar_version,
    avatar_url: options.clientGravatar && user.avatar_source === 'G' ? null : avatarUrl(realm, user),
  };
  if (user.is_bot) api.bot_owner_id = user.bot_owner_id;
  if (options.includeCustomProfileFields && !user.is_bot) api.profile_data = profileDataToApi(user);
  return api;
}

export function profileDataToApi(
  user: UserRecord,
): Record<string, { value: string; rendered_value?: string }> {
  const data: Record<string, { value: string; rendered_value?: string }> = {};
  for (const [id, value] of user.profile_data) data[String(id)] = { ...value };
  return data;
}

const WEEK = 7 * 24 * 3600;

/** Average messages a week over the last four weeks; null for a channel younger than a week. */
export function weeklyTraffic(realm: Realm, channel: ChannelRecord): number | null {
  const now = realm.now();
  if (now - channel.date_created < WEEK) return null;
  let count = 0;
  for (let i = channel.message_ids.length - 1; i >= 0; i--) {
    const message = realm.messages.get(channel.message_ids[i] as number);
    if (!message || now - message.timestamp > 4 * WEEK) break;
    count++;
  }
  return Math.round(count / 4);
}

export function channelToApi(realm: Realm, channel: ChannelRecord): Record<string, unknown> {
  const traffic = weeklyTraffic(realm, channel);
  return {
    stream_id: channel.stream_id,
    name: channel.name,
    description: channel.description,
    rendered_description: channel.rendered_description,
    date_created: channel.date_created,
    creator_id: channel.creator_id,
    invite_only: channel.invite_only,
    is_web_public: channel.is_web_public,
    is_archived: channel.is_archived,
    is_announcement_only: false,
    stream_post_policy: 1,
    history_public_to_subscribers: channel.history_public_to_subscribers,
    message_retention_days: channel.message_retention_days,
    first_message_id: channel.first_message_id,
    folder_id: channel.folder_id,
    topics_policy: channel.topics_policy,
    is_recently_active: (traffic ?? 1) > 0,
    stream_weekly_traffic: traffic,
    subscriber_count: channel.subscribers.size,
    ...structuredClone(channel.groups),
  };
}

export function subscriptionToApi(
  realm: Realm,
  channel: ChannelRecord,
  sub: SubscriptionRecord,
  includeSubscribers = false,
): Record<string, unknown> {
  const api: Record<string, unknown> = {
    ...channelToApi(realm, channel),
    color: sub.color,
    is_muted: sub.is_muted,
    in_home_view: !sub.is_muted,
    pin_to_top: sub.pin_to_top,
    desktop_notifications: sub.desktop_notifications,
    email_notifications: sub.email_notifications,
    push_notifications: sub.push_notifications,
    audible_notifications: sub.audible_notifications,
    wildcard_mentions_notify: sub.wildcard_mentions_notify,
  };
  if (includeSubscribers) api.subscribers = [...channel.subscribers].sort((a, b) => a - b);
  return api;
}

export interface MessageViewOptions {
  applyMarkdown?: boolean;
  allowEmptyTopicName?: boolean;
}

/** A message as the API sends it, without flags (callers add them where the endpoint has them). */
export function messageToApi(
  realm: Realm,
  message: MessageRecord,
  options: MessageViewOptions = {},
): Record<string, unknown> {
  const sender = realm.user(message.sender_id);
  const applyMarkdown = options.applyMarkdown ?? true;
  const topic =
    message.type === 'stream' && message.topic === '' && !options.allowEmptyTopicName
      ? realm.settings.empty_topic_display_name
      : message.topic;
  const api: Record<string, unknown> = {
    id: message.id,
    type: message.type,
    content: applyMarkdown ? message.rendered_content : message.content,
    content_type: applyMarkdown ? 'text/html' : 'text/x-markdown',
    subject: topic,
    timestamp: message.timestamp,
    sender_id: message.sender_id,
    sender_full_name: sender?.full_name ?? 'Unknown user',
    sender_email: sender?.email ?? '',
    sender_realm_str: 'threadline',
    avatar_url: sender ? avatarUrl(realm, sender) : null,
    client: message.client,
    recipient_id: recipientId(realm, message),
    is_me_message: message.content.startsWith('/me '),
    reactions: message.reactions.map((r) => ({ ...r })),
    submessages: message.submessages.map((s) => ({ ...s, message_id: message.id })),
    topic_links: [],
    display_recipient:
      message.type === 'stream'
        ? (realm.channel(message.stream_id ?? -1)?.name ?? '')
        : message.dm_user_ids.map((id) => {
            const user = realm.user(id);
            return { id, email: user?.email ?? '', full_name: user?.full_name ?? '', is_mirror_dummy: false };
          }),
  };
  if (message.type === 'stream') api.stream_id = message.stream_id;
  const edits = visibleEdits(realm.settings.message_edit_history_visibility_policy, message.edit_history);
  if (edits.length > 0) api.edit_history = edits.map((e) => ({ ...e }));
  if (message.last_edit_timestamp !== undefined) api.last_edit_timestamp = message.last_edit_timestamp;
  if (message.last_moved_timestamp !== undefined) api.last_moved_timestamp = message.last_moved_timestamp;
  return api;
}

export function recipientId(realm: Realm, message: MessageRecord): number {
  if (message.type === 'stream') return 1_000_000 + (message.stream_id ?? 0);
  return realm.dmRecipientId(message.dm_user_ids);
}

/** The flags of a message for one user, in the order the server lists them. */
export function messageFlags(user: UserRecord, messageId: number): string[] {
  const flags: string[] = [];
  if (!user.unread.has(messageId)) flags.push('read');
  for (const [flag, ids] of user.flags) if (ids.has(messageId)) flags.push(flag);
  return flags;
}
