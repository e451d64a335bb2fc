// Folding a GET /users answer into the event-fed users slice. Events may arrive while the request is
// in flight; a person whose entry changed meanwhile keeps the newer, event-fed entry.
import type { User } from '../../../shared/objects';
import type { UsersState } from './users';

export function mergeFetchedUsers(
  current: UsersState,
  atRequest: UsersState,
  members: readonly User[],
): UsersState {
  const active: Record<number, User> = { ...current.active };
  const inactive: Record<number, User> = { ...current.inactive };
  let changed = false;
  for (const member of members) {
    const id = member.user_id;
    const untouched =
      current.active[id] === atRequest.active[id] && current.inactive[id] === atRequest.inactive[id];
    if (!untouched) continue;
    const map = id in active ? active : id in inactive ? inactive : undefined;
    if (!map) continue;
    map[id] = member;
    changed = true;
  }
  return changed ? { ...current, active, inactive } : current;
}
