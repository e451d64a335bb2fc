// Saved snippets slice: reusable texts the user keeps on the server (feature level 297+).
import type { EventOfKind } from '../../../shared/events';
import type { SavedSnippet } from '../../../shared/objects';
import { byId, putEntry, withoutEntries, type ById } from './by-id-map';
import { readList, type Snapshot } from './snapshot-read';
import { Map as ImmutableMap } from 'immutable';

export interface SavedSnippetsState {
  byId: ById<SavedSnippet>;
}

export const initialSavedSnippets: SavedSnippetsState = { byId: ImmutableMap() };

export function savedSnippetsFromSnapshot(snapshot: Snapshot): SavedSnippetsState {
  const list = readList<SavedSnippet>(
    snapshot,
    'saved_snippets',
    (item) => typeof item.id === 'number' && typeof item.title === 'string',
  );
  return { byId: byId(list, (snippet) => snippet.id) };
}

const withMap = (state: SavedSnippetsState, map: ById<SavedSnippet>): SavedSnippetsState =>
  map === state.byId ? state : { byId: map };

/** add (feature level 297) and update (368) both carry the whole snippet. */
export function handleSavedSnippetUpsert(
  state: SavedSnippetsState,
  event: EventOfKind<'saved_snippets/add'> | EventOfKind<'saved_snippets/update'>,
): SavedSnippetsState {
  return withMap(state, putEntry(state.byId, event.saved_snippet.id, event.saved_snippet));
}

export function handleSavedSnippetRemove(
  state: SavedSnippetsState,
  event: EventOfKind<'saved_snippets/remove'>,
): SavedSnippetsState {
  return withMap(state, withoutEntries(state.byId, [event.saved_snippet_id]));
}

/** By title, as a picker lists them. */
export function snippetsByTitle(state: SavedSnippetsState): SavedSnippet[] {
  return [...state.byId.values()].sort((a, b) => a.title.localeCompare(b.title) || a.id - b.id);
}
