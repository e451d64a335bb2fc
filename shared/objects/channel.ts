// Channel-level fields (called streams on the wire), shared by channels and subscriptions.
import { z } from 'zod';
import { groupSettingValue } from './group-setting';

/** topics_policy values; servers may add more, so the field itself is any string. */
export const TopicsPolicy = {
  Inherit: 'inherit',
  AllowEmptyTopic: 'allow_empty_topic',
  DisableEmptyTopic: 'disable_empty_topic',
  EmptyTopicOnly: 'empty_topic_only',
} as const;
export type KnownTopicsPolicy = (typeof TopicsPolicy)[keyof typeof TopicsPolicy];

/** Deprecated stream_post_policy integers (superseded by can_send_message_group). */
export const StreamPostPolicy = {
  Everyone: 1,
  AdminsOnly: 2,
  FullMembersOnly: 3,
  ModeratorsOnly: 4,
} as const;

/** The channel permission settings; each is optional because servers gained them one by one. */
export const CHANNEL_GROUP_SETTINGS = [
  'can_add_subscribers_group',
  'can_remove_subscribers_group',
  'can_administer_channel_group',
  'can_delete_any_message_group',
  'can_delete_own_message_group',
  'can_move_messages_out_of_channel_group',
  'can_move_messages_within_channel_group',
  'can_send_message_group',
  'can_subscribe_group',
  'can_resolve_topics_group',
  'can_create_topic_group',
] as const;
export type ChannelGroupSetting = (typeof CHANNEL_GROUP_SETTINGS)[number];

const optionalGroupSetting = groupSettingValue.optional();

export const basicChannel = z.looseObject({
  stream_id: z.number(),
  name: z.string(),
  description: z.string(),
  rendered_description: z.string(),
  date_created: z.number(),
  creator_id: z.number().nullish(),
  invite_only: z.boolean(),
  is_web_public: z.boolean(),
  history_public_to_subscribers: z.boolean(),
  // null inherits the organization setting; -1 keeps forever.
  message_retention_days: z.number().nullish(),
  first_message_id: z.number().nullish(),
  folder_id: z.number().nullish(),
  topics_policy: z.string().optional(),
  is_archived: z.boolean().optional(),
  is_recently_active: z.boolean().optional(),
  // null while the channel is too new to estimate.
  stream_weekly_traffic: z.number().nullish(),
  subscriber_count: z.number().optional(),
  stream_post_policy: z.number().optional(),
  is_announcement_only: z.boolean().optional(),
  can_add_subscribers_group: optionalGroupSetting,
  can_remove_subscribers_group: optionalGroupSetting,
  can_administer_channel_group: optionalGroupSetting,
  can_delete_any_message_group: optionalGroupSetting,
  can_delete_own_message_group: optionalGroupSetting,
  can_move_messages_out_of_channel_group: optionalGroupSetting,
  can_move_messages_within_channel_group: optionalGroupSetting,
  can_send_message_group: optionalGroupSetting,
  can_subscribe_group: optionalGroupSetting,
  can_resolve_topics_group: optionalGroupSetting,
  can_create_topic_group: optionalGroupSetting,
  subscribers: z.array(z.number()).optional(),
  // With include_subscribers=partial: bots plus users active in the last 14 days.
  partial_subscribers: z.array(z.number()).optional(),
});
export type BasicChannel = z.infer<typeof basicChannel>;
