import { describe, expect, it } from 'vitest';
import {
  inGroupSetting,
  type GroupLike,
} from '../../../../../renderer/src/features/compose/typeahead/group-permission';

const groups = new Map<number, GroupLike>([
  [1, { id: 1, name: 'role:administrators', members: [], direct_subgroup_ids: [], is_system_group: true }],
  [2, { id: 2, name: 'role:fullmembers', members: [], direct_subgroup_ids: [], is_system_group: true }],
  [3, { id: 3, name: 'design', members: [7], direct_subgroup_ids: [4], is_system_group: false }],
  [4, { id: 4, name: 'ux', members: [8], direct_subgroup_ids: [3], is_system_group: false }],
]);
const member = { userId: 9, role: 400, isFullMember: true };

describe('inGroupSetting', () => {
  it('decides role groups by role when the server lists no members', () => {
    expect(inGroupSetting(1, { ...member, role: 200 }, groups)).toBe(true);
    expect(inGroupSetting(1, member, groups)).toBe(false);
    expect(inGroupSetting(2, member, groups)).toBe(true);
    expect(inGroupSetting(2, { ...member, isFullMember: false }, groups)).toBe(false);
    expect(inGroupSetting(2, { ...member, role: 600 }, groups)).toBe(false);
  });

  it('follows members and subgroups, tolerating cycles', () => {
    expect(inGroupSetting(3, { ...member, userId: 8 }, groups)).toBe(true);
    expect(inGroupSetting(3, member, groups)).toBe(false);
  });

  it('reads anonymous settings and refuses a missing one', () => {
    expect(inGroupSetting({ direct_members: [9], direct_subgroups: [] }, member, groups)).toBe(true);
    expect(
      inGroupSetting({ direct_members: [], direct_subgroups: [4] }, { ...member, userId: 7 }, groups),
    ).toBe(true);
    expect(inGroupSetting(undefined, member, groups)).toBe(false);
    expect(inGroupSetting(99, member, groups)).toBe(false);
  });
});
