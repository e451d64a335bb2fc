// Events about channels: the user's subscriptions, channel changes, folders and defaults.
import { z } from 'zod';
import {
  basicChannel,
  channelFolder,
  defaultChannelGroup,
  groupSettingValue,
  removedSubscription,
  subscription,
} from '../objects';
import { eventOf, opEventOf, scalarValue } from './define';

const ids = z.array(z.number());

const peerShape = { stream_ids: ids, user_ids: ids };

/** stream/update values: scalars, null (e.g. leaving a folder) or a group setting. */
export const channelPropertyValue = z.union([
  z.string(),
  z.number(),
  z.boolean(),
  z.null(),
  groupSettingValue,
]);

// stream_ids from feature level 343; `streams: [{stream_id}]` is the older, deprecated form.
const streamDeleteWire = opEventOf('stream', 'delete', {
  stream_ids: ids.optional(),
  streams: z.array(z.looseObject({ stream_id: z.number() })).optional(),
});

// Consumers handle one shape: stream_ids is always set, derived from streams on older servers.
const streamDelete = streamDeleteWire.transform((ev, ctx) => {
  if (ev.stream_ids !== undefined) return Object.assign(ev, { stream_ids: ev.stream_ids });
  if (ev.streams !== undefined) return Object.assign(ev, { stream_ids: ev.streams.map((s) => s.stream_id) });
  ctx.issues.push({ code: 'custom', message: 'needs stream_ids or streams', input: ev });
  return z.NEVER;
});

export const channelEvents = {
  /** The user's own subscriptions were added (the only op that carries full objects). */
  'subscription/add': opEventOf('subscription', 'add', { subscriptions: z.array(subscription) }),
  'subscription/remove': opEventOf('subscription', 'remove', {
    subscriptions: z.array(removedSubscription),
  }),
  /** A personal property changed; unknown properties must be tolerated by consumers. */
  'subscription/update': opEventOf('subscription', 'update', {
    stream_id: z.number(),
    property: z.string(),
    value: scalarValue,
  }),
  'subscription/peer_add': opEventOf('subscription', 'peer_add', peerShape),
  'subscription/peer_remove': opEventOf('subscription', 'peer_remove', peerShape),
  /** Channels became visible (created, access gained, or unarchived for old clients). */
  'stream/create': opEventOf('stream', 'create', { streams: z.array(basicChannel) }),
  'stream/delete': streamDelete,
  'stream/update': opEventOf('stream', 'update', {
    stream_id: z.number(),
    name: z.string(),
    property: z.string(),
    value: channelPropertyValue,
    // Only with property description:
    rendered_description: z.string().optional(),
    // Only with property invite_only:
    history_public_to_subscribers: z.boolean().optional(),
    is_web_public: z.boolean().optional(),
  }),
  'channel_folder/add': opEventOf('channel_folder', 'add', { channel_folder: channelFolder }),
  'channel_folder/update': opEventOf('channel_folder', 'update', {
    channel_folder_id: z.number(),
    data: z.looseObject({
      name: z.string().optional(),
      description: z.string().optional(),
      rendered_description: z.string().optional(),
      is_archived: z.boolean().optional(),
    }),
  }),
  /** The complete new order of folder IDs. */
  'channel_folder/reorder': opEventOf('channel_folder', 'reorder', { order: ids }),
  default_streams: eventOf('default_streams', { default_streams: ids }),
  default_stream_groups: eventOf('default_stream_groups', {
    default_stream_groups: z.array(defaultChannelGroup),
  }),
};
