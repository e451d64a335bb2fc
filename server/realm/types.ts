// In-memory records of the reference server. These are the server's own rows, not wire objects:
// routes turn them into API objects through realm/serialize.ts, for one viewer at a time.

export type GroupSetting = number | { direct_members: number[]; direct_subgroups: number[] };

export type SettingValue = boolean | number | string;

export interface ProfileValue {
  value: string;
  rendered_value?: string;
}

export interface UserStatusRecord {
  status_text: string;
  emoji_name: string;
  emoji_code: string;
  reaction_type: string;
  away: boolean;
}

export interface UserTopicRecord {
  stream_id: number;
  topic_name: string;
  visibility_policy: number;
  last_updated: number;
}

export interface DraftRecord {
  id: number;
  type: '' | 'stream' | 'private';
  to: number[];
  topic: string;
  content: string;
  timestamp: number;
}

export interface SavedSnippetRecord {
  id: number;
  title: string;
  content: string;
  date_created: number;
}

export interface UserRecord {
  user_id: number;
  email: string;
  delivery_email: string;
  full_name: string;
  date_joined: string;
  is_active: boolean;
  role: number;
  is_bot: boolean;
  bot_type: number | null;
  bot_owner_id: number | null;
  is_imported_stub: boolean;
  timezone: string;
  avatar_source: 'G' | 'U';
  avatar_version: number;
  api_key: string;
  password: string;
  profile_data: Map<number, ProfileValue>;
  settings: Record<string, SettingValue>;
  /** Set once the user changes a setting themselves (for target_users' skip_if_already_edited). */
  settings_edited: boolean;
  alert_words: string[];
  status: UserStatusRecord;
  presence: { active_timestamp: number; idle_timestamp: number };
  user_topics: Map<string, UserTopicRecord>;
  drafts: Map<number, DraftRecord>;
  saved_snippets: Map<number, SavedSnippetRecord>;
  bot_storage: Map<string, string>;
  push_tokens: Set<string>;
  /** Bots only: their services, as realm_bots carries them (secrets included, as the real server sends). */
  services?: BotService[];
  /** Message flags other than read; `unread` holds the ids of unread messages. */
  unread: Set<number>;
  flags: Map<string, Set<number>>;
}

export interface ChannelRecord {
  stream_id: number;
  name: string;
  description: string;
  rendered_description: string;
  date_created: number;
  creator_id: number | null;
  invite_only: boolean;
  is_web_public: boolean;
  is_archived: boolean;
  is_default: boolean;
  history_public_to_subscribers: boolean;
  message_retention_days: number | null;
  folder_id: number | null;
  topics_policy: string;
  first_message_id: number | null;
  /** Every can_*_group setting of the channel, keyed by parameter name. */
  groups: Record<string, GroupSetting>;
  subscribers: Set<number>;
  /** Topic key (lower-cased name) → display name and newest message id. */
  topics: Map<string, { name: string; max_id: number }>;
  message_ids: number[];
}

export interface SubscriptionRecord {
  stream_id: number;
  user_id: number;
  active: boolean;
  color: string;
  is_muted: boolean;
  pin_to_top: boolean;
  desktop_notifications: boolean | null;
  email_notifications: boolean | null;
  push_notifications: boolean | null;
  audible_notifications: boolean | null;
  wildcard_mentions_notify: boolean | null;
}

export interface ReactionRecord {
  emoji_name: string;
  emoji_code: string;
  reaction_type: string;
  user_id: number;
}

export interface EditHistoryRecord {
  user_id: number | null;
  timestamp: number;
  prev_content?: string;
  prev_rendered_content?: string;
  prev_stream?: number;
  stream?: number;
  prev_topic?: string;
  topic?: string;
}

export interface MessageRecord {
  id: number;
  sender_id: number;
  type: 'stream' | 'private';
  stream_id: number | null;
  topic: string;
  /** Direct messages: every participant, sender included, sorted. */
  dm_user_ids: number[];
  content: string;
  rendered_content: string;
  timestamp: number;
  client: string;
  reactions: ReactionRecord[];
  submessages: { id: number; msg_type: string; content: string; sender_id: number }[];
  edit_history: EditHistoryRecord[];
  last_edit_timestamp?: number;
  last_moved_timestamp?: number;
  /** Search's cache of the lower-cased text of `rendered` and `topic` (message-support/search-text.ts). */
  search_text?: { rendered: string; topic: string; all: string; topicStart: number };
}

/** A file uploaded with POST /user_uploads, kept in memory (server/uploads/). */
export interface UploadRecord {
  id: number;
  /** `<realm_id>/<2 hex>/<random>/<safe filename>`: the URL is /user_uploads/{path_id}. */
  path_id: string;
  name: string;
  owner_id: number;
  content_type: string;
  bytes: Buffer;
  create_time: number;
  /** Messages that link to it, in sending order. */
  messages: { id: number; date_sent: number }[];
}

export interface ChannelFolderRecord {
  id: number;
  name: string;
  description: string;
  rendered_description: string;
  order: number;
  date_created: number;
  creator_id: number | null;
  is_archived: boolean;
}

export interface UserGroupRecord {
  id: number;
  name: string;
  description: string;
  members: Set<number>;
  subgroups: Set<number>;
  is_system_group: boolean;
  deactivated: boolean;
}

export interface CustomProfileFieldRecord {
  id: number;
  type: number;
  order: number;
  name: string;
  hint: string;
  field_data: string;
  display_in_profile_summary: boolean;
  required: boolean;
  editable_by_user: boolean;
}

/**
 * An outgoing-webhook bot's endpoint and token, or an embedded bot's name and configuration
 * (zerver/actions/bots.py get_service_dicts_for_bot).
 */
export type BotService =
  | { base_url: string; interface: number; token: string }
  | { service_name: string; config_data: Record<string, string> };

export interface RealmSettings {
  name: string;
  description: string;
  icon_url: string;
  enable_spectator_access: boolean;
  web_public_streams_enabled: boolean;
  topics_policy: 'allow_empty_topic' | 'disable_empty_topic';
  empty_topic_display_name: string;
  email_gateway_bot_id: number;
  /** The server's GIPHY key, sent in every full register answer (empty when the server has none). */
  giphy_api_key?: string;
  /**
   * server_typing_started_expiry_period_milliseconds; absent means the real server's 15000. Tests
   * shorten it to see indicators expire.
   */
  typing_started_expiry_period_milliseconds?: number;
  /** server_typing_started_wait_period_milliseconds; absent means 10000. Tests shorten it. */
  typing_started_wait_period_milliseconds?: number;
  /** server_typing_stopped_wait_period_milliseconds; absent means 5000. Tests shorten it. */
  typing_stopped_wait_period_milliseconds?: number;
  /** realm_allow_message_editing: false stops every content edit. */
  allow_message_editing: boolean;
  /** The realm_*_limit_seconds of editing, deleting and moving; null means no limit. */
  message_content_edit_limit_seconds: number | null;
  message_content_delete_limit_seconds: number | null;
  move_messages_within_stream_limit_seconds: number | null;
  move_messages_between_streams_limit_seconds: number | null;
  message_edit_history_visibility_policy: 'all' | 'moves' | 'none';
  /** max_file_upload_size_mib; absent means the real server's default, 25. Tests lower it. */
  max_file_upload_size_mib?: number;
  /** Group settings of the organization (realm_can_*_group). */
  groups: Record<string, GroupSetting>;
  default_stream_groups: { id: number; name: string; description: string; streams: number[] }[];
}
