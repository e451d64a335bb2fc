// One wire-shaped payload per channel event kind, written from the spec and notes.
import { sampleChannel, sampleSubscription } from '../objects/samples';

const folder = {
  id: 1,
  name: 'Engineering',
  order: 0,
  date_created: 1_700_000_000,
  creator_id: 10,
  description: '',
  rendered_description: '',
  is_archived: false,
};

export const channelSamples = {
  'subscription/add': { type: 'subscription', id: 16, op: 'add', subscriptions: [sampleSubscription] },
  'subscription/remove': {
    type: 'subscription',
    id: 17,
    op: 'remove',
    subscriptions: [{ stream_id: 3, name: 'general' }],
  },
  'subscription/update': {
    type: 'subscription',
    id: 18,
    op: 'update',
    stream_id: 3,
    property: 'desktop_notifications',
    value: null,
  },
  'subscription/peer_add': {
    type: 'subscription',
    id: 19,
    op: 'peer_add',
    stream_ids: [3],
    user_ids: [11, 12],
  },
  'subscription/peer_remove': {
    type: 'subscription',
    id: 20,
    op: 'peer_remove',
    stream_ids: [3, 4],
    user_ids: [12],
  },
  'stream/create': { type: 'stream', id: 21, op: 'create', streams: [sampleChannel] },
  'stream/delete': { type: 'stream', id: 22, op: 'delete', stream_ids: [3], streams: [{ stream_id: 3 }] },
  'stream/update': {
    type: 'stream',
    id: 23,
    op: 'update',
    stream_id: 3,
    name: 'general',
    property: 'can_send_message_group',
    value: { direct_members: [10], direct_subgroups: [14] },
  },
  'channel_folder/add': { type: 'channel_folder', id: 24, op: 'add', channel_folder: folder },
  'channel_folder/update': {
    type: 'channel_folder',
    id: 25,
    op: 'update',
    channel_folder_id: 1,
    data: { name: 'Eng', is_archived: true },
  },
  'channel_folder/reorder': { type: 'channel_folder', id: 26, op: 'reorder', order: [2, 1] },
  default_streams: { type: 'default_streams', id: 27, default_streams: [3, 4] },
  default_stream_groups: {
    type: 'default_stream_groups',
    id: 28,
    default_stream_groups: [{ id: 1, name: 'starter', description: 'For newcomers', streams: [3] }],
  },
};
