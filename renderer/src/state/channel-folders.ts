// Channel folders slice (feature level 389+): the sidebar's grouping of channels.
import type { EventOfKind } from '../../../shared/events';
import type { ChannelFolder } from '../../../shared/objects';
import { byId, readChannelFolders, type Snapshot } from './snapshot-read';

export interface ChannelFoldersState {
  byId: Readonly<Record<number, ChannelFolder>>;
}

export const initialChannelFolders: ChannelFoldersState = { byId: {} };

export function channelFoldersFromSnapshot(snapshot: Snapshot): ChannelFoldersState {
  return { byId: byId(readChannelFolders(snapshot), (folder) => folder.id) };
}

export function handleChannelFolderAdd(
  state: ChannelFoldersState,
  event: EventOfKind<'channel_folder/add'>,
): ChannelFoldersState {
  const folder = event.channel_folder;
  return { byId: { ...state.byId, [folder.id]: folder } };
}

/** `data` holds only the changed fields; unknown ones are kept as sent. */
export function handleChannelFolderUpdate(
  state: ChannelFoldersState,
  event: EventOfKind<'channel_folder/update'>,
): ChannelFoldersState {
  const folder = state.byId[event.channel_folder_id];
  if (folder === undefined) return state;
  return { byId: { ...state.byId, [folder.id]: { ...folder, ...event.data } } };
}

/** The event lists every folder ID in its new order; `order` becomes each one's position. */
export function handleChannelFolderReorder(
  state: ChannelFoldersState,
  event: EventOfKind<'channel_folder/reorder'>,
): ChannelFoldersState {
  const next = { ...state.byId };
  event.order.forEach((id, index) => {
    const folder = next[id];
    if (folder !== undefined && folder.order !== index) next[id] = { ...folder, order: index };
  });
  return { byId: next };
}
