import { describe, expect, it } from 'vitest';
import { PushCache } from '../../../../electron/core/hosting/push-cache';
import type { IpcPush } from '../../../../shared/ipc';

const snapshot: IpcPush = { type: 'snapshot', accountId: 'a1', generation: 2, snapshot: { queue_id: 'q' } };
const batch = (generation: number): Extract<IpcPush, { type: 'events' }> => ({
  type: 'events',
  accountId: 'a1',
  generation,
  events: [],
});

describe('PushCache', () => {
  it('replays the batches since the snapshot marked as replayed, leaving the recorded ones as they were', () => {
    const cache = new PushCache();
    cache.record(snapshot);
    const live = batch(2);
    cache.record(live);
    cache.record(batch(1)); // an older queue's batch is not kept
    expect(cache.replay()).toEqual([snapshot, { ...live, replayed: true }]);
    // A renderer connected from the start got the batch as news: the cache never changes it.
    expect(live).not.toHaveProperty('replayed');
  });
});
