// Channels slice: the user's subscriptions and every channel they can see, by stream_id. Event
// handlers live in subscription-events.ts and stream-events.ts; the helpers here are shared by both.
import type { BasicChannel, Subscription } from '../../../shared/objects';
import { byId, updateEntry, type ById } from './by-id-map';
import { readChannels, readSubscriptions, type Snapshot } from './snapshot-read';
import { Map as ImmutableMap } from 'immutable';

export interface ChannelsState {
  /** Channels the user is subscribed to, with their personal settings. */
  subscriptions: ById<Subscription>;
  /** Every channel visible to the user (the snapshot's `streams`). */
  streams: ById<BasicChannel>;
  /** Channels the user was subscribed to before. */
  unsubscribed: ById<Subscription>;
  /** Visible channels the user never joined. */
  neverSubscribed: ById<BasicChannel>;
}

export const initialChannels: ChannelsState = {
  subscriptions: ImmutableMap(),
  streams: ImmutableMap(),
  unsubscribed: ImmutableMap(),
  neverSubscribed: ImmutableMap(),
};

const streamIdOf = (channel: BasicChannel) => channel.stream_id;

export function channelsFromSnapshot(snapshot: Snapshot): ChannelsState {
  const subscriptions = readSubscriptions(snapshot, 'subscriptions');
  const unsubscribed = readSubscriptions(snapshot, 'unsubscribed');
  const neverSubscribed = readChannels(snapshot, 'never_subscribed');
  // Without the `stream` fetch type there is no `streams` list; the three lists together cover it.
  const streams =
    'streams' in snapshot
      ? readChannels(snapshot, 'streams')
      : [...subscriptions, ...unsubscribed, ...neverSubscribed].map(channelFieldsOf);
  return {
    subscriptions: byId(subscriptions, streamIdOf),
    streams: byId(streams, streamIdOf),
    unsubscribed: byId(unsubscribed, streamIdOf),
    neverSubscribed: byId(neverSubscribed, streamIdOf),
  };
}

/** Fields of a subscription that belong to the user, not the channel (plus the subscriber list). */
const NON_CHANNEL_FIELDS = new Set([
  'color',
  'is_muted',
  'in_home_view',
  'pin_to_top',
  'desktop_notifications',
  'email_notifications',
  'push_notifications',
  'audible_notifications',
  'wildcard_mentions_notify',
  'subscribers',
  'partial_subscribers',
]);

/** The channel-level part of a subscription, as the `streams` list carries it. */
export function channelFieldsOf(channel: BasicChannel): BasicChannel {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(channel)) if (!NON_CHANNEL_FIELDS.has(key)) out[key] = value;
  return out as BasicChannel;
}

/** The state itself when none of the four maps changed. */
export function withMaps(state: ChannelsState, next: ChannelsState): ChannelsState {
  return next.subscriptions === state.subscriptions &&
    next.streams === state.streams &&
    next.unsubscribed === state.unsubscribed &&
    next.neverSubscribed === state.neverSubscribed
    ? state
    : next;
}

/** Applies a channel-level change wherever the channel appears (all four maps carry channel fields). */
export function updateChannelEverywhere(
  state: ChannelsState,
  streamId: number,
  update: <T extends BasicChannel>(channel: T) => T,
): ChannelsState {
  return withMaps(state, {
    subscriptions: updateEntry(state.subscriptions, streamId, update),
    streams: updateEntry(state.streams, streamId, update),
    unsubscribed: updateEntry(state.unsubscribed, streamId, update),
    neverSubscribed: updateEntry(state.neverSubscribed, streamId, update),
  });
}

/** Any channel by ID, preferring the richest record. */
export function findChannel(state: ChannelsState, streamId: number): BasicChannel | undefined {
  return (
    state.subscriptions.get(streamId) ??
    state.streams.get(streamId) ??
    state.unsubscribed.get(streamId) ??
    state.neverSubscribed.get(streamId)
  );
}

/** A visible channel by name, as the server compares names (case-insensitively). */
export function findChannelByName(state: ChannelsState, name: string): BasicChannel | undefined {
  const wanted = name.toLowerCase();
  for (const map of [state.subscriptions, state.streams, state.unsubscribed, state.neverSubscribed]) {
    for (const channel of map.values()) if (channel.name.toLowerCase() === wanted) return channel;
  }
  return undefined;
}
