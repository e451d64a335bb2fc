import { beforeEach, describe, expect, it } from 'vitest';
import type { ServerEvent } from '../../../shared/events';
import type { User } from '../../../shared/objects';
import { createAppStore, type AppStoreApi } from '../../../renderer/src/state/store';
import { findUser, usersFromSnapshot } from '../../../renderer/src/state/users';
import { sampleUser } from '../../shared/objects/samples';
import { baseSnapshot, event, unknownEvent } from '../support/factories';

function person(overrides: Partial<User> & { user_id: number; full_name: string }): User {
  return { ...sampleUser, email: `user${overrides.user_id}@example.org`, ...overrides };
}

const ada = person({ user_id: 10, full_name: 'Ada Lovelace' });
const bo = person({
  user_id: 11,
  full_name: 'Bo Chen',
  profile_data: { '1': { value: '+1 555', rendered_value: '<p>+1 555</p>' } },
});
const gone = person({ user_id: 12, full_name: 'Cy Gone', is_active: false });
const welcomeBot = person({ user_id: 1, full_name: 'Welcome Bot', is_bot: true, bot_type: 1 });

let store: AppStoreApi;
const s = () => store.getState();
const apply = (...events: ServerEvent[]) => s().applyEvents(events, 1, 'a1');
const update = (person: Record<string, unknown>) => event('realm_user/update', { person });

beforeEach(() => {
  store = createAppStore(() => 1_000_000);
  s().applySnapshot(
    {
      ...baseSnapshot,
      realm_users: [ada, bo, { not: 'a user' }],
      realm_non_active_users: [gone],
      cross_realm_bots: [{ ...welcomeBot, is_system_bot: true }],
    },
    1,
    'a1',
  );
});

describe('users from the snapshot', () => {
  it('splits active, deactivated and cross-realm users and drops malformed entries', () => {
    expect(s().users.active.keySeq().toArray().sort()).toEqual([10, 11]);
    expect(s().users.inactive.keySeq().toArray()).toEqual([12]);
    expect(s().users.crossRealmBots[1]?.full_name).toBe('Welcome Bot');
    expect(findUser(s().users, 12)?.full_name).toBe('Cy Gone');
    expect(findUser(s().users, 99)).toBeUndefined();
  });

  it('is empty when the sections are missing', () => {
    const users = usersFromSnapshot({});
    expect([users.active.size, users.inactive.size, users.crossRealmBots]).toEqual([0, 0, {}]);
  });
});

