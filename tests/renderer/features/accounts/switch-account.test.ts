// Switching the shown account from the window: main is asked, the answer applied, and each account
// comes back to the view it last showed (its home view the first time).
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AppState } from '../../../../shared/ipc';
import { switchToAccount } from '../../../../renderer/src/features/accounts/switch-account';
import { testRuntime } from '../../support/account-render';
import { appState } from '../../support/factories';

const calls = vi.hoisted(() => [] as { name: string; params: unknown }[]);
const answers = vi.hoisted(() => ({ next: undefined as AppState | undefined }));
vi.mock('../../../../renderer/src/bridge/call-api', () => ({
  callIpc: (name: string, params: unknown) => {
    calls.push({ name, params });
    return Promise.resolve(answers.next);
  },
}));

const second = { id: 'a2', realmUrl: 'https://two.example', email: 'me@two', userId: 3, realmName: 'Two' };
const both = (active: string) =>
  appState({ accounts: [...appState().accounts, second], activeAccountId: active });

afterEach(() => {
  calls.length = 0;
});

describe('switchToAccount', () => {
  it('asks main, shows the other account, and returns each to the view it last showed', async () => {
    const runtime = testRuntime();
    runtime.shell.getState().applyAppState(both('a1'));
    const route = { hash: '#/channel/3' };
    answers.next = both('a2');
    await switchToAccount(runtime, route, 'a2');
    expect(calls).toEqual([{ name: 'account.switch', params: { accountId: 'a2' } }]);
    expect(runtime.shell.getState().session.activeAccountId).toBe('a2');
    expect(route.hash).toBe('#/'); // shown for the first time: its home view
    route.hash = '#/inbox';
    answers.next = both('a1');
    await switchToAccount(runtime, route, 'a1');
    expect(route.hash).toBe('#/channel/3');
    // Switching to the shown account asks nothing.
    await switchToAccount(runtime, route, 'a1');
    expect(calls).toHaveLength(2);
  });

  it('leaves the route alone for a caller that navigates itself (a notification click)', async () => {
    const runtime = testRuntime();
    runtime.shell.getState().applyAppState(both('a1'));
    const route = { hash: '#/channel/3' };
    answers.next = both('a2');
    await switchToAccount(runtime, route, 'a2', { restoreView: false });
    expect(route.hash).toBe('#/channel/3');
    expect(runtime.accounts.lastHash('a1')).toBe('#/channel/3');
  });
});
