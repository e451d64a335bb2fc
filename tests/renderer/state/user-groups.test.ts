import { beforeEach, describe, expect, it } from 'vitest';
import { allMembersOf, groupSummary } from '../../../renderer/src/state/user-groups';
import { sampleUserGroup } from '../../shared/objects/samples';
import { event } from '../support/factories';
import { storeFrom, type StoreFixture } from '../support/store-fixture';

const group = (
  id: number,
  members: number[],
  subgroups: number[] = [],
  extra: Record<string, unknown> = {},
) => ({
  ...sampleUserGroup,
  id,
  name: `group-${id}`,
  members,
  direct_subgroup_ids: subgroups,
  ...extra,
});

let f: StoreFixture;
beforeEach(() => {
  f = storeFrom({ realm_user_groups: [group(1, [10, 11], [2]), group(2, [12]), { id: 'bad' }] });
});

describe('user_group events', () => {
  it('add and remove whole groups', () => {
    f.apply(event('user_group/add', { group: group(3, [13]) }));
    expect(f.s().userGroups.byId.get(3)?.members).toEqual([13]);
    f.apply(event('user_group/remove', { group_id: 3 }));
    expect(
      f
        .s()
        .userGroups.byId.keySeq()
        .toArray()
        .sort((a, b) => a - b),
    ).toEqual([1, 2]);
  });

  it('update merges changed fields: names, group settings, deactivation, unknown ones', () => {
    const anyone = { direct_members: [10], direct_subgroups: [2] };
    f.apply(
      event('user_group/update', {
        group_id: 1,
        data: { name: 'designers', can_mention_group: anyone, deactivated: true, shine: 'high' },
      }),
    );
    expect(f.s().userGroups.byId.get(1)).toMatchObject({
      name: 'designers',
      can_mention_group: anyone,
      deactivated: true,
      shine: 'high',
      members: [10, 11],
    });
    expect(groupSummary(f.s().userGroups.byId.get(1) as never)).toMatchObject({
      deactivated: true,
      subgroupIds: [2],
    });
  });

  it('members and subgroups come and go; repeats and unknown groups change nothing', () => {
    f.apply(
      event('user_group/add_members', { group_id: 1, user_ids: [13] }),
      event('user_group/remove_members', { group_id: 1, user_ids: [10] }),
      event('user_group/add_subgroups', { group_id: 2, direct_subgroup_ids: [4] }),
      event('user_group/remove_subgroups', { group_id: 1, direct_subgroup_ids: [2] }),
    );
    expect(f.s().userGroups.byId.get(1)).toMatchObject({ members: [11, 13], direct_subgroup_ids: [] });
    expect(f.s().userGroups.byId.get(2)?.direct_subgroup_ids).toEqual([4]);
    const before = f.s().userGroups;
    f.apply(
      event('user_group/add_members', { group_id: 1, user_ids: [13] }),
      event('user_group/remove_members', { group_id: 99, user_ids: [1] }),
      event('user_group/update', { group_id: 1, data: { name: 'group-1' } }),
    );
    expect(f.s().userGroups).toBe(before);
  });

  it('members of subgroups count, without looping on cycles', () => {
    f.apply(event('user_group/add_subgroups', { group_id: 2, direct_subgroup_ids: [1] }));
    expect([...allMembersOf(f.s().userGroups, 1)].sort()).toEqual([10, 11, 12]);
  });
});

describe('deactivated users', () => {
  it('leave every group, as the spec asks of clients; other person updates change nothing', () => {
    f.apply(event('user_group/add_members', { group_id: 2, user_ids: [11] }));
    const before = f.s().userGroups;
    f.apply(event('realm_user/update', { person: { user_id: 11, full_name: 'New' } }));
    expect(f.s().userGroups).toBe(before);
    f.apply(event('realm_user/update', { person: { user_id: 11, is_active: false } }));
    expect(f.s().userGroups.byId.get(1)?.members).toEqual([10]);
    expect(f.s().userGroups.byId.get(2)?.members).toEqual([12]);
  });
});
