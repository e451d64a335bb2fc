// Whether a user holds a permission given as a group-setting value (spec convention 7): either the
// ID of a named or system group, or an anonymous group of direct members and subgroups. Subgroups
// are expanded through allMembersOf, so "role:moderators" includes the administrators and owners.
import type { GroupSettingValue } from '../../../shared/objects/group-setting';
import { allMembersOf, type UserGroupsState } from './user-groups';

export function isInGroupSetting(
  groups: UserGroupsState,
  value: GroupSettingValue | undefined,
  userId: number,
): boolean {
  if (value === undefined) return false;
  if (typeof value === 'number') return allMembersOf(groups, value).has(userId);
  if (value.direct_members.includes(userId)) return true;
  return value.direct_subgroups.some((groupId) => allMembersOf(groups, groupId).has(userId));
}

/** A group-setting value read from untyped settings (realm_* values are kept as sent). */
export function asGroupSettingValue(raw: unknown): GroupSettingValue | undefined {
  if (typeof raw === 'number') return raw;
  if (typeof raw !== 'object' || raw === null) return undefined;
  const { direct_members: members, direct_subgroups: subgroups } = raw as Record<string, unknown>;
  const ids = (list: unknown) => Array.isArray(list) && list.every((id) => typeof id === 'number');
  return ids(members) && ids(subgroups)
    ? { direct_members: members as number[], direct_subgroups: subgroups as number[] }
    : undefined;
}
