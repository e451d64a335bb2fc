// Reducers for the user's own subscription events and for other users joining or leaving channels.
import type { EventOfKind } from '../../../shared/events';
import type { BasicChannel, Subscription } from '../../../shared/objects';
import { updateChannelEverywhere, withoutEntries, type ChannelsState } from './channels';

export function handleSubscriptionAdd(
  state: ChannelsState,
  event: EventOfKind<'subscription/add'>,
): ChannelsState {
  if (event.subscriptions.length === 0) return state;
  const ids = event.subscriptions.map((sub) => sub.stream_id);
  const subscriptions = { ...state.subscriptions };
  const streams = { ...state.streams };
  for (const sub of event.subscriptions) {
    subscriptions[sub.stream_id] = sub;
    streams[sub.stream_id] ??= sub;
  }
  return {
    subscriptions,
    streams,
    unsubscribed: withoutEntries(state.unsubscribed, ids),
    neverSubscribed: withoutEntries(state.neverSubscribed, ids),
  };
}

/** The removed subscriptions move to `unsubscribed`, as on the server. */
export function handleSubscriptionRemove(
  state: ChannelsState,
  event: EventOfKind<'subscription/remove'>,
): ChannelsState {
  const removed = event.subscriptions.map((sub) => state.subscriptions[sub.stream_id]);
  const present = removed.filter((sub): sub is Subscription => sub !== undefined);
  if (present.length === 0) return state;
  const unsubscribed = { ...state.unsubscribed };
  for (const sub of present) unsubscribed[sub.stream_id] = sub;
  return {
    ...state,
    subscriptions: withoutEntries(
      state.subscriptions,
      present.map((sub) => sub.stream_id),
    ),
    unsubscribed,
  };
}

/**
 * Any personal property, known or not, is stored under its own name. is_muted and its deprecated
 * inverse in_home_view are kept in step, since older servers send only the latter.
 */
export function handleSubscriptionUpdate(
  state: ChannelsState,
  event: EventOfKind<'subscription/update'>,
): ChannelsState {
  const sub = state.subscriptions[event.stream_id];
  if (sub === undefined) return state;
  const patch: Record<string, unknown> = { [event.property]: event.value };
  if (typeof event.value === 'boolean') {
    if (event.property === 'is_muted') patch.in_home_view = !event.value;
    if (event.property === 'in_home_view') patch.is_muted = !event.value;
  }
  const next: Subscription = { ...sub, ...patch };
  return { ...state, subscriptions: { ...state.subscriptions, [event.stream_id]: next } };
}

function withPeers<T extends BasicChannel>(channel: T, userIds: readonly number[], adding: boolean): T {
  const list = channel.subscribers;
  const count = channel.subscriber_count;
  if (list === undefined && count === undefined) return channel;
  let changed = userIds.length;
  const next: T = { ...channel };
  if (list !== undefined) {
    const members = new Set(list);
    for (const id of userIds) {
      if (adding) members.add(id);
      else members.delete(id);
    }
    changed = Math.abs(members.size - list.length);
    if (changed === 0) return channel;
    next.subscribers = [...members];
  }
  if (!adding && channel.partial_subscribers !== undefined) {
    next.partial_subscribers = channel.partial_subscribers.filter((id) => !userIds.includes(id));
  }
  if (count !== undefined) next.subscriber_count = Math.max(0, count + (adding ? changed : -changed));
  return next;
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
