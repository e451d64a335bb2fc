// The desktop app's push cache keeps snapshots as JSON bytes and hands a late renderer the same push.
import { describe, expect, it } from 'vitest';
import {
  isKeptSnapshot,
  keepSnapshot,
  restoreSnapshot,
} from '../../../../electron/core/hosting/kept-snapshot';
import { PushCache } from '../../../../electron/core/hosting/push-cache';
import type { IpcPush } from '../../../../shared/ipc';

describe('kept snapshots', () => {
  it('replays a snapshot kept as bytes as the push it was, with everything else as it came', () => {
    const snapshot: Extract<IpcPush, { type: 'snapshot' }> = {
      type: 'snapshot',
      accountId: 'a1',
      generation: 3,
      snapshot: { queue_id: 'q', realm_name: 'Zürich ☕', subscriptions: [{ stream_id: 1 }] },
    };
    const cache = new PushCache<ReturnType<typeof keepSnapshot>>();
    cache.record(snapshot, keepSnapshot(snapshot));
    const batch: IpcPush = { type: 'events', accountId: 'a1', generation: 3, events: [] };
    cache.record(batch);
    const [kept, replayedBatch] = cache.replay();
    if (kept === undefined || !isKeptSnapshot(kept)) throw new Error('the snapshot was not kept as bytes');
    expect(Buffer.isBuffer(kept.json)).toBe(true);
    expect(restoreSnapshot(kept)).toEqual(snapshot);
    expect(replayedBatch).toEqual({ ...batch, replayed: true });
  });
});
