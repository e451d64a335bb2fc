// Server-synchronized drafts: list, create (in batches), edit and delete (spec "Get drafts",
// notes §4 Draft and §5 drafts events).
import { z } from 'zod';
import { draft } from '../objects/draft';
import { defineOperation, emptyResponse } from './operation';

/** Drafts arrived with the enable_drafts_synchronization setting (FL 87). */
const DRAFTS_FEATURE_LEVEL = 87;

/**
 * One draft as a client sends it. The server rejects unknown keys, so this is strict; `timestamp`
 * (UNIX seconds) is filled in by the server when left out.
 */
export const draftInput = z.strictObject({
  type: z.enum(['', 'stream', 'private']),
  // One channel ID for channel drafts, user IDs for direct drafts, [] when unaddressed.
  to: z.array(z.number().int()),
  topic: z.string(),
  content: z.string(),
  timestamp: z.number().optional(),
});
export type DraftInput = z.infer<typeof draftInput>;

export const getDrafts = defineOperation({
  name: 'getDrafts',
  renderer: true,
  method: 'GET',
  path: '/drafts',
  summary: 'List the drafts stored on the server, most recently edited first',
  minFeatureLevel: DRAFTS_FEATURE_LEVEL,
  params: z.object({}),
  response: z.looseObject({ count: z.number().int(), drafts: z.array(draft) }),
});

export const createDrafts = defineOperation({
  name: 'createDrafts',
  method: 'POST',
  path: '/drafts',
  summary: 'Store new drafts; all of them or none',
  minFeatureLevel: DRAFTS_FEATURE_LEVEL,
  params: z.object({ drafts: z.array(draftInput) }),
  // The new IDs, in the order the drafts were given.
  response: z.looseObject({ ids: z.array(z.number().int()) }),
});

export const editDraft = defineOperation({
  name: 'editDraft',
  method: 'PATCH',
  path: '/drafts/{draft_id}',
  summary: 'Replace a stored draft',
  minFeatureLevel: DRAFTS_FEATURE_LEVEL,
  params: z.object({ draft_id: z.number().int(), draft: draftInput }),
  response: emptyResponse,
});

export const deleteDraft = defineOperation({
  name: 'deleteDraft',
  renderer: true,
  method: 'DELETE',
  path: '/drafts/{draft_id}',
  summary: 'Delete a stored draft',
  minFeatureLevel: DRAFTS_FEATURE_LEVEL,
  params: z.object({ draft_id: z.number().int() }),
  response: emptyResponse,
});
