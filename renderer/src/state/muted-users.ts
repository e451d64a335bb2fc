// Muted users slice: people whose messages the user chose to hide, with when each mute was set.
import type { EventOfKind } from '../../../shared/events';
import type { MutedUser } from '../../../shared/objects';
import { sameJson } from './same-json';
import { readList, type Snapshot } from './snapshot-read';

export interface MutedUsersState {
  /** user_id → UNIX seconds when the mute was set. */
  byId: Readonly<Record<number, number>>;
}

export const initialMutedUsers: MutedUsersState = { byId: {} };

function toMap(list: readonly MutedUser[]): Record<number, number> {
  const byId: Record<number, number> = {};
  for (const muted of list) byId[muted.id] = muted.timestamp;
  return byId;
}

export function mutedUsersFromSnapshot(snapshot: Snapshot): MutedUsersState {
  const list = readList<MutedUser>(
    snapshot,
    'muted_users',
    (item) => typeof item.id === 'number' && typeof item.timestamp === 'number',
  );
  return { byId: toMap(list) };
}

export function isUserMuted(state: MutedUsersState, userId: number): boolean {
  return userId in state.byId;
}

/** The event carries the complete new list. */
export function handleMutedUsers(state: MutedUsersState, event: EventOfKind<'muted_users'>): MutedUsersState {
  const byId = toMap(event.muted_users);
  return sameJson(state.byId, byId) ? state : { byId };
}
