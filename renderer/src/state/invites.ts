// Invitations slice: the event says only that the set of invitations changed. A counter lets the
// invitations view refetch GET /invites when it moves, without holding the list in the store.
import type { EventOfKind } from '../../../shared/events';
import type { Snapshot } from './snapshot-read';

export interface InvitesState {
  /** Moves on every invites_changed event and on every new snapshot (events may have been missed). */
  changeCount: number;
}

export const initialInvites: InvitesState = { changeCount: 0 };

export function invitesFromSnapshot(_snapshot: Snapshot, previous: InvitesState): InvitesState {
  return { changeCount: previous.changeCount + 1 };
}

export function handleInvitesChanged(
  state: InvitesState,
  _event: EventOfKind<'invites_changed'>,
): InvitesState {
  return { changeCount: state.changeCount + 1 };
}
