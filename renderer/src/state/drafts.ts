// Drafts slice: the user's drafts as the server keeps them (with enable_drafts_synchronization on).
import type { EventOfKind } from '../../../shared/events';
import type { Draft } from '../../../shared/objects';
import { byId, putEntries, putEntry, withoutEntries, type ById } from './by-id-map';
import { readList, type Snapshot } from './snapshot-read';
import { Map as ImmutableMap } from 'immutable';

export interface DraftsState {
  byId: ById<Draft>;
}

export const initialDrafts: DraftsState = { byId: ImmutableMap() };

export function draftsFromSnapshot(snapshot: Snapshot): DraftsState {
  const list = readList<Draft>(
    snapshot,
    'drafts',
    (item) => typeof item.id === 'number' && typeof item.content === 'string',
  );
  return { byId: byId(list, (draft) => draft.id) };
}

const withMap = (state: DraftsState, map: ById<Draft>): DraftsState =>
  map === state.byId ? state : { byId: map };

export function handleDraftsAdd(state: DraftsState, event: EventOfKind<'drafts/add'>): DraftsState {
  return withMap(
    state,
    putEntries(state.byId, event.drafts, (draft) => draft.id),
  );
}

export function handleDraftsUpdate(state: DraftsState, event: EventOfKind<'drafts/update'>): DraftsState {
  return withMap(state, putEntry(state.byId, event.draft.id, event.draft));
}

export function handleDraftsRemove(state: DraftsState, event: EventOfKind<'drafts/remove'>): DraftsState {
  return withMap(state, withoutEntries(state.byId, [event.draft_id]));
}

/** Newest first, as a drafts list shows them. */
export function draftsByRecency(state: DraftsState): Draft[] {
  return [...state.byId.values()].sort((a, b) => (b.timestamp ?? 0) - (a.timestamp ?? 0) || b.id - a.id);
}
