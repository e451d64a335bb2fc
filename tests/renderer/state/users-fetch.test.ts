import { describe, expect, it } from 'vitest';
import type { User } from '../../../shared/objects';
import { mergeFetchedUsers } from '../../../renderer/src/state/users-fetch';
import type { UsersState } from '../../../renderer/src/state/users';
import { Map as ImmutableMap } from 'immutable';

const person = (user_id: number, full_name: string, extra: Partial<User> = {}): User =>
  ({
    user_id,
    full_name,
    email: `u${user_id}@x.test`,
    role: 400,
    is_active: true,
    is_bot: false,
    ...extra,
  }) as User;

describe('mergeFetchedUsers', () => {
  const atRequest: UsersState = {
    active: ImmutableMap([
      [1, person(1, 'Ana')],
      [2, person(2, 'Bo')],
    ]),
    inactive: ImmutableMap([[3, person(3, 'Cy')]]),
    crossRealmBots: {},
  };

  it('takes the fetched entries, profile data included', () => {
    const fetched = [
      person(1, 'Ana', { profile_data: { '4': { value: 'x' } } }),
      person(3, 'Cy', { is_active: false }),
    ];
    const merged = mergeFetchedUsers(atRequest, atRequest, fetched);
    expect(merged.active.get(1)?.profile_data).toEqual({ '4': { value: 'x' } });
    expect(merged.inactive.get(3)).toBe(fetched[1]);
    expect(merged.active.get(2)).toBe(atRequest.active.get(2));
  });

  it('keeps an entry that an event changed while the request was in flight', () => {
    const renamed = person(1, 'Ana Maria');
    const current: UsersState = { ...atRequest, active: atRequest.active.set(1, renamed) };
    const merged = mergeFetchedUsers(current, atRequest, [
      person(1, 'Ana', { profile_data: {} }),
      person(2, 'Bo B'),
    ]);
    expect(merged.active.get(1)).toBe(renamed);
    expect(merged.active.get(2)?.full_name).toBe('Bo B');
  });

  it('ignores people the store does not know (they arrive by events) and returns the same state when nothing applies', () => {
    expect(mergeFetchedUsers(atRequest, atRequest, [person(9, 'New')])).toBe(atRequest);
  });
});
