// realm_user_groups lists role groups as the real server does: each with its own role's users as
// direct members and the next narrower role group as a subgroup, so clients can expand any group
// setting (e.g. "role:everyone" for can_send_message_group) from the register answer alone.
import { describe, expect, it } from 'vitest';
import { Role } from '../../../server/realm/roles';
import { buildSeed } from '../../../server/seed';
import { buildUserSections } from '../../../server/snapshot/user-sections';

const { realm, accounts } = buildSeed('demo');

describe('system groups in realm_user_groups', () => {
  const member = realm.user(accounts.find((a) => a.role === Role.Member)!.user_id)!;
  const groups = buildUserSections(realm, member, (t) => t === 'realm_user_groups').realm_user_groups as {
    id: number;
    name: string;
    members: number[];
    direct_subgroup_ids: number[];
  }[];
  const byName = (name: string) => groups.find((g) => g.name === name)!;
  const expand = (id: number): number[] => {
    const group = groups.find((g) => g.id === id)!;
    return [...group.members, ...group.direct_subgroup_ids.flatMap(expand)];
  };
  const withRole = (max: number) =>
    [...realm.users.values()].filter((u) => u.is_active && u.role <= max).map((u) => u.user_id);

  it('chains the role groups and puts each user in their own role group', () => {
    expect(byName('role:everyone').direct_subgroup_ids).toEqual([byName('role:members').id]);
    expect(byName('role:administrators').direct_subgroup_ids).toEqual([byName('role:owners').id]);
    expect(byName('role:nobody')).toMatchObject({ members: [], direct_subgroup_ids: [] });
    expect(expand(byName('role:everyone').id).sort()).toEqual(withRole(Role.Guest).sort());
    expect(expand(byName('role:moderators').id).sort()).toEqual(withRole(Role.Moderator).sort());
    expect(byName('role:fullmembers').members).toContain(member.user_id);
  });
});
