// Channel folders slice (feature level 389+): the sidebar's grouping of channels.
import type { EventOfKind } from '../../../shared/events';
import type { ChannelFolder } from '../../../shared/objects';
import { byId, putEntry, type ById } from './by-id-map';
import { patched } from './same-json';
import { readChannelFolders, type Snapshot } from './snapshot-read';
import { Map as ImmutableMap } from 'immutable';

export interface ChannelFoldersState {
  byId: ById<ChannelFolder>;
}

export const initialChannelFolders: ChannelFoldersState = { byId: ImmutableMap() };

export function channelFoldersFromSnapshot(snapshot: Snapshot): ChannelFoldersState {
  return { byId: byId(readChannelFolders(snapshot), (folder) => folder.id) };
}

export function handleChannelFolderAdd(
  state: ChannelFoldersState,
  event: EventOfKind<'channel_folder/add'>,
): ChannelFoldersState {
  const map = putEntry(state.byId, event.channel_folder.id, event.channel_folder);
  return map === state.byId ? state : { byId: map };
}

/** `data` holds only the changed fields; unknown ones are kept as sent. */
export function handleChannelFolderUpdate(
  state: ChannelFoldersState,
  event: EventOfKind<'channel_folder/update'>,
): ChannelFoldersState {
  const folder = state.byId.get(event.channel_folder_id);
  if (folder === undefined) return state;
  const next = patched(folder, event.data);
  return next === folder ? state : { byId: state.byId.set(folder.id, next) };
}

/** The event lists every folder ID in its new order; `order` becomes each one's position. */
export function handleChannelFolderReorder(
  state: ChannelFoldersState,
  event: EventOfKind<'channel_folder/reorder'>,
): ChannelFoldersState {
  let next = state.byId;
  event.order.forEach((id, index) => {
    const folder = next.get(id);
    if (folder !== undefined && folder.order !== index) next = next.set(id, { ...folder, order: index });
  });
  return next === state.byId ? state : { byId: next };
}
