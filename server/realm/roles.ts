// Roles and system groups. Group-setting values name groups by id; system groups stand for roles,
// so membership of a system group is computed from the user's role rather than stored.
import type { Realm } from './realm';
import type { GroupSetting, UserRecord } from './types';

export const Role = { Owner: 100, Administrator: 200, Moderator: 300, Member: 400, Guest: 600 } as const;

export const SYSTEM_GROUPS = [
  { name: 'role:nobody', description: 'Nobody', maxRole: 0 },
  { name: 'role:owners', description: 'Owners of this organization', maxRole: Role.Owner },
  {
    name: 'role:administrators',
    description: 'Administrators of this organization, including owners',
    maxRole: Role.Administrator,
  },
  {
    name: 'role:moderators',
    description: 'Moderators of this organization, including administrators',
    maxRole: Role.Moderator,
  },
  {
    name: 'role:fullmembers',
    description: 'Members of this organization, not including new accounts and guests',
    maxRole: Role.Member,
  },
  {
    name: 'role:members',
    description: 'Members of this organization, not including guests',
    maxRole: Role.Member,
  },
  {
    name: 'role:everyone',
    description: 'Everyone in this organization, including guests',
    maxRole: Role.Guest,
  },
  { name: 'role:internet', description: 'Everyone on the Internet', maxRole: Role.Guest },
] as const;

export type SystemGroupName = (typeof SYSTEM_GROUPS)[number]['name'];

export const isOwner = (u: UserRecord): boolean => u.role <= Role.Owner;
export const isAdmin = (u: UserRecord): boolean => u.role <= Role.Administrator;
export const isModerator = (u: UserRecord): boolean => u.role <= Role.Moderator;
export const isGuest = (u: UserRecord): boolean => u.role >= Role.Guest;

export function systemGroupId(realm: Realm, name: SystemGroupName): number {
  for (const group of realm.groups.values())
    if (group.is_system_group && group.name === name) return group.id;
  throw new Error(`system group ${name} is missing`);
}

/** Whether `user` belongs to the group `groupId`, directly, by role, or through subgroups. */
export function inGroup(realm: Realm, groupId: number, user: UserRecord, seen = new Set<number>()): boolean {
  if (seen.has(groupId) || !user.is_active) return false;
  seen.add(groupId);
  const group = realm.groups.get(groupId);
  if (!group || group.deactivated) return false;
  if (group.is_system_group) {
    const spec = SYSTEM_GROUPS.find((g) => g.name === group.name);
    if (spec && user.role <= spec.maxRole) return true;
  }
  if (group.members.has(user.user_id)) return true;
  for (const sub of group.subgroups) if (inGroup(realm, sub, user, seen)) return true;
  return false;
}

export function inGroupSetting(realm: Realm, setting: GroupSetting | undefined, user: UserRecord): boolean {
  if (setting === undefined) return false;
  if (typeof setting === 'number') return inGroup(realm, setting, user);
  if (setting.direct_members.includes(user.user_id) && user.is_active) return true;
  return setting.direct_subgroups.some((id) => inGroup(realm, id, user));
}

/** A group-setting value refers only to groups and users that exist. */
export function isValidGroupSetting(realm: Realm, setting: GroupSetting): boolean {
  if (typeof setting === 'number') return realm.groups.has(setting);
  return (
    setting.direct_members.every((id) => realm.users.has(id)) &&
    setting.direct_subgroups.every((id) => realm.groups.has(id))
  );
}
