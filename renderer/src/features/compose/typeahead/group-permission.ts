// Whether a user holds a group-setting permission (a group id or an anonymous set of members and
// subgroups). System role groups (`role:members`, …) stand for roles: a server may list their members
// (real Zulip does) or not (the reference server computes them), so the role decides as well.

import type { GroupSettingValue } from '../../../../../shared/objects/group-setting';

export interface GroupLike {
  id: number;
  name: string;
  members: readonly number[];
  direct_subgroup_ids: readonly number[];
  is_system_group: boolean;
}

export interface PermissionSubject {
  userId: number;
  /** 100 owner, 200 administrator, 300 moderator, 400 member, 600 guest. */
  role: number;
  /** Past the organization's waiting period (what `role:fullmembers` asks beyond being a member). */
  isFullMember: boolean;
}

function roleHolds(name: string, subject: PermissionSubject): boolean {
  const { role } = subject;
  switch (name) {
    case 'role:owners':
      return role <= 100;
    case 'role:administrators':
      return role <= 200;
    case 'role:moderators':
      return role <= 300;
    case 'role:fullmembers':
      return role <= 400 && (role < 400 || subject.isFullMember);
    case 'role:members':
      return role <= 400;
    case 'role:everyone':
    case 'role:internet':
      return true;
    default:
      return false;
  }
}

export function inGroupSetting(
  value: GroupSettingValue | undefined,
  subject: PermissionSubject,
  groups: ReadonlyMap<number, GroupLike>,
): boolean {
  if (value === undefined) return false;
  const seen = new Set<number>();
  const inGroup = (id: number): boolean => {
    const group = groups.get(id);
    if (group === undefined || seen.has(id)) return false;
    seen.add(id);
    if (group.is_system_group && roleHolds(group.name, subject)) return true;
    return group.members.includes(subject.userId) || group.direct_subgroup_ids.some(inGroup);
  };
  if (typeof value === 'number') return inGroup(value);
  return value.direct_members.includes(subject.userId) || value.direct_subgroups.some(inGroup);
}
