import { expect, it } from 'vitest';
import { isUserMuted } from '../../../renderer/src/state/muted-users';
import { event } from '../support/factories';
import { storeFrom } from '../support/store-fixture';

it('holds who is muted since when, replaced by each event', () => {
  const f = storeFrom({ muted_users: [{ id: 12, timestamp: 100 }] });
  expect(isUserMuted(f.s().mutedUsers, 12)).toBe(true);
  f.apply(event('muted_users', { muted_users: [{ id: 13, timestamp: 200 }] }));
  expect(f.s().mutedUsers.byId).toEqual({ 13: 200 });
  expect(isUserMuted(f.s().mutedUsers, 12)).toBe(false);
  const before = f.s().mutedUsers;
  f.apply(event('muted_users', { muted_users: [{ id: 13, timestamp: 200 }] }));
  expect(f.s().mutedUsers).toBe(before);
});
