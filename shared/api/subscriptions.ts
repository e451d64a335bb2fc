// Operations on subscriptions and channels (spec "Subscribe to a channel"; notes §7 and §12).
import { z } from 'zod';
import {
  basicChannel,
  CHANNEL_GROUP_SETTINGS,
  groupSettingChange,
  groupSettingValue,
  subscription,
  TopicsPolicy,
  type ChannelGroupSetting,
} from '../objects';
import { defineOperation, emptyResponse } from './operation';

/** One optional parameter per channel permission setting, all of the same value schema. */
function groupSettingParams<T extends z.ZodType>(schema: T) {
  return Object.fromEntries(CHANNEL_GROUP_SETTINGS.map((name) => [name, schema.optional()])) as {
    [K in ChannelGroupSetting]: z.ZodOptional<T>;
  };
}

const topicsPolicyParam = z.enum([
  TopicsPolicy.Inherit,
  TopicsPolicy.AllowEmptyTopic,
  TopicsPolicy.DisableEmptyTopic,
  TopicsPolicy.EmptyTopicOnly,
]);

/** A number of days, or the words for "the organization's setting" and "keep forever". */
const retentionParam = z.union([z.number().int(), z.literal('realm_default'), z.literal('unlimited')]);

/** User IDs (preferred, FL 9) or API email addresses. */
const principalsParam = z.union([z.array(z.number().int()), z.array(z.string())]);

const namesByUser = z.record(z.string(), z.array(z.string()));

export const subscribe = defineOperation({
  name: 'subscribe',
  renderer: true,
  method: 'POST',
  path: '/users/me/subscriptions',
  summary: 'Subscribe users to channels, creating channels that do not exist',
  params: z.object({
    subscriptions: z.array(z.object({ name: z.string(), description: z.string().optional() })),
    principals: principalsParam.optional(),
    authorization_errors_fatal: z.boolean().optional(),
    announce: z.boolean().optional(),
    invite_only: z.boolean().optional(),
    is_web_public: z.boolean().optional(),
    is_default_stream: z.boolean().optional(),
    history_public_to_subscribers: z.boolean().optional(),
    message_retention_days: retentionParam.optional(),
    topics_policy: topicsPolicyParam.optional(),
    ...groupSettingParams(groupSettingValue),
  }),
  // Keys are user-ID strings from FL 289 (API emails before).
  response: z.looseObject({
    subscribed: namesByUser,
    already_subscribed: namesByUser,
    unauthorized: z.array(z.string()).optional(),
  }),
});

export const unsubscribe = defineOperation({
  name: 'unsubscribe',
  renderer: true,
  method: 'DELETE',
  path: '/users/me/subscriptions',
  summary: 'Unsubscribe users from channels',
  params: z.object({
    subscriptions: z.array(z.string()),
    principals: principalsParam.optional(),
  }),
  response: z.looseObject({ removed: z.array(z.string()), not_removed: z.array(z.string()) }),
});

export const getSubscriptions = defineOperation({
  name: 'getSubscriptions',
  method: 'GET',
  path: '/users/me/subscriptions',
  summary: "The current user's subscriptions",
  params: z.object({ include_subscribers: z.boolean().optional() }),
  response: z.looseObject({ subscriptions: z.array(subscription) }),
});

/** The personal properties of a subscription that POST /users/me/subscriptions/properties changes. */
export const SUBSCRIPTION_PROPERTIES = [
  'color',
  'is_muted',
  'in_home_view',
  'pin_to_top',
  'desktop_notifications',
  'audible_notifications',
  'push_notifications',
  'email_notifications',
  'wildcard_mentions_notify',
] as const;
export type SubscriptionProperty = (typeof SUBSCRIPTION_PROPERTIES)[number];

export const updateSubscriptionProperties = defineOperation({
  name: 'updateSubscriptionProperties',
  renderer: true,
  method: 'POST',
  path: '/users/me/subscriptions/properties',
  summary: "Change personal settings of the user's subscriptions",
  params: z.object({
    // property and value are checked by the server, so that an unknown property is a BAD_REQUEST.
    subscription_data: z.array(
      z.object({
        stream_id: z.number().int(),
        property: z.string(),
        value: z.union([z.boolean(), z.string(), z.number(), z.null()]),
      }),
    ),
  }),
  response: emptyResponse,
});

export const getStreams = defineOperation({
  name: 'getStreams',
  method: 'GET',
  path: '/streams',
  summary: 'Channels the user may see, by category',
  params: z.object({
    include_public: z.boolean().optional(),
    include_web_public: z.boolean().optional(),
    include_subscribed: z.boolean().optional(),
    exclude_archived: z.boolean().optional(),
    include_all: z.boolean().optional(),
    include_default: z.boolean().optional(),
    include_owner_subscribed: z.boolean().optional(),
    include_can_access_content: z.boolean().optional(),
  }),
  response: z.looseObject({ streams: z.array(basicChannel) }),
});

const streamIdParam = z.number().int();

export const getStream = defineOperation({
  name: 'getStream',
  method: 'GET',
  path: '/streams/{stream_id}',
  summary: 'One channel by ID',
  params: z.object({ stream_id: streamIdParam }),
  response: z.looseObject({ stream: basicChannel }),
});

export const getStreamMembers = defineOperation({
  name: 'getStreamMembers',
  method: 'GET',
  path: '/streams/{stream_id}/members',
  summary: 'User IDs of the subscribers of a channel',
  params: z.object({ stream_id: streamIdParam }),
  response: z.looseObject({ subscribers: z.array(z.number()) }),
});

export const updateStream = defineOperation({
  name: 'updateStream',
  method: 'PATCH',
  path: '/streams/{stream_id}',
  summary: "Change a channel's name, description, privacy, folder, policies or permissions",
  params: z.object({
    stream_id: streamIdParam,
    new_name: z.string().optional(),
    description: z.string().optional(),
    is_private: z.boolean().optional(),
    is_web_public: z.boolean().optional(),
    history_public_to_subscribers: z.boolean().optional(),
    is_default_stream: z.boolean().optional(),
    message_retention_days: retentionParam.optional(),
    topics_policy: topicsPolicyParam.optional(),
    // Channel folders exist from FL 389; null takes the channel out of its folder.
    folder_id: z.number().int().nullable().optional(),
    // Only false (unarchive) is accepted; archiving is DELETE /streams/{stream_id}.
    is_archived: z.boolean().optional(),
    ...groupSettingParams(groupSettingChange),
  }),
  response: emptyResponse,
});

export const archiveStream = defineOperation({
  name: 'archiveStream',
  method: 'DELETE',
  path: '/streams/{stream_id}',
  summary: 'Archive a channel',
  params: z.object({ stream_id: streamIdParam }),
  response: emptyResponse,
});
