// User groups slice: named and system groups (realm_user_groups) as the server sends them, kept
// current by user_group events. Deactivated groups stay (include_deactivated_groups) with
// `deactivated: true`, since settings may still name them. Views that want a compact form use
// groupSummary(); system groups are the role groups ("role:members", …) the server keeps itself.
import type { EventOfKind } from '../../../shared/events';
import type { UserGroup } from '../../../shared/objects';
import { byId, putEntry, updateEntry, withIds, withoutEntries, type ById } from './by-id-map';
import { patched } from './same-json';
import { readList, type Snapshot } from './snapshot-read';
import { Map as ImmutableMap } from 'immutable';

export interface UserGroupsState {
  byId: ById<UserGroup>;
}

export const initialUserGroups: UserGroupsState = { byId: ImmutableMap() };

export function userGroupsFromSnapshot(snapshot: Snapshot): UserGroupsState {
  const list = readList<UserGroup>(
    snapshot,
    'realm_user_groups',
    (item) => typeof item.id === 'number' && typeof item.name === 'string' && Array.isArray(item.members),
  );
  return { byId: byId(list, (group) => group.id) };
}

/** What a group picker or a settings list shows of a group. */
export interface GroupSummary {
  id: number;
  name: string;
  description: string;
  /** Direct members only; subgroups' members are not expanded here (see allMembersOf). */
  members: readonly number[];
  subgroupIds: readonly number[];
  isSystemGroup: boolean;
  deactivated: boolean;
}

export function groupSummary(group: UserGroup): GroupSummary {
  return {
    id: group.id,
    name: group.name,
    description: group.description,
    members: group.members,
    subgroupIds: group.direct_subgroup_ids,
    isSystemGroup: group.is_system_group,
    deactivated: group.deactivated === true,
  };
}

const withMap = (state: UserGroupsState, map: ById<UserGroup>): UserGroupsState =>
  map === state.byId ? state : { byId: map };

export function handleUserGroupAdd(
  state: UserGroupsState,
  event: EventOfKind<'user_group/add'>,
): UserGroupsState {
  return withMap(state, putEntry(state.byId, event.group.id, event.group));
}

/** `data` holds only the changed fields (deactivation too); unknown ones are kept as sent. */
export function handleUserGroupUpdate(
  state: UserGroupsState,
  event: EventOfKind<'user_group/update'>,
): UserGroupsState {
  return withMap(
    state,
    updateEntry(state.byId, event.group_id, (group) => patched(group, event.data)),
  );
}

function changeIds(
  state: UserGroupsState,
  groupId: number,
  field: 'members' | 'direct_subgroup_ids',
  ids: readonly number[],
  adding: boolean,
): UserGroupsState {
  return withMap(
    state,
    updateEntry(state.byId, groupId, (group) => {
      const next = withIds(group[field], ids, adding);
      return next === group[field] ? group : { ...group, [field]: [...next] };
    }),
  );
}

/** add_members and remove_members. */
export function handleUserGroupMembers(
  state: UserGroupsState,
  event: EventOfKind<'user_group/add_members'> | EventOfKind<'user_group/remove_members'>,
): UserGroupsState {
  return changeIds(state, event.group_id, 'members', event.user_ids, event.op === 'add_members');
}

/** add_subgroups and remove_subgroups. */
export function handleUserGroupSubgroups(
  state: UserGroupsState,
  event: EventOfKind<'user_group/add_subgroups'> | EventOfKind<'user_group/remove_subgroups'>,
): UserGroupsState {
  const adding = event.op === 'add_subgroups';
  return changeIds(state, event.group_id, 'direct_subgroup_ids', event.direct_subgroup_ids, adding);
}

/** Older servers, or clients without include_deactivated_groups: the group is gone. */
export function handleUserGroupRemove(
  state: UserGroupsState,
  event: EventOfKind<'user_group/remove'>,
): UserGroupsState {
  return withMap(state, withoutEntries(state.byId, [event.group_id]));
}

/**
 * The spec has clients take a deactivated user out of every group themselves: no user_group
 * events accompany a deactivation.
 */
export function handleGroupsOnUserUpdate(
  state: UserGroupsState,
  event: EventOfKind<'realm_user/update'>,
): UserGroupsState {
  const { user_id: userId, is_active: isActive } = event.person;
  if (isActive !== false) return state;
  let map = state.byId;
  for (const group of state.byId.values()) {
    if (!group.members.includes(userId)) continue;
    map = map.set(group.id, { ...group, members: group.members.filter((id) => id !== userId) });
  }
  return withMap(state, map);
}

/** Members of a group, direct and through its subgroups (cycles are tolerated). */
export function allMembersOf(state: UserGroupsState, groupId: number): Set<number> {
  const members = new Set<number>();
  const seen = new Set<number>();
  const visit = (id: number) => {
    const group = state.byId.get(id);
    if (group === undefined || seen.has(id)) return;
    seen.add(id);
    for (const member of group.members) members.add(member);
    for (const sub of group.direct_subgroup_ids) visit(sub);
  };
  visit(groupId);
  return members;
}
