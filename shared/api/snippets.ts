// Saved snippets: reusable Markdown texts kept on the server (notes §4 SavedSnippet, §5 events).
import { z } from 'zod';
import { savedSnippet } from '../objects/saved-snippet';
import { defineOperation, emptyResponse } from './operation';

/** Saved snippets exist since FL 297; editing them since FL 368. */
const SNIPPETS_FEATURE_LEVEL = 297;
const SNIPPET_EDIT_FEATURE_LEVEL = 368;

export const MAX_SNIPPET_TITLE_LENGTH = 60;

const snippetTitle = z.string().max(MAX_SNIPPET_TITLE_LENGTH);

export const getSavedSnippets = defineOperation({
  name: 'getSavedSnippets',
  method: 'GET',
  path: '/saved_snippets',
  summary: "List the user's saved snippets",
  minFeatureLevel: SNIPPETS_FEATURE_LEVEL,
  params: z.object({}),
  response: z.looseObject({ saved_snippets: z.array(savedSnippet) }),
});

export const createSavedSnippet = defineOperation({
  name: 'createSavedSnippet',
  renderer: true,
  method: 'POST',
  path: '/saved_snippets',
  summary: 'Save a new snippet',
  minFeatureLevel: SNIPPETS_FEATURE_LEVEL,
  params: z.object({ title: snippetTitle, content: z.string() }),
  response: z.looseObject({ saved_snippet_id: z.number().int() }),
});

export const editSavedSnippet = defineOperation({
  name: 'editSavedSnippet',
  renderer: true,
  method: 'PATCH',
  path: '/saved_snippets/{saved_snippet_id}',
  summary: "Change a saved snippet's title and/or content",
  minFeatureLevel: SNIPPET_EDIT_FEATURE_LEVEL,
  params: z.object({
    saved_snippet_id: z.number().int(),
    title: snippetTitle.optional(),
    content: z.string().optional(),
  }),
  response: emptyResponse,
});

export const deleteSavedSnippet = defineOperation({
  name: 'deleteSavedSnippet',
  renderer: true,
  method: 'DELETE',
  path: '/saved_snippets/{saved_snippet_id}',
  summary: 'Delete a saved snippet',
  minFeatureLevel: SNIPPETS_FEATURE_LEVEL,
  params: z.object({ saved_snippet_id: z.number().int() }),
  response: emptyResponse,
});
