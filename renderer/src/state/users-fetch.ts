// Folding a GET /users answer into the event-fed users slice. Events may arrive while the request is
// in flight; a person whose entry changed meanwhile keeps the newer, event-fed entry.
import type { User } from '../../../shared/objects';
import type { UsersState } from './users';

export function mergeFetchedUsers(
  current: UsersState,
  atRequest: UsersState,
  members: readonly User[],
): UsersState {
  let { active, inactive } = current;
  for (const member of members) {
    const id = member.user_id;
    const untouched =
      current.active.get(id) === atRequest.active.get(id) &&
      current.inactive.get(id) === atRequest.inactive.get(id);
    if (!untouched) continue;
    if (active.has(id)) active = active.set(id, member);
    else if (inactive.has(id)) inactive = inactive.set(id, member);
  }
  return active === current.active && inactive === current.inactive
    ? current
    : { ...current, active, inactive };
}
