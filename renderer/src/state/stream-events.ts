// Reducers for channel-wide events: channels appearing, disappearing and changing.
import type { EventOfKind } from '../../../shared/events';
import type { BasicChannel } from '../../../shared/objects';
import { updateEntry, withoutEntries, type ById } from './by-id-map';
import { updateChannelEverywhere, withMaps, type ChannelsState } from './channels';
import { patched } from './same-json';

/**
 * Channels became visible (created, access gained, or unarchived on older servers). A channel the
 * user was or is subscribed to keeps its personal fields and takes the new channel fields.
 */
export function handleStreamCreate(state: ChannelsState, event: EventOfKind<'stream/create'>): ChannelsState {
  let { subscriptions, streams, unsubscribed, neverSubscribed } = state;
  for (const channel of event.streams) {
    const id = channel.stream_id;
    const merge = <T extends BasicChannel>(known: T): T => patched(known, channel);
    streams = upsert(streams, channel, merge);
    if (subscriptions.has(id) || unsubscribed.has(id)) {
      subscriptions = updateEntry(subscriptions, id, merge);
      unsubscribed = updateEntry(unsubscribed, id, merge);
    } else {
      neverSubscribed = upsert(neverSubscribed, channel, merge);
    }
  }
  return withMaps(state, { subscriptions, streams, unsubscribed, neverSubscribed });
}

function upsert(
  map: ById<BasicChannel>,
  channel: BasicChannel,
  merge: (known: BasicChannel) => BasicChannel,
): ById<BasicChannel> {
  const known = map.get(channel.stream_id);
  if (known === undefined) return map.set(channel.stream_id, channel);
  const next = merge(known);
  return next === known ? map : map.set(channel.stream_id, next);
}

/** Channels became invisible (deleted, access lost, or archived on older servers). */
export function handleStreamDelete(state: ChannelsState, event: EventOfKind<'stream/delete'>): ChannelsState {
  const ids = event.stream_ids;
  return withMaps(state, {
    subscriptions: withoutEntries(state.subscriptions, ids),
    streams: withoutEntries(state.streams, ids),
    unsubscribed: withoutEntries(state.unsubscribed, ids),
    neverSubscribed: withoutEntries(state.neverSubscribed, ids),
  });
}

/**
 * One property of a channel changed. Every property is stored under its own name, unknown ones
 * included (a rename sets `name`; folder_id may be null; group settings are numbers or anonymous
 * groups), and the fields that travel with some properties are stored too: rendered_description
 * with description, history_public_to_subscribers and is_web_public with invite_only.
 */
export function handleStreamUpdate(state: ChannelsState, event: EventOfKind<'stream/update'>): ChannelsState {
  const patch: Record<string, unknown> = { [event.property]: event.value };
  if (event.rendered_description !== undefined) patch.rendered_description = event.rendered_description;
  if (event.history_public_to_subscribers !== undefined) {
    patch.history_public_to_subscribers = event.history_public_to_subscribers;
  }
  if (event.is_web_public !== undefined) patch.is_web_public = event.is_web_public;
  return updateChannelEverywhere(state, event.stream_id, <T extends BasicChannel>(channel: T): T =>
    patched(channel, patch),
  );
}
