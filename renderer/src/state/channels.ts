// Channels slice: the user's subscriptions and every channel they can see, by stream_id. Event
// handlers live in subscription-events.ts and stream-events.ts; the helpers here are shared by both.
import type { BasicChannel, Subscription } from '../../../shared/objects';
import { byId, readChannels, readSubscriptions, type Snapshot } from './snapshot-read';

type ById<T> = Readonly<Record<number, T>>;

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
  subscriptions: {},
  streams: {},
  unsubscribed: {},
  neverSubscribed: {},
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
      : [...subscriptions, ...unsubscribed, ...neverSubscribed];
  return {
    subscriptions: byId(subscriptions, streamIdOf),
    streams: byId(streams, streamIdOf),
    unsubscribed: byId(unsubscribed, streamIdOf),
    neverSubscribed: byId(neverSubscribed, streamIdOf),
  };
}

/** Replaces one entry, keeping the map itself when the entry is absent or unchanged. */
export function updateEntry<T>(map: ById<T>, id: number, update: (entry: T) => T): ById<T> {
  const entry = map[id];
  if (entry === undefined) return map;
  const next = update(entry);
  return next === entry ? map : { ...map, [id]: next };
}

export function withoutEntries<T>(map: ById<T>, ids: readonly number[]): ById<T> {
  if (!ids.some((id) => id in map)) return map;
  const next = { ...map };
  for (const id of ids) delete next[id];
  return next;
}

/** Applies a channel-level change wherever the channel appears (all four maps carry channel fields). */
export function updateChannelEverywhere(
  state: ChannelsState,
  streamId: number,
  update: <T extends BasicChannel>(channel: T) => T,
): ChannelsState {
  const subscriptions = updateEntry(state.subscriptions, streamId, update);
  const streams = updateEntry(state.streams, streamId, update);
  const unsubscribed = updateEntry(state.unsubscribed, streamId, update);
  const neverSubscribed = updateEntry(state.neverSubscribed, streamId, update);
  if (
    subscriptions === state.subscriptions &&
    streams === state.streams &&
    unsubscribed === state.unsubscribed &&
    neverSubscribed === state.neverSubscribed
  ) {
    return state;
  }
  return { subscriptions, streams, unsubscribed, neverSubscribed };
}

/** Any channel by ID, preferring the richest record. */
export function findChannel(state: ChannelsState, streamId: number): BasicChannel | undefined {
  return (
    state.subscriptions[streamId] ??
    state.streams[streamId] ??
    state.unsubscribed[streamId] ??
    state.neverSubscribed[streamId]
  );
}
