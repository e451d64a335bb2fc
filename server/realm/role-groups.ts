// Role groups as the real server lists them in realm_user_groups: each holds the users of its own
// role directly and the next narrower role group as a subgroup (role:everyone = guests + role:members,
// role:members = role:fullmembers, …), so a client expands any group setting from register alone.
// A role change moves the user between the role groups with user_group events.
import type { Realm } from './realm';
import { SYSTEM_GROUPS, systemGroupId } from './roles';
import type { UserRecord } from './types';

/** Index in SYSTEM_GROUPS of the group that lists users of this role directly. */
function directGroupIndex(role: number): number {
  for (let i = 1; i < SYSTEM_GROUPS.length; i++) {
    const spec = SYSTEM_GROUPS[i] as (typeof SYSTEM_GROUPS)[number];
    if (role > (SYSTEM_GROUPS[i - 1]?.maxRole ?? 0) && role <= spec.maxRole) return i;
  }
  return -1;
}

export function roleGroupShape(realm: Realm, name: string): { members: number[]; subgroups: number[] } {
  const index = SYSTEM_GROUPS.findIndex((g) => g.name === name);
  if (index <= 0) return { members: [], subgroups: [] };
  const members = [...realm.users.values()]
    .filter((u) => u.is_active && directGroupIndex(u.role) === index)
    .map((u) => u.user_id);
  const narrower = index > 1 ? SYSTEM_GROUPS[index - 1] : undefined;
  return { members, subgroups: narrower ? [systemGroupId(realm, narrower.name)] : [] };
}

/** Tells everyone that a user left the old role's group and joined the new one's. */
export function emitRoleGroupChange(realm: Realm, user: UserRecord, oldRole: number): void {
  const from = SYSTEM_GROUPS[directGroupIndex(oldRole)];
  const to = SYSTEM_GROUPS[directGroupIndex(user.role)];
  if (from === to) return;
  const everyone = realm.everyone();
  const user_ids = [user.user_id];
  if (from) {
    const group_id = systemGroupId(realm, from.name);
    realm.emit(everyone, { type: 'user_group', op: 'remove_members', group_id, user_ids });
  }
  if (to) {
    const group_id = systemGroupId(realm, to.name);
    realm.emit(everyone, { type: 'user_group', op: 'add_members', group_id, user_ids });
  }
}
