// Reducers for the user's own subscription events and for other users joining or leaving channels.
import type { EventOfKind } from '../../../shared/events';
import type { BasicChannel, Subscription } from '../../../shared/objects';
import { putEntries, withIds, withoutEntries } from './by-id-map';
import { channelFieldsOf, updateChannelEverywhere, withMaps, type ChannelsState } from './channels';
import { patched } from './same-json';

/**
 * The user joined channels. The full objects replace what was known, the channel list takes their
 * channel fields (its subscriber count included: the server sends the joining user no peer_add
 * about themselves), and the channels leave `unsubscribed` and `neverSubscribed`.
 */
export function handleSubscriptionAdd(
  state: ChannelsState,
  event: EventOfKind<'subscription/add'>,
): ChannelsState {
  const subs = event.subscriptions;
  if (subs.length === 0) return state;
  const ids = subs.map((sub) => sub.stream_id);
  return withMaps(state, {
    subscriptions: putEntries(state.subscriptions, subs, (sub) => sub.stream_id),
    streams: putEntries(state.streams, subs.map(channelFieldsOf), (channel) => channel.stream_id),
    unsubscribed: withoutEntries(state.unsubscribed, ids),
    neverSubscribed: withoutEntries(state.neverSubscribed, ids),
  });
}

/**
 * The user left channels: the subscriptions move to `unsubscribed`, as on the server. Nobody sends
 * the leaving user a peer_remove about themselves, so they leave the subscriber data here.
 */
export function handleSubscriptionRemove(
  state: ChannelsState,
  event: EventOfKind<'subscription/remove'>,
  ownUserId: number | null,
): ChannelsState {
  const present = event.subscriptions
    .map((removed) => state.subscriptions.get(removed.stream_id))
    .filter((sub): sub is Subscription => sub !== undefined);
  if (present.length === 0) return state;
  const ids = present.map((sub) => sub.stream_id);
  const me = ownUserId === null ? [] : [ownUserId];
  let { unsubscribed, streams } = state;
  for (const sub of present) {
    unsubscribed = unsubscribed.set(sub.stream_id, withPeers(sub, me, false));
    const channel = streams.get(sub.stream_id);
    if (channel !== undefined) streams = streams.set(sub.stream_id, withPeers(channel, me, false));
  }
  return {
    ...state,
    subscriptions: withoutEntries(state.subscriptions, ids),
    streams,
    unsubscribed,
  };
}

/**
 * Any personal property, known or not, is stored under its own name. is_muted and its deprecated
 * inverse in_home_view are kept in step, since older servers send only the latter; the second of
 * the pair newer servers send then changes nothing.
 */
export function handleSubscriptionUpdate(
  state: ChannelsState,
  event: EventOfKind<'subscription/update'>,
): ChannelsState {
  const sub = state.subscriptions.get(event.stream_id);
  if (sub === undefined) return state;
  const patch: Record<string, unknown> = { [event.property]: event.value };
  if (typeof event.value === 'boolean') {
    if (event.property === 'is_muted') patch.in_home_view = !event.value;
    if (event.property === 'in_home_view') patch.is_muted = !event.value;
  }
  const next = patched(sub, patch);
  if (next === sub) return state;
  return { ...state, subscriptions: state.subscriptions.set(event.stream_id, next) };
}

/** The channel with users added to or removed from whatever subscriber data it carries. */
function withPeers<T extends BasicChannel>(channel: T, userIds: readonly number[], adding: boolean): T {
  if (userIds.length === 0) return channel;
  const { subscribers, subscriber_count: count, partial_subscribers: partial } = channel;
  let delta = (adding ? 1 : -1) * new Set(userIds).size;
  const next: T = { ...channel };
  if (subscribers !== undefined) {
    const updated = withIds(subscribers, userIds, adding);
    // With the full list at hand, only real changes count (a repeated event changes nothing).
    delta = updated.length - subscribers.length;
    if (delta === 0) return channel;
    next.subscribers = [...updated];
  }
  // Who joins is not known to be recently active, so the partial list only ever loses people.
  if (!adding && partial !== undefined) {
    const remaining = withIds(partial, userIds, false);
    if (remaining !== partial) next.partial_subscribers = [...remaining];
  }
  if (count !== undefined) next.subscriber_count = Math.max(0, count + delta);
  const changed =
    next.subscribers !== subscribers ||
    next.partial_subscribers !== partial ||
    next.subscriber_count !== count;
  return changed ? next : channel;
}

function handlePeers(state: ChannelsState, streamIds: number[], userIds: number[], adding: boolean) {
  let next = state;
  for (const streamId of streamIds) {
    next = updateChannelEverywhere(next, streamId, (channel) => withPeers(channel, userIds, adding));
  }
  return next;
}

export function handleSubscriptionPeerAdd(
  state: ChannelsState,
  event: EventOfKind<'subscription/peer_add'>,
): ChannelsState {
  return handlePeers(state, event.stream_ids, event.user_ids, true);
}

export function handleSubscriptionPeerRemove(
  state: ChannelsState,
  event: EventOfKind<'subscription/peer_remove'>,
): ChannelsState {
  return handlePeers(state, event.stream_ids, event.user_ids, false);
}
