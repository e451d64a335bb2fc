// Who hears about changes to a user: every active user who may know the user exists (guests
// limited by can_access_all_users_group only hear about the people they can see).
import type { Realm } from '../../realm/realm';
import type { UserRecord } from '../../realm/types';
import { canAccessUser } from '../../realm/visibility';

export function usersWhoCanAccess(realm: Realm, target: UserRecord): number[] {
  return realm
    .activeUsers()
    .filter((viewer) => canAccessUser(realm, viewer, target))
    .map((viewer) => viewer.user_id);
}

/** Sends realm_user/update with `person` (user_id plus one group of changed fields). */
export function emitPersonUpdate(realm: Realm, target: UserRecord, fields: Record<string, unknown>): void {
  realm.emit(usersWhoCanAccess(realm, target), {
    type: 'realm_user',
    op: 'update',
    person: { user_id: target.user_id, ...fields },
  });
}
