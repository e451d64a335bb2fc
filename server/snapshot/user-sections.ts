// The smaller per-user sections of the snapshot: topics, statuses, presence, drafts, snippets,
// profile fields, groups, folders and the like.
import type { Realm } from '../realm/realm';
import { realmEmojiMap } from '../realm/realm-emoji';
import type { UserRecord } from '../realm/types';
import { attachmentsOf, spaceUsed } from '../uploads/attachments';

export function buildUserSections(
  realm: Realm,
  user: UserRecord,
  want: (type: string) => boolean,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (want('user_topic')) out.user_topics = [...user.user_topics.values()].map((t) => ({ ...t }));
  if (want('user_status')) out.user_status = userStatuses(realm);
  if (want('presence')) {
    const presences: Record<string, unknown> = {};
    for (const other of realm.users.values()) {
      if (other.presence.active_timestamp > 0) presences[String(other.user_id)] = { ...other.presence };
    }
    Object.assign(out, { presences, presence_last_update_id: 0, server_timestamp: Date.now() / 1000 });
  }
  if (want('alert_words')) out.alert_words = [...user.alert_words];
  if (want('drafts')) {
    out.drafts = user.settings.enable_drafts_synchronization
      ? [...user.drafts.values()].map((d) => ({ ...d }))
      : [];
  }
  if (want('saved_snippets')) out.saved_snippets = [...user.saved_snippets.values()].map((s) => ({ ...s }));
  if (want('custom_profile_fields')) {
    out.custom_profile_fields = [...realm.profileFields.values()]
      .sort((a, b) => a.order - b.order)
      .map(profileFieldToApi);
    out.custom_profile_field_types = PROFILE_FIELD_TYPES;
  }
  if (want('realm_user_groups')) out.realm_user_groups = [...realm.groups.values()].map(groupToApi);
  if (want('channel_folders'))
    out.channel_folders = [...realm.folders.values()]
      .sort((a, b) => a.order - b.order)
      .map((f) => ({ ...f }));
  if (want('default_stream_groups'))
    out.realm_default_stream_groups = realm.settings.default_stream_groups.map((g) => ({ ...g }));
  if (want('default_streams'))
    out.realm_default_streams = [...realm.channels.values()]
      .filter((c) => c.is_default)
      .map((c) => c.stream_id);
  if (want('starred_messages'))
    out.starred_messages = [...(user.flags.get('starred') ?? [])].sort((a, b) => a - b);
  if (want('recent_private_conversations'))
    out.recent_private_conversations = recentConversations(realm, user);
  if (want('muted_users')) out.muted_users = [];
  if (want('realm_emoji')) out.realm_emoji = realmEmojiMap(realm);
  if (want('realm_linkifiers')) out.realm_linkifiers = [];
  if (want('scheduled_messages')) out.scheduled_messages = [];
  if (want('video_calls')) out.has_zoom_token = false;
  if (want('devices')) out.devices = {};
  if (want('attachments'))
    Object.assign(out, {
      attachments: attachmentsOf(realm, user.user_id),
      upload_space_used: spaceUsed(realm, user.user_id),
    });
  return out;
}

export const PROFILE_FIELD_TYPES = {
  SHORT_TEXT: { id: 1, name: 'Text (short)' },
  LONG_TEXT: { id: 2, name: 'Text (long)' },
  SELECT: { id: 3, name: 'List of options' },
  DATE: { id: 4, name: 'Date picker' },
  URL: { id: 5, name: 'Link' },
  USER: { id: 6, name: 'Users' },
  EXTERNAL_ACCOUNT: { id: 7, name: 'External account' },
  PRONOUNS: { id: 8, name: 'Pronouns' },
};

export function profileFieldToApi(
  field: Realm['profileFields'] extends Map<number, infer F> ? F : never,
): Record<string, unknown> {
  const api: Record<string, unknown> = {
    id: field.id,
    type: field.type,
    order: field.order,
    name: field.name,
    hint: field.hint,
    field_data: field.field_data,
    required: field.required,
    editable_by_user: field.editable_by_user,
  };
  if (field.display_in_profile_summary) api.display_in_profile_summary = true;
  return api;
}

function groupToApi(
  group: Realm['groups'] extends Map<number, infer G> ? G : never,
): Record<string, unknown> {
  return {
    id: group.id,
    name: group.name,
    description: group.description,
    members: [...group.members].sort((a, b) => a - b),
    direct_subgroup_ids: [...group.subgroups].sort((a, b) => a - b),
    is_system_group: group.is_system_group,
    deactivated: group.deactivated,
  };
}

export function userStatuses(realm: Realm): Record<string, Record<string, unknown>> {
  const statuses: Record<string, Record<string, unknown>> = {};
  for (const other of realm.users.values()) {
    const s = other.status;
    if (!s.status_text && !s.emoji_name && !s.away) continue;
    const entry: Record<string, unknown> = {};
    if (s.status_text) entry.status_text = s.status_text;
    if (s.emoji_name)
      Object.assign(entry, {
        emoji_name: s.emoji_name,
        emoji_code: s.emoji_code,
        reaction_type: s.reaction_type,
      });
    if (s.away) entry.away = true;
    statuses[String(other.user_id)] = entry;
  }
  return statuses;
}

function recentConversations(
  realm: Realm,
  user: UserRecord,
): { max_message_id: number; user_ids: number[] }[] {
  const latest = new Map<string, { max_message_id: number; user_ids: number[] }>();
  for (let i = realm.messageIds.length - 1; i >= 0 && latest.size < 1000; i--) {
    const message = realm.messages.get(realm.messageIds[i] as number);
    if (!message || message.type !== 'private' || !message.dm_user_ids.includes(user.user_id)) continue;
    const others = message.dm_user_ids.filter((id) => id !== user.user_id);
    const key = others.join(',');
    if (!latest.has(key)) latest.set(key, { max_message_id: message.id, user_ids: others });
  }
  return [...latest.values()];
}
