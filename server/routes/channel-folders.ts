// Channel folders: listing for everyone; creating, editing, archiving and reordering for
// administrators. Every change is announced to the whole organization as a channel_folder event.
import {
  createChannelFolder,
  getChannelFolders,
  reorderChannelFolders,
  updateChannelFolder,
} from '../../shared/api/channel-folders';
import { badRequest, failure } from '../http/failure';
import { route } from '../http/route';
import { renderMarkdown } from '../realm/markdown';
import { LIMITS, type Realm } from '../realm/realm';
import { isAdmin } from '../realm/roles';
import type { ChannelFolderRecord, UserRecord } from '../realm/types';

export const channelFoldersRoutes = [
  route(getChannelFolders, ({ realm }, params) => {
    const folders = sortedFolders(realm).filter((f) => params.include_archived || !f.is_archived);
    return { channel_folders: folders.map((f) => ({ ...f })) };
  }),

  route(createChannelFolder, ({ realm, user }, params) => {
    requireAdmin(user);
    const name = checkName(realm, params.name, undefined);
    const description = checkDescription(params.description);
    const id = realm.nextId('folder');
    const orders = [...realm.folders.values()].map((f) => f.order);
    const folder: ChannelFolderRecord = {
      id,
      name,
      description,
      rendered_description: renderDescription(description),
      order: orders.length === 0 ? 0 : Math.max(...orders) + 1,
      date_created: realm.now(),
      creator_id: user.user_id,
      is_archived: false,
    };
    realm.folders.set(id, folder);
    realm.emit(realm.everyone(), { type: 'channel_folder', op: 'add', channel_folder: { ...folder } });
    return { channel_folder_id: id };
  }),

  route(updateChannelFolder, ({ realm, user }, params) => {
    requireAdmin(user);
    const folder = realm.folders.get(params.channel_folder_id);
    if (!folder) throw badRequest('Invalid channel folder ID');
    const data: Record<string, unknown> = {};
    // Validate every field before touching the folder, so a bad field changes nothing.
    if (params.name !== undefined && params.name.trim() !== folder.name) {
      data.name = checkName(realm, params.name, folder.id);
    }
    if (params.description !== undefined && params.description.trim() !== folder.description) {
      const description = checkDescription(params.description);
      data.description = description;
      data.rendered_description = renderDescription(description);
    }
    if (params.is_archived !== undefined && params.is_archived !== folder.is_archived) {
      if (params.is_archived && folderInUse(realm, folder.id)) {
        throw badRequest('You need to remove all the channels from this folder to archive it.');
      }
      data.is_archived = params.is_archived;
    }
    if (Object.keys(data).length === 0) return {};
    Object.assign(folder, data);
    realm.emit(realm.everyone(), {
      type: 'channel_folder',
      op: 'update',
      channel_folder_id: folder.id,
      data,
    });
    return {};
  }),

  route(reorderChannelFolders, ({ realm, user }, params) => {
    requireAdmin(user);
    const ids = new Set(params.order);
    const complete =
      ids.size === params.order.length &&
      ids.size === realm.folders.size &&
      params.order.every((id) => realm.folders.has(id));
    if (!complete) throw badRequest('Invalid order mapping.');
    params.order.forEach((id, index) => {
      (realm.folders.get(id) as ChannelFolderRecord).order = index;
    });
    realm.emit(realm.everyone(), { type: 'channel_folder', op: 'reorder', order: [...params.order] });
    return {};
  }),
];

function requireAdmin(user: UserRecord): void {
  if (!isAdmin(user)) throw failure(400, 'UNAUTHORIZED_PRINCIPAL', 'Must be an organization administrator');
}

function sortedFolders(realm: Realm): ChannelFolderRecord[] {
  return [...realm.folders.values()].sort((a, b) => a.order - b.order || a.id - b.id);
}

/** A trimmed, non-empty name of allowed length that no other folder uses (case-insensitively). */
function checkName(realm: Realm, raw: string, selfId: number | undefined): string {
  const name = raw.trim();
  if (name === '') throw badRequest("Channel folder name can't be empty.");
  if (name.length > LIMITS.max_channel_folder_name_length) {
    throw badRequest(
      `Channel folder name is too long (limit: ${LIMITS.max_channel_folder_name_length} characters).`,
    );
  }
  const wanted = name.toLowerCase();
  for (const folder of realm.folders.values()) {
    if (folder.id !== selfId && folder.name.toLowerCase() === wanted) {
      throw badRequest('Channel folder name already in use');
    }
  }
  return name;
}

function checkDescription(raw: string): string {
  const description = raw.trim();
  if (description.length > LIMITS.max_channel_folder_description_length) {
    throw badRequest(
      `Channel folder description is too long (limit: ${LIMITS.max_channel_folder_description_length} characters).`,
    );
  }
  return description;
}

function renderDescription(description: string): string {
  return description === '' ? '' : renderMarkdown(description);
}

/** Archived channels count too: they keep their folder_id, and the real server refuses them alike. */
function folderInUse(realm: Realm, folderId: number): boolean {
  for (const channel of realm.channels.values()) {
    if (channel.folder_id === folderId) return true;
  }
  return false;
}
