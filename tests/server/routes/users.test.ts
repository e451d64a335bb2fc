// GET /users and GET /users/{user_id} over real HTTP: the view options, the user_ids filter,
// spectators (public access off and on) and guests limited by can_access_all_users_group.
import { afterEach, describe, expect, it } from 'vitest';
import { getUser, getUsers } from '../../../shared/api/users';
import { addUser } from '../../../server/realm/factory';
import { systemGroupId } from '../../../server/realm/roles';
import { useTestServer } from '../support/test-server';

const get = useTestServer();
const realm = () => get().server.realm;

const restore: (() => void)[] = [];
afterEach(() => {
  for (const undo of restore.splice(0)) undo();
});

describe('getUsers', () => {
  it('lists every user sorted by id, profile fields only on request', async () => {
    const member = get().account('member');
    const plain = await get().ok(getUsers, {}, member);
    const ids = plain.members.map((u) => u.user_id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    for (const account of get().server.accounts) expect(ids).toContain(account.user_id);
    expect(plain.members.every((u) => u.profile_data === undefined)).toBe(true);

    const withFields = await get().ok(getUsers, { include_custom_profile_fields: true }, member);
    const me = withFields.members.find((u) => u.user_id === member.user_id);
    const stored = realm().user(member.user_id)?.profile_data;
    expect(stored?.size).toBeGreaterThan(0);
    expect(Object.keys(me?.profile_data ?? {}).sort()).toEqual(
      [...(stored?.keys() ?? [])].map(String).sort(),
    );
  });

  it('hides real addresses from non-administrators', async () => {
    const member2 = get().account('member2');
    const asMember = await get().ok(getUsers, { user_ids: [member2.user_id] }, get().account('member'));
    expect(asMember.members[0]?.delivery_email).toBeNull();
    const asAdmin = await get().ok(getUsers, { user_ids: [member2.user_id] }, get().account('admin'));
    expect(asAdmin.members[0]?.delivery_email).toBe(member2.email);
  });

  it('leaves avatar_url null for gravatar users only while client_gravatar is on (the default)', async () => {
    const member2 = get().account('member2');
    const record = realm().user(member2.user_id);
    if (!record) throw new Error('member2 missing');
    record.avatar_source = 'G';
    restore.push(() => (record.avatar_source = 'U'));
    const member = get().account('member');
    const byDefault = await get().ok(getUsers, { user_ids: [member2.user_id, member.user_id] }, member);
    expect(byDefault.members.find((u) => u.user_id === member2.user_id)?.avatar_url).toBeNull();
    expect(byDefault.members.find((u) => u.user_id === member.user_id)?.avatar_url).toMatch(/^http/);
    const off = await get().ok(getUsers, { user_ids: [member2.user_id], client_gravatar: false }, member);
    expect(off.members[0]?.avatar_url).toMatch(/^http/);
  });

  it('filters by user_ids and rejects unknown ids', async () => {
    const member = get().account('member');
    const wanted = [get().account('owner').user_id, get().account('bot').user_id];
    const data = await get().ok(getUsers, { user_ids: [...wanted].reverse() }, member);
    expect(data.members.map((u) => u.user_id)).toEqual([...wanted].sort((a, b) => a - b));
    const error = await get().fails(
      getUsers,
      { user_ids: [wanted[0] as number, 987654] },
      member,
      400,
      'BAD_REQUEST',
    );
    expect(error.msg).toBe('Invalid user ID: 987654');
  });

  it('refuses spectators unless the organization allows public access', async () => {
    const error = await get().fails(getUsers, {}, null, 401, 'UNAUTHORIZED');
    expect(error.msg).toBe('Not logged in: API authentication or user session required');
    await get().fails(getUser, { user_id: get().account('member').user_id }, null, 401, 'UNAUTHORIZED');

    realm().settings.enable_spectator_access = true;
    restore.push(() => (realm().settings.enable_spectator_access = false));
    const open = await get().ok(getUsers, {}, null);
    expect(open.members.length).toBeGreaterThan(0);
    expect(open.members.every((u) => u.delivery_email === null)).toBe(true);
    const one = await get().ok(getUser, { user_id: get().account('bot').user_id }, null);
    expect(one.user.delivery_email).toBeNull();
    await get().fails(getUsers, { client_gravatar: true }, null, 400, 'BAD_REQUEST');
  });

  it('shows a guest outside can_access_all_users_group only the people they share something with', async () => {
    const stranger = addUser(realm(), { full_name: 'Remote Stranger', email: 'stranger@example.test' });
    const before = { ...realm().settings.groups };
    realm().settings.groups.can_access_all_users_group = systemGroupId(realm(), 'role:members');
    restore.push(() => (realm().settings.groups = before));
    const guest = get().account('guest');

    const seen = (await get().ok(getUsers, {}, guest)).members.map((u) => u.user_id);
    const all = (await get().ok(getUsers, {}, get().account('member'))).members.map((u) => u.user_id);
    expect(seen).toContain(guest.user_id);
    expect(seen).toContain(get().account('bot').user_id);
    expect(seen).not.toContain(stranger.user_id);
    expect(all).toContain(stranger.user_id);
    expect(seen.length).toBeLessThan(all.length);

    const hidden = await get().fails(getUser, { user_id: stranger.user_id }, guest, 400, 'BAD_REQUEST');
    expect(hidden.msg).toBe('No such user');
    await get().fails(getUsers, { user_ids: [stranger.user_id] }, guest, 400, 'BAD_REQUEST');
  });
});

describe('getUser', () => {
  it('returns one user with the requested view', async () => {
    const member = get().account('member');
    const data = await get().ok(
      getUser,
      { user_id: member.user_id, include_custom_profile_fields: true },
      get().account('admin'),
    );
    expect(data.user).toMatchObject({
      user_id: member.user_id,
      full_name: realm().user(member.user_id)?.full_name,
      delivery_email: member.email,
      role: 400,
      is_admin: false,
    });
    expect(data.user.profile_data).toBeDefined();
  });

  it('answers No such user for unknown ids and rejects ids that are not integers', async () => {
    const member = get().account('member');
    const error = await get().fails(getUser, { user_id: 999999 }, member, 400, 'BAD_REQUEST');
    expect(error.msg).toBe('No such user');
    const response = await fetch(`${get().url}/api/v1/users/abc`, {
      headers: {
        authorization: `Basic ${Buffer.from(`${member.email}:${member.api_key}`).toString('base64')}`,
      },
    });
    expect(response.status).toBe(400);
  });
});
