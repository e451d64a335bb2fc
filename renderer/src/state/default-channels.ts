// Default channels slice: the channels new users join, and the named groups of channels offered
// to them at sign-up (an experimental feature of the server).
import type { EventOfKind } from '../../../shared/events';
import type { DefaultChannelGroup } from '../../../shared/objects';
import { sameJson } from './same-json';
import { isRecord, readList, type Snapshot } from './snapshot-read';

export interface DefaultChannelsState {
  /** IDs of the default channels, as the server lists them. */
  streamIds: readonly number[];
  groups: readonly DefaultChannelGroup[];
}

export const initialDefaultChannels: DefaultChannelsState = { streamIds: [], groups: [] };

export function defaultChannelsFromSnapshot(snapshot: Snapshot): DefaultChannelsState {
  return {
    streamIds: readStreamIds(snapshot.realm_default_streams),
    groups: readList<DefaultChannelGroup>(
      snapshot,
      'realm_default_stream_groups',
      (item) => typeof item.id === 'number' && Array.isArray(item.streams),
    ),
  };
}

/** IDs (current servers) or whole channel objects (older ones) become IDs. */
function readStreamIds(value: unknown): number[] {
  if (!Array.isArray(value)) return [];
  const ids: number[] = [];
  for (const item of value) {
    if (typeof item === 'number') ids.push(item);
    else if (isRecord(item) && typeof item.stream_id === 'number') ids.push(item.stream_id);
  }
  return ids;
}

export function handleDefaultStreams(
  state: DefaultChannelsState,
  event: EventOfKind<'default_streams'>,
): DefaultChannelsState {
  const streamIds = event.default_streams;
  return sameJson(state.streamIds, streamIds) ? state : { ...state, streamIds };
}

export function handleDefaultStreamGroups(
  state: DefaultChannelsState,
  event: EventOfKind<'default_stream_groups'>,
): DefaultChannelsState {
  const groups = event.default_stream_groups;
  return sameJson(state.groups, groups) ? state : { ...state, groups };
}
