// Reducers for channel-wide events: channels appearing, disappearing and changing.
import type { EventOfKind } from '../../../shared/events';
import type { BasicChannel } from '../../../shared/objects';
import { updateChannelEverywhere, withoutEntries, type ChannelsState } from './channels';

/**
 * Channels became visible (created, access gained, or unarchived on older servers). A channel the
 * user was or is subscribed to keeps its personal fields and takes the new channel fields.
 */
export function handleStreamCreate(state: ChannelsState, event: EventOfKind<'stream/create'>): ChannelsState {
  if (event.streams.length === 0) return state;
  const streams = { ...state.streams };
  const subscriptions = { ...state.subscriptions };
  const unsubscribed = { ...state.unsubscribed };
  const neverSubscribed = { ...state.neverSubscribed };
  for (const channel of event.streams) {
    const id = channel.stream_id;
    streams[id] = channel;
    const subscribed = subscriptions[id];
    const former = unsubscribed[id];
    if (subscribed !== undefined) subscriptions[id] = { ...subscribed, ...channel };
    else if (former !== undefined) unsubscribed[id] = { ...former, ...channel };
    else neverSubscribed[id] = channel;
  }
  return { subscriptions, streams, unsubscribed, neverSubscribed };
}

/** Channels became invisible (deleted, access lost, or archived on older servers). */
export function handleStreamDelete(state: ChannelsState, event: EventOfKind<'stream/delete'>): ChannelsState {
  const ids = event.stream_ids;
  const subscriptions = withoutEntries(state.subscriptions, ids);
  const streams = withoutEntries(state.streams, ids);
  const unsubscribed = withoutEntries(state.unsubscribed, ids);
  const neverSubscribed = withoutEntries(state.neverSubscribed, ids);
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

/**
 * One property of a channel changed. Every property is stored under its own name (a rename sets
 * `name`; folder_id may be null; group settings are numbers or anonymous groups), and the fields
 * that travel with some properties are stored too: rendered_description with description,
 * history_public_to_subscribers and is_web_public with invite_only.
 */
export function handleStreamUpdate(state: ChannelsState, event: EventOfKind<'stream/update'>): ChannelsState {
  const patch: Record<string, unknown> = { [event.property]: event.value };
  if (event.rendered_description !== undefined) patch.rendered_description = event.rendered_description;
  if (event.history_public_to_subscribers !== undefined) {
    patch.history_public_to_subscribers = event.history_public_to_subscribers;
  }
  if (event.is_web_public !== undefined) patch.is_web_public = event.is_web_public;
  return updateChannelEverywhere(state, event.stream_id, <T extends BasicChannel>(channel: T): T => ({
    ...channel,
    ...patch,
  }));
}
