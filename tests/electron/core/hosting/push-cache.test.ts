import { describe, expect, it } from 'vitest';
import { PushCache } from '../../../../electron/core/hosting/push-cache';
import type { AppState, IpcPush } from '../../../../shared/ipc';

const snapshotOf = (accountId: string, generation = 2): IpcPush => ({
  type: 'snapshot',
  accountId,
  generation,
  snapshot: { queue_id: `q-${accountId}` },
});
const batch = (generation: number, accountId = 'a1', count = 0): Extract<IpcPush, { type: 'events' }> => ({
  type: 'events',
  accountId,
  generation,
  events: Array.from({ length: count }, (_, i) => ({ kind: 'heartbeat' as const, id: i, type: 'heartbeat' })),
});
const appState = (...ids: string[]): Extract<IpcPush, { type: 'app-state' }> => {
  const state: AppState = {
    accounts: ids.map((id, i) => ({
      id,
      realmUrl: 'https://chat.example',
      email: `${id}@x`,
      userId: i,
      realmName: 'X',
    })),
    activeAccountId: ids[0] ?? null,
    connection: { status: 'idle', failures: 0 },
    connections: {},
    keyStorage: 'file',
    demoAvailable: false,
  };
  return { type: 'app-state', state };
};

describe('PushCache', () => {
  it('replays the batches since the snapshot marked as replayed, leaving the recorded ones as they were', () => {
    const cache = new PushCache();
    const snapshot = snapshotOf('a1');
    cache.record(snapshot);
    const live = batch(2);
    cache.record(live);
    cache.record(batch(1)); // an older queue's batch is not kept
    expect(cache.replay()).toEqual([snapshot, { ...live, replayed: true }]);
    // A renderer connected from the start got the batch as news: the cache never changes it.
    expect(live).not.toHaveProperty('replayed');
  });

  it("keeps each account's snapshot and batches, so a reload catches up on every account", () => {
    const cache = new PushCache();
    const state = appState('a1', 'a2');
    cache.record(state);
    cache.record(snapshotOf('a1'));
    cache.record(snapshotOf('a2', 5));
    const first = batch(2, 'a1');
    const second = batch(5, 'a2');
    cache.record(second);
    cache.record(first);
    cache.record(batch(2, 'a2')); // a2's snapshot is of generation 5
    expect(cache.replay()).toEqual([
      state,
      snapshotOf('a1'),
      { ...first, replayed: true },
      snapshotOf('a2', 5),
      { ...second, replayed: true },
    ]);
  });

  it('drops an account the app state no longer lists (signed out), snapshot and connection alike', () => {
    const cache = new PushCache();
    cache.record(appState('a1', 'a2'));
    cache.record(snapshotOf('a1'));
    cache.record(snapshotOf('a2'));
    cache.record({ type: 'connection', accountId: 'a2', state: { status: 'connected', failures: 0 } });
    cache.record(appState('a1'));
    expect(cache.accountIds()).toEqual(['a1']);
    const replayed = cache.replay();
    expect(replayed.some((p) => 'accountId' in p && p.accountId === 'a2')).toBe(false);
  });

  it('drops only the account whose replay log overflowed', () => {
    const cache = new PushCache();
    cache.record(snapshotOf('a1'));
    cache.record(snapshotOf('a2'));
    expect(cache.record(batch(2, 'a1', 15_000))).toBe(true);
    expect(cache.record(batch(2, 'a1', 10_000))).toBe(false);
    expect(cache.accountIds()).toEqual(['a2']);
  });
});
