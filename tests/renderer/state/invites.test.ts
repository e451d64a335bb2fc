import { expect, it } from 'vitest';
import { event } from '../support/factories';
import { storeFrom } from '../support/store-fixture';

it('moves on every invites_changed and on every new snapshot, never back', () => {
  const f = storeFrom();
  const first = f.s().invites.changeCount;
  f.apply(event('invites_changed', {}));
  expect(f.s().invites.changeCount).toBe(first + 1);
  f.s().applySnapshot({ user_id: 10 }, 2, 'a1');
  expect(f.s().invites.changeCount).toBe(first + 2);
});
