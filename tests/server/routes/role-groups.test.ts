// A role change moves the user between the role groups listed in realm_user_groups, with the
// user_group events a real server sends, so clients' group-setting checks stay right.
import { describe, expect, it } from 'vitest';
import { updateUser } from '../../../shared/api/users';
import { Role, systemGroupId } from '../../../server/realm/roles';
import { useTestServer } from '../support/test-server';

const get = useTestServer();

describe('role groups', () => {
  it('sends remove_members and add_members when a member becomes a moderator', async () => {
    const realm = get().server.realm;
    const member = get().account('member2');
    const watcher = await get().queue(get().account('member'));
    await get().ok(updateUser, { user_id: member.user_id, role: Role.Moderator }, get().account('owner'));
    const events = await watcher.ofType('user_group');
    expect(events).toEqual([
      expect.objectContaining({
        op: 'remove_members',
        group_id: systemGroupId(realm, 'role:fullmembers'),
        user_ids: [member.user_id],
      }),
      expect.objectContaining({
        op: 'add_members',
        group_id: systemGroupId(realm, 'role:moderators'),
        user_ids: [member.user_id],
      }),
    ]);
  });
});
