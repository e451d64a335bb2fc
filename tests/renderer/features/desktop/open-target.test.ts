import { describe, expect, it } from 'vitest';
import type { OpenTarget } from '../../../../shared/desktop';
import { openTarget, type OpenTargetDeps } from '../../../../renderer/src/features/desktop/open-target';

const accounts = [
  { id: 'a1', realmUrl: 'https://one.example', email: 'me@one', userId: 7, realmName: 'One' },
  { id: 'a2', realmUrl: 'https://two.example', email: 'me@two', userId: 9, realmName: 'Two' },
];

function deps(active = 'a1') {
  const done: string[] = [];
  let current = active;
  const d: OpenTargetDeps = {
    accounts: () => accounts,
    activeAccountId: () => current,
    switchAccount: async (id) => {
      done.push(`switch ${id}`);
      current = id;
    },
    narrowContext: () => ({
      realmUrl: accounts.find((a) => a.id === current)?.realmUrl ?? '',
      ownUserId: 7,
    }),
    messageRoute: async (id) => ({ name: 'topic', streamId: 3, topic: 'found', near: id }),
    navigate: (hash) => done.push(`go ${hash}`),
    focusCompose: () => done.push('focus compose'),
  };
  return { d, done };
}

const open = (target: OpenTarget, active?: string) => {
  const { d, done } = deps(active);
  return openTarget(target, d).then((outcome) => ({ outcome, done }));
};

describe('openTarget', () => {
  it('opens a route of this account and focuses the composer when asked', async () => {
    const { outcome, done } = await open({ accountId: 'a1', hash: '#/dm/9', focusCompose: true });
    expect(outcome).toEqual({ ok: true, hash: '#/dm/9' });
    expect(done).toEqual(['go #/dm/9', 'focus compose']);
  });

  it('asks for the composer only where the landing view has one', async () => {
    expect((await open({ hash: '#/diagnostics', focusCompose: true })).done).toEqual(['go #/diagnostics']);
    expect((await open({ hash: '#/channel/5/topic/x/near/3', focusCompose: true })).done).toEqual([
      'go #/channel/5/topic/x/near/3',
      'focus compose',
    ]);
  });

  it('switches to the target account first', async () => {
    const { done } = await open({ accountId: 'a2', hash: '#/channel/5' });
    expect(done).toEqual(['switch a2', 'go #/channel/5']);
  });

  it('turns a Zulip narrow hash into a route, looking up a message link', async () => {
    expect((await open({ hash: '#narrow/channel/5-design/topic/logo.20ideas' })).done).toEqual([
      'go #/channel/5/topic/logo%20ideas',
    ]);
    expect((await open({ hash: '#narrow/near/44' })).done).toEqual(['go #/channel/3/topic/found/near/44']);
  });

  it('refuses an account that is gone and a hash that names no view, doing nothing', async () => {
    for (const target of [
      { accountId: 'gone', hash: '#/feed' },
      { hash: 'javascript:alert(1)' },
      { hash: '#narrow/sender/5' },
    ]) {
      const { outcome, done } = await open(target);
      expect(outcome.ok).toBe(false);
      expect(done).toEqual([]);
    }
  });
});
