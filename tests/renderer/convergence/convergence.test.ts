// Convergence (issue 4 §4): after a few hundred random actions by several users, interleaved with
// a lost queue and a server restart, the store fed through the app's own path equals what the
// server says is true for the signed-in user, domain by domain.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsonDifferences } from './json-diff';
import { startLiveClient, type LiveClient } from './live-client';
import { alignToClient, storeViews, truthViews } from './normalise';
import { runRandomActions, type ActionStats } from './random-actions';
import { activeConnection } from '../../../renderer/src/state/session';

const SEED = 20_261_122;
const ACTIONS = 300;

let client: LiveClient;
let stats: ActionStats;
let firstGeneration: number | null;

beforeAll(async () => {
  client = await startLiveClient();
  await client.waitUntilIdle(10_000);
  firstGeneration = client.store.getState().sync.generation;
  const me = client.me.user_id;
  stats = await runRandomActions(
    client,
    SEED,
    ACTIONS,
    new Map([
      [Math.floor(ACTIONS / 3), () => client.control('/expire-queues', { user_id: me })],
      [Math.floor((2 * ACTIONS) / 3), () => client.control('/restart')],
    ]),
  );
  await client.waitUntilIdle(20_000);
}, 60_000);

afterAll(async () => {
  await client?.close();
});

describe('after random activity, a lost queue and a restart', () => {
  it('ran a real mix of accepted actions', () => {
    const accepted = Object.values(stats).reduce((sum, s) => sum + s.accepted, 0);
    expect(accepted).toBeGreaterThan(ACTIONS / 2);
    for (const kind of [
      'subscribeMe',
      'unsubscribeMe',
      'renameChannel',
      'deactivate',
      'reactivate',
      'userTopic',
    ]) {
      expect(stats[kind]?.accepted, kind).toBeGreaterThan(0);
    }
  });

  it('re-registered after the lost queue and kept its queue through the restart', () => {
    const s = client.store.getState();
    expect(s.sync.generation).toBe((firstGeneration ?? 0) + 1);
    expect(activeConnection(client.shell.getState().session).status).toBe('connected');
    // Every event the server sent was understood (known kinds without a handler may be listed).
    expect(Object.keys(s.diagnostics.unhandledEvents).filter((key) => key.startsWith('unknown:'))).toEqual(
      [],
    );
  });

  it('holds exactly what the server holds, in every domain both have', async () => {
    const truth = truthViews(await client.truth());
    const store = storeViews(client.store.getState());
    const aligned = alignToClient(store, truth);
    const differences = Object.keys(store).flatMap((domain) =>
      jsonDifferences(store[domain], aligned[domain], domain),
    );
    expect(differences.slice(0, 40)).toEqual([]);
    // The settings the actions changed are among the ones compared.
    expect(Object.keys(store.userSettings as object)).toEqual(
      expect.arrayContaining(['twenty_four_hour_time', 'color_scheme', 'emojiset', 'timezone']),
    );
  });
});
