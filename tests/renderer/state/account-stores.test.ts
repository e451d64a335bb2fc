// The account stores: one per signed-in account, each with its own query client, made once and
// dropped (query cache cleared) when main no longer lists the account.
import type { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { createAccountStores } from '../../../renderer/src/state/account-stores';
import { baseSnapshot } from '../support/factories';

function registry() {
  const cleared: string[] = [];
  let made = 0;
  const accounts = createAccountStores({
    newQueryClient: () => {
      const name = `q${++made}`;
      return { name, clear: () => void cleared.push(name) } as unknown as QueryClient;
    },
  });
  return { accounts, cleared };
}

describe('account stores', () => {
  it('makes one store and query client per account, once, each for its own account', () => {
    const { accounts } = registry();
    const changes: number[] = [];
    accounts.subscribe(() => changes.push(accounts.entries().length));
    const one = accounts.ensure('a1');
    expect(accounts.ensure('a1')).toBe(one);
    const two = accounts.ensure('a2');
    expect(two.store).not.toBe(one.store);
    expect(two.queryClient).not.toBe(one.queryClient);
    expect(one.store.getState().sync.accountId).toBe('a1');
    expect(changes).toEqual([1, 2]);
    one.store.getState().applySnapshot({ ...baseSnapshot, realm_name: 'One' }, 1);
    expect(two.store.getState().realm.name).toBe('');
  });

  it('drops the stores of accounts no longer listed, clearing their query caches', () => {
    const { accounts, cleared } = registry();
    accounts.ensure('a1');
    accounts.ensure('a2');
    accounts.rememberHash('a1', '#/inbox');
    accounts.retain(['a2']);
    expect(accounts.entries().map((e) => e.accountId)).toEqual(['a2']);
    expect(cleared).toEqual(['q1']);
    expect(accounts.lastHash('a1')).toBeUndefined();
    accounts.retain(['a2']);
    expect(cleared).toEqual(['q1']);
  });
});
