// The reducer benchmark's event mix must be what the server sends and what the app understands:
// every generated event parses to a known kind and the store has a handler for it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contextFromSnapshot, createEventMix, MIX_WEIGHTS } from '../../bench/figures/event-mix';
import { runReducer } from '../../bench/figures/reducer';
import { benchMember } from '../../bench/support/app-session';
import { fetchRegister } from '../../bench/support/register-floor';
import { startServer, type RunningServer } from '../../server/app';
import { parseEventBatch } from '../../shared/events';

let server: RunningServer;
let snapshot: Record<string, unknown>;

beforeAll(async () => {
  server = await startServer({ seed: 'demo', log: () => undefined });
  snapshot = (await fetchRegister(server.url, benchMember(server.accounts))).snapshot;
});
afterAll(() => server.close());

describe('the event mix', () => {
  it('has weights that add up to 100', () => {
    expect(MIX_WEIGHTS.reduce((sum, [, w]) => sum + w, 0)).toBe(100);
  });

  it('generates only events the shared schemas accept, with increasing ids', () => {
    const raw = createEventMix(contextFromSnapshot(snapshot, 1_800_000_000), 7).take(5_000);
    const parsed = parseEventBatch(raw);
    const unknown = parsed.filter((e) => e.kind === 'unknown');
    expect(unknown.slice(0, 3)).toEqual([]);
    expect(parsed.map((e) => e.id)).toEqual(raw.map((_, i) => i));
    const kinds = new Set(parsed.map((e) => e.kind));
    for (const kind of [
      'message',
      'update_message',
      'delete_message',
      'reaction/add',
      'typing/start',
      'presence',
      'user_topic',
      'subscription/update',
      'realm_user/update',
      'user_settings/update',
      'user_status',
    ]) {
      expect(kinds, kind).toContain(kind);
    }
  });

  it('stops only typists that started, as real clients do', () => {
    const raw = createEventMix(contextFromSnapshot(snapshot, 1_800_000_000), 5).take(5_000);
    const open = new Set<string>();
    let stops = 0;
    for (const event of raw.filter((e) => e.type === 'typing')) {
      const key = `${String(event.stream_id)}/${String(event.topic)}/${JSON.stringify(event.sender)}`;
      if (event.op === 'start') open.add(key);
      else {
        expect(open.has(key), key).toBe(true);
        stops += 1;
      }
    }
    expect(stops).toBeGreaterThan(100);
  });

  it('is the same for the same seed', () => {
    const context = contextFromSnapshot(snapshot, 1_800_000_000);
    expect(createEventMix(context, 3).take(300)).toEqual(createEventMix(context, 3).take(300));
    expect(createEventMix(context, 3).take(300)).not.toEqual(createEventMix(context, 4).take(300));
  });

  it('keeps the mix close to its weights', () => {
    const raw = createEventMix(contextFromSnapshot(snapshot, 1_800_000_000), 11).take(20_000);
    const messages = raw.filter((e) => e.type === 'message').length / raw.length;
    expect(messages).toBeGreaterThan(0.29);
    expect(messages).toBeLessThan(0.37);
  });
});

describe('the reducer benchmark, tiny', () => {
  it('applies every event through the real store, each kind handled', () => {
    const run = runReducer(snapshot, 3_000, 100);
    expect(run.events).toBe(3_000);
    expect(run.unknown).toBe(0);
    expect(run.parseMs).toBeGreaterThan(0);
    expect(run.applyMs).toBeGreaterThan(0);
    expect(Object.keys(run.unhandledKinds)).toEqual([]);
  });
});
