// Channel folders: list, create, update (rename, describe, archive) and reorder (spec: "Get channel
// folders"; notes §2.2 and §5 channel_folder). Folders arrived at FL 389, their order at FL 414.
import { z } from 'zod';
import { channelFolder } from '../objects/channel-folder';
import { defineOperation, emptyResponse } from './operation';

export const getChannelFolders = defineOperation({
  name: 'getChannelFolders',
  renderer: true,
  method: 'GET',
  path: '/channel_folders',
  summary: 'Channel folders sorted by order; archived ones only with include_archived',
  minFeatureLevel: 389,
  params: z.object({ include_archived: z.boolean().optional() }),
  response: z.looseObject({ channel_folders: z.array(channelFolder) }),
});

export const createChannelFolder = defineOperation({
  name: 'createChannelFolder',
  method: 'POST',
  path: '/channel_folders',
  summary: 'Create a channel folder (administrators only)',
  minFeatureLevel: 389,
  params: z.object({ name: z.string(), description: z.string() }),
  response: z.looseObject({ channel_folder_id: z.number().int() }),
});

export const updateChannelFolder = defineOperation({
  name: 'updateChannelFolder',
  method: 'PATCH',
  path: '/channel_folders/{channel_folder_id}',
  summary: 'Rename, describe, archive or unarchive a channel folder (administrators only)',
  minFeatureLevel: 389,
  params: z.object({
    channel_folder_id: z.number().int(),
    name: z.string().optional(),
    description: z.string().optional(),
    is_archived: z.boolean().optional(),
  }),
  response: emptyResponse,
});

export const reorderChannelFolders = defineOperation({
  name: 'reorderChannelFolders',
  method: 'PATCH',
  path: '/channel_folders',
  summary: 'Set the display order of all channel folders (administrators only)',
  minFeatureLevel: 414,
  params: z.object({ order: z.array(z.number().int()) }),
  response: emptyResponse,
});
