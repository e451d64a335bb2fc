// The `realm` section of the snapshot: organization settings, limits and server constants.
import { FEATURE_LEVEL, LIMITS, ZULIP_VERSION, type Realm } from '../realm/realm';
import { inGroupSetting } from '../realm/roles';
import type { RealmSettings, UserRecord } from '../realm/types';
import { serverEmojiDataUrl } from '../realm/emoji-api-file';
import { uploadLimitMib } from '../uploads/upload-limit';

export function buildRealmSection(
  realm: Realm,
  user: UserRecord,
  longpollTimeoutSeconds: number,
): Record<string, unknown> {
  const s = realm.settings;
  const groups: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(s.groups)) groups[`realm_${name}`] = structuredClone(value);
  return {
    realm_name: s.name,
    realm_description: s.description,
    realm_url: realm.baseUrl,
    realm_uri: realm.baseUrl,
    realm_icon_url: `${realm.baseUrl}${s.icon_url}`,
    realm_icon_source: 'U',
    realm_topics_policy: s.topics_policy,
    realm_mandatory_topics: s.topics_policy === 'disable_empty_topic',
    realm_empty_topic_display_name: s.empty_topic_display_name,
    realm_enable_spectator_access: s.enable_spectator_access,
    realm_allow_message_editing: s.allow_message_editing,
    realm_message_content_edit_limit_seconds: s.message_content_edit_limit_seconds,
    realm_message_content_delete_limit_seconds: s.message_content_delete_limit_seconds,
    realm_move_messages_within_stream_limit_seconds: s.move_messages_within_stream_limit_seconds,
    realm_move_messages_between_streams_limit_seconds: s.move_messages_between_streams_limit_seconds,
    realm_enable_read_receipts: true,
    realm_presence_disabled: false,
    realm_waiting_period_threshold: 0,
    realm_message_edit_history_visibility_policy: s.message_edit_history_visibility_policy,
    realm_video_chat_provider: 0,
    realm_push_notifications_enabled: false,
    realm_org_type: 0,
    realm_plan_type: 1,
    realm_enable_guest_user_indicator: true,
    realm_email_gateway_bot_id: s.email_gateway_bot_id,
    ...groups,
    max_file_upload_size_mib: uploadLimitMib(realm),
    server_emoji_data_url: serverEmojiDataUrl(realm.baseUrl),
    max_stream_name_length: LIMITS.max_stream_name_length,
    max_stream_description_length: LIMITS.max_stream_description_length,
    max_topic_length: LIMITS.max_topic_length,
    max_message_length: LIMITS.max_message_length,
    max_channel_folder_name_length: LIMITS.max_channel_folder_name_length,
    max_channel_folder_description_length: LIMITS.max_channel_folder_description_length,
    event_queue_longpoll_timeout_seconds: longpollTimeoutSeconds,
    server_generation: realm.generation,
    development_environment: false,
    password_min_length: 6,
    password_max_length: 100,
    zulip_plan_is_not_limited: true,
    can_create_public_streams: inGroupSetting(realm, s.groups.can_create_public_channel_group, user),
    can_create_private_streams: inGroupSetting(realm, s.groups.can_create_private_channel_group, user),
    can_create_web_public_streams: inGroupSetting(realm, s.groups.can_create_web_public_channel_group, user),
    can_subscribe_other_users: inGroupSetting(realm, s.groups.can_add_subscribers_group, user),
    server_feature_level: FEATURE_LEVEL,
    server_version: ZULIP_VERSION,
  };
}

/** Fields every snapshot has, whatever was asked for. */
export function serverConstants(
  settings?: Pick<
    RealmSettings,
    | 'typing_started_expiry_period_milliseconds'
    | 'typing_started_wait_period_milliseconds'
    | 'typing_stopped_wait_period_milliseconds'
  >,
) {
  return {
    zulip_feature_level: FEATURE_LEVEL,
    zulip_version: ZULIP_VERSION,
    zulip_merge_base: ZULIP_VERSION,
    server_presence_ping_interval_seconds: 60,
    server_presence_offline_threshold_seconds: 140,
    server_typing_started_expiry_period_milliseconds:
      settings?.typing_started_expiry_period_milliseconds ?? 15000,
    server_typing_stopped_wait_period_milliseconds: settings?.typing_stopped_wait_period_milliseconds ?? 5000,
    server_typing_started_wait_period_milliseconds:
      settings?.typing_started_wait_period_milliseconds ?? 10000,
  };
}
