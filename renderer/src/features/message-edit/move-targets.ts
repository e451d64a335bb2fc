// The channels a message may be moved into: ones the user is subscribed to, not archived, and
// allowed to post in (can_send_message_group; a channel without the setting is open to all). The
// message's own channel is always offered, for moves within it. System groups count by role, since
// a server need not list their members.
import type { GroupSettingValue } from '../../../../shared/objects';
import type { ChannelsState } from '../../state/channels';
import type { UserGroupsState } from '../../state/user-groups';

export interface MoveTarget {
  streamId: number;
  name: string;
}

/** The widest role (100 owner … 600 guest) in each system group; servers may not list their members. */
const SYSTEM_GROUP_ROLES: Readonly<Record<string, number>> = {
  'role:owners': 100,
  'role:administrators': 200,
  'role:moderators': 300,
  'role:fullmembers': 400,
  'role:members': 400,
  'role:everyone': 600,
  'role:internet': 600,
};

/** The signed-in user, as a group setting sees them. */
export interface Member {
  userId: number;
  role: number;
}

function inGroup(groups: UserGroupsState, groupId: number, member: Member, seen: Set<number>): boolean {
  const group = groups.byId.get(groupId);
  if (group === undefined || seen.has(groupId)) return false;
  seen.add(groupId);
  const widest = group.is_system_group ? SYSTEM_GROUP_ROLES[group.name] : undefined;
  if (widest !== undefined && member.role <= widest) return true;
  if (group.members.includes(member.userId)) return true;
  return group.direct_subgroup_ids.some((id) => inGroup(groups, id, member, seen));
}

export function inGroupSetting(
  groups: UserGroupsState,
  setting: GroupSettingValue | undefined,
  member: Member,
): boolean {
  if (setting === undefined) return true;
  if (typeof setting === 'number') return inGroup(groups, setting, member, new Set());
  if (setting.direct_members.includes(member.userId)) return true;
  return setting.direct_subgroups.some((id) => inGroup(groups, id, member, new Set()));
}

export function moveTargets(
  channels: ChannelsState,
  groups: UserGroupsState,
  member: Member,
  currentStreamId: number,
): MoveTarget[] {
  const targets: MoveTarget[] = [];
  for (const sub of channels.subscriptions.values()) {
    const allowed =
      sub.stream_id === currentStreamId ||
      (sub.is_archived !== true && inGroupSetting(groups, sub.can_send_message_group, member));
    if (allowed) targets.push({ streamId: sub.stream_id, name: sub.name });
  }
  return targets.sort((a, b) => a.name.localeCompare(b.name));
}
