// The cached account state rebuilds what the user saw: a real session against the reference server
// pushes snapshots and event batches (random activity by several users, a lost queue that brings a
// new snapshot), the cache records them as main will, and a fresh renderer store fed the cached
// snapshot and events through its own applySnapshot/applyEvents equals the live store, domain by domain.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createAccountStateCache,
  type AccountStateCache,
} from '../../../../electron/core/offline/account-state';
import { createOfflineFiles } from '../../../../electron/core/offline/offline-files';
import { levelled } from '../../../../electron/core/session/log';
import { createFileKeyCipher } from '../../../../electron/core/vault';
import { createAppStore } from '../../../../renderer/src/state/store';
import { jsonDifferences } from '../../../renderer/convergence/json-diff';
import { startLiveClient, type LiveClient } from '../../../renderer/convergence/live-client';
import { storeViews } from '../../../renderer/convergence/normalise';
import { runRandomActions } from '../../../renderer/convergence/random-actions';
import { FakeClock } from '../support/fake-clock';
import { withTempDir } from '../vault/temp-profile';

const SEED = 20_261_123;
const ACTIONS = 150;

let client: LiveClient;
let dir: Awaited<ReturnType<typeof withTempDir>>;
let snapshots = 0;
let batches = 0;

function stateCache(): AccountStateCache {
  const files = createOfflineFiles({
    profileDir: dir.profile,
    area: 'cache',
    cipher: createFileKeyCipher(dir.profile),
    log: levelled(() => undefined),
  });
  // The fake clock never fires the write timer: the test says when to write.
  return createAccountStateCache({
    accountId: 'live',
    files,
    clock: new FakeClock(),
    log: levelled(() => undefined),
  });
}

let cache: AccountStateCache;

beforeAll(async () => {
  dir = await withTempDir();
  client = await startLiveClient();
  await client.waitUntilIdle(10_000);
  cache = stateCache();
  client.session.onPush((push) => {
    if (push.type === 'snapshot') {
      snapshots++;
      cache.recordSnapshot(push.snapshot);
    } else if (push.type === 'events') {
      batches++;
      cache.recordEvents(push.events);
    }
  });
  const me = client.me.user_id;
  // A lost queue first, so the cache starts from a snapshot it saw.
  await client.control('/expire-queues', { user_id: me });
  await client.waitUntilIdle(10_000);
  await runRandomActions(
    client,
    SEED,
    ACTIONS,
    new Map<number, () => Promise<unknown>>([
      [40, () => cache.flush()],
      [80, () => client.control('/expire-queues', { user_id: me })],
      [110, () => cache.flush()],
    ]),
  );
  await client.waitUntilIdle(20_000);
  await cache.close();
}, 90_000);

afterAll(async () => {
  await client?.close();
  await dir?.cleanup();
});

describe('replaying the cached account state', () => {
  it('recorded two snapshots and many batches', () => {
    expect(snapshots).toBe(2);
    expect(batches).toBeGreaterThan(20);
  });

  it('rebuilds, through the renderer’s own path, every domain the live store holds', async () => {
    const cached = await stateCache().load();
    expect(cached).toBeDefined();
    if (!cached) return;
    expect(cached.events.length).toBeGreaterThan(0);
    expect(cached.events.some((e) => e.kind === 'presence' || e.kind.startsWith('typing'))).toBe(false);

    const replayed = createAppStore();
    replayed.getState().applySnapshot(cached.snapshot, 1, 'live');
    replayed.getState().applyEvents(cached.events, 1, 'live');
    const live = storeViews(client.store.getState());
    const rebuilt = storeViews(replayed.getState());
    const differences = Object.keys(live).flatMap((domain) =>
      jsonDifferences(rebuilt[domain], live[domain], domain),
    );
    expect(differences.slice(0, 40)).toEqual([]);
  });
});