describe('realm_user/update person forms', () => {
  it('full name, time zone (ignoring the deprecated email), bot owner and delivery email', () => {
    apply(
      update({ user_id: 11, full_name: 'Bo Chen-Ito' }),
      update({ user_id: 11, timezone: 'Asia/Tokyo', email: 'user11@example.org' }),
      update({ user_id: 11, bot_owner_id: 10 }),
      update({ user_id: 11, delivery_email: 'bo@example.org' }),
    );
    const user = s().users.active.get(11);
    expect(user).toMatchObject({
      full_name: 'Bo Chen-Ito',
      timezone: 'Asia/Tokyo',
      bot_owner_id: 10,
      delivery_email: 'bo@example.org',
    });
    apply(update({ user_id: 11, delivery_email: null }));
    expect(s().users.active.get(11)?.delivery_email).toBeNull();
  });

  it('avatar: keeps the url and version, not the fields the user object lacks', () => {
    apply(
      update({
        user_id: 10,
        avatar_url: 'https://chat.example.org/avatar/10?v=4',
        avatar_source: 'U',
        avatar_url_medium: 'https://chat.example.org/avatar/10/medium?v=4',
        avatar_version: 4,
      }),
    );
    const user = s().users.active.get(10) as Record<string, unknown>;
    expect(user.avatar_url).toBe('https://chat.example.org/avatar/10?v=4');
    expect(user.avatar_version).toBe(4);
    expect(user).not.toHaveProperty('avatar_source');
    expect(user).not.toHaveProperty('avatar_url_medium');
  });

  it('role: sets the role and the flags derived from it', () => {
    apply(update({ user_id: 11, role: 100 }));
    expect(s().users.active.get(11)).toMatchObject({
      role: 100,
      is_owner: true,
      is_admin: true,
      is_guest: false,
    });
    apply(update({ user_id: 11, role: 600 }));
    expect(s().users.active.get(11)).toMatchObject({
      role: 600,
      is_owner: false,
      is_admin: false,
      is_guest: true,
    });
  });

  it('custom profile field: set with rendered value, then cleared with null', () => {
    apply(
      update({
        user_id: 11,
        custom_profile_field: { id: 2, value: 'Hello', rendered_value: '<p>Hello</p>' },
      }),
    );
    expect(s().users.active.get(11)?.profile_data).toEqual({
      '1': { value: '+1 555', rendered_value: '<p>+1 555</p>' },
      '2': { value: 'Hello', rendered_value: '<p>Hello</p>' },
    });
    apply(update({ user_id: 11, custom_profile_field: { id: 1, value: null } }));
    expect(s().users.active.get(11)?.profile_data).toEqual({
      '2': { value: 'Hello', rendered_value: '<p>Hello</p>' },
    });
    apply(update({ user_id: 11, custom_profile_field: { id: 3, value: '2' } }));
    expect(s().users.active.get(11)?.profile_data?.['3']).toEqual({ value: '2' });
  });

  it('new_email changes the API email; is_imported_stub is stored', () => {
    apply(
      update({ user_id: 10, new_email: 'ada@new.example.org' }),
      update({ user_id: 10, is_imported_stub: false }),
    );
    expect(s().users.active.get(10)).toMatchObject({ email: 'ada@new.example.org', is_imported_stub: false });
  });

  it('deactivation moves the user to the inactive set; reactivation moves them back', () => {
    apply(update({ user_id: 11, is_active: false }));
    expect(s().users.active.get(11)).toBeUndefined();
    expect(s().users.inactive.get(11)?.is_active).toBe(false);
    apply(update({ user_id: 12, is_active: true }));
    expect(s().users.inactive.get(12)).toBeUndefined();
    expect(s().users.active.get(12)?.is_active).toBe(true);
  });

  it('updates a cross-realm bot in place', () => {
    apply(update({ user_id: 1, full_name: 'Hello Bot' }));
    expect(s().users.crossRealmBots[1]?.full_name).toBe('Hello Bot');
  });

  it('keeps the same objects for unknown users, unknown properties and repeated values', () => {
    const before = s().users;
    apply(
      update({ user_id: 99, full_name: 'Nobody' }),
      update({ user_id: 10, shoe_size: 42 }),
      update({ user_id: 10, full_name: 'Ada Lovelace' }),
    );
    expect(s().users).toBe(before);
    expect(s().users.active.get(10)).not.toHaveProperty('shoe_size');
  });
});

describe('realm_user/add and remove', () => {
  it('add puts a new active user in the active set and a deactivated one in the inactive set', () => {
    apply(
      event('realm_user/add', { person: person({ user_id: 20, full_name: 'Dee New' }) }),
      event('realm_user/add', { person: person({ user_id: 21, full_name: 'Eve Old', is_active: false }) }),
    );
    expect(s().users.active.get(20)?.full_name).toBe('Dee New');
    expect(s().users.inactive.get(21)?.full_name).toBe('Eve Old');
  });

  it('remove (a guest losing access) forgets the user; unknown users change nothing', () => {
    apply(event('realm_user/remove', { person: { user_id: 11, full_name: 'Bo Chen' } }));
    expect(findUser(s().users, 11)).toBeUndefined();
    const before = s().users;
    apply(event('realm_user/remove', { person: { user_id: 99 } }));
    expect(s().users).toBe(before);
  });
});

describe('unknown events', () => {
  it('an unknown realm_user op is counted, never thrown, and changes no users', () => {
    const before = s().users;
    apply(unknownEvent({ type: 'realm_user', op: 'transmogrify', person: { user_id: 10 } }));
    expect(s().users).toBe(before);
    expect(s().diagnostics.unhandledEvents['unknown:realm_user']).toBe(1);
  });
});
