// PATCH /users/{user_id} over real HTTP: names, roles and profile fields changed by administrators,
// with their realm_user/update events, and refusals that change nothing.
import { describe, expect, it } from 'vitest';
import { getUser, updateUser } from '../../../shared/api/users';
import { parseEvent } from '../../../shared/events/parse';
import { useTestServer } from '../support/test-server';

const get = useTestServer();
const realm = () => get().server.realm;

function record(userId: number) {
  const user = realm().user(userId);
  if (!user) throw new Error(`no user ${userId}`);
  return user;
}

/** A profile field of the given type from the seed. */
function fieldOfType(type: number) {
  const field = [...realm().profileFields.values()].find((f) => f.type === type);
  if (!field) throw new Error(`the seed has no profile field of type ${type}`);
  return field;
}

describe('updateUser: names', () => {
  it('renames a user (trimmed) and tells everyone who can see them', async () => {
    const target = get().account('member2');
    const watcher = await get().queue(get().account('member'));
    await get().ok(
      updateUser,
      { user_id: target.user_id, full_name: '  Renamed Person ' },
      get().account('admin'),
    );
    expect(record(target.user_id).full_name).toBe('Renamed Person');
    const events = await watcher.ofType('realm_user', 'update');
    expect(events).toHaveLength(1);
    expect(events[0]?.person).toEqual({ user_id: target.user_id, full_name: 'Renamed Person' });
    expect(parseEvent(events[0]).kind).toBe('realm_user/update');
  });

  it('rejects a bad name, and a bad field beside a good one, changing nothing', async () => {
    const target = get().account('member2');
    const before = record(target.user_id).full_name;
    const watcher = await get().queue(get().account('member'));
    const admin = get().account('admin');
    await get().fails(updateUser, { user_id: target.user_id, full_name: 'x' }, admin, 400, 'BAD_REQUEST');
    await get().fails(updateUser, { user_id: target.user_id, full_name: 'a@b' }, admin, 400, 'BAD_REQUEST');
    const bad = await get().fails(
      updateUser,
      { user_id: target.user_id, full_name: 'Good Name', role: 250 },
      admin,
      400,
      'BAD_REQUEST',
    );
    expect(bad.msg).toBe('Invalid role');
    expect(record(target.user_id).full_name).toBe(before);
    expect(await watcher.drain()).toEqual([]);
  });

  it('is for administrators only and knows no unknown users', async () => {
    const target = get().account('member2');
    const refused = await get().fails(
      updateUser,
      { user_id: target.user_id, full_name: 'Member Pick' },
      get().account('moderator'),
      400,
      'UNAUTHORIZED_PRINCIPAL',
    );
    expect(refused.msg).toBe('Must be an organization administrator');
    const missing = await get().fails(
      updateUser,
      { user_id: 424242, role: 400 },
      get().account('admin'),
      400,
      'BAD_REQUEST',
    );
    expect(missing.msg).toBe('No such user');
  });
});

describe('updateUser: roles', () => {
  it('changes a role and sends the role form of the update', async () => {
    const target = get().account('member2');
    const watcher = await get().queue(get().account('guest'));
    await get().ok(updateUser, { user_id: target.user_id, role: 300 }, get().account('admin'));
    const shown = await get().ok(getUser, { user_id: target.user_id }, get().account('member'));
    expect(shown.user.role).toBe(300);
    const events = await watcher.ofType('realm_user', 'update');
    expect(events.map((e) => e.person)).toEqual([{ user_id: target.user_id, role: 300 }]);
    await get().ok(updateUser, { user_id: target.user_id, role: 400 }, get().account('admin'));
    expect(record(target.user_id).role).toBe(400);
  });

  it('leaves owner changes to owners and keeps the last owner', async () => {
    const target = get().account('member2');
    const admin = get().account('admin');
    const owner = get().account('owner');
    const error = await get().fails(
      updateUser,
      { user_id: target.user_id, role: 100 },
      admin,
      400,
      'UNAUTHORIZED_PRINCIPAL',
    );
    expect(error.msg).toBe('Must be an organization owner');
    expect(record(target.user_id).role).toBe(400);

    const owners = realm()
      .activeUsers()
      .filter((u) => u.role === 100 && !u.is_bot);
    expect(owners.map((u) => u.user_id)).toEqual([owner.user_id]);
    const last = await get().fails(
      updateUser,
      { user_id: owner.user_id, role: 200 },
      owner,
      400,
      'BAD_REQUEST',
    );
    expect(last.msg).toBe('The owner permission cannot be removed from the only organization owner.');

    // With a second owner the first may step down.
    await get().ok(updateUser, { user_id: target.user_id, role: 100 }, owner);
    await get().ok(updateUser, { user_id: owner.user_id, role: 200 }, target);
    expect(record(owner.user_id).role).toBe(200);
    await get().ok(updateUser, { user_id: owner.user_id, role: 100 }, target);
    await get().ok(updateUser, { user_id: target.user_id, role: 400 }, owner);
    expect([record(owner.user_id).role, record(target.user_id).role]).toEqual([100, 400]);
  });
});

describe('updateUser: profile fields', () => {
  it('sets a text field with its rendering and clears it with an empty value', async () => {
    const target = get().account('member2');
    const field = fieldOfType(1);
    const watcher = await get().queue(get().account('member'));
    const admin = get().account('admin');
    await get().ok(
      updateUser,
      { user_id: target.user_id, profile_data: [{ id: field.id, value: '*Busy*' }] },
      admin,
    );
    expect(record(target.user_id).profile_data.get(field.id)?.value).toBe('*Busy*');
    await get().ok(
      updateUser,
      { user_id: target.user_id, profile_data: [{ id: field.id, value: '' }] },
      admin,
    );
    expect(record(target.user_id).profile_data.has(field.id)).toBe(false);

    const people = (await watcher.ofType('realm_user', 'update')).map(
      (e) => e.person as Record<string, unknown>,
    );
    expect(people).toHaveLength(2);
    expect(people[0]?.custom_profile_field).toMatchObject({ id: field.id, value: '*Busy*' });
    expect((people[0]?.custom_profile_field as { rendered_value?: string }).rendered_value).toContain(
      '<em>Busy</em>',
    );
    expect(people[1]).toEqual({
      user_id: target.user_id,
      custom_profile_field: { id: field.id, value: null },
    });
  });

  it('checks values against the field type before storing any', async () => {
    const target = get().account('member2');
    const admin = get().account('admin');
    const text = fieldOfType(1);
    const select = fieldOfType(3);
    const before = record(target.user_id).profile_data.get(text.id)?.value;
    const error = await get().fails(
      updateUser,
      {
        user_id: target.user_id,
        profile_data: [
          { id: text.id, value: 'would be fine' },
          { id: select.id, value: 'not-an-option' },
        ],
      },
      admin,
      400,
      'BAD_REQUEST',
    );
    expect(error.msg).toContain('is not a valid choice');
    expect(record(target.user_id).profile_data.get(text.id)?.value).toBe(before);
    const unknown = await get().fails(
      updateUser,
      { user_id: target.user_id, profile_data: [{ id: 9999, value: 'x' }] },
      admin,
      400,
      'BAD_REQUEST',
    );
    expect(unknown.msg).toBe('Field id 9999 not found.');
    await get().fails(
      updateUser,
      { user_id: target.user_id, profile_data: [{ id: text.id, value: 'y'.repeat(51) }] },
      admin,
      400,
      'BAD_REQUEST',
    );
  });
});
