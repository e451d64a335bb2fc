import { describe, expect, it } from 'vitest';
import { runBatch } from '../../../renderer/src/state/batch-writes';
import { hashOf, PersistentMap, type MapKey } from '../../../renderer/src/state/persistent-map';

/** A small deterministic generator, so a failure replays. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 0x1_0000_0000;
  };
}

function sorted<K extends MapKey, V>(entries: Iterable<[K, V]>): [K, V][] {
  return [...entries].sort(([a], [b]) => String(a).localeCompare(String(b)));
}

function expectSame<K extends MapKey, V>(map: PersistentMap<K, V>, model: Map<K, V>): void {
  expect(map.size).toBe(model.size);
  expect(sorted(map.entries())).toEqual(sorted(model.entries()));
  for (const [key, value] of model) expect(map.get(key)).toBe(value);
}

describe('PersistentMap', () => {
  it.each([
    ['outside a batch', 1],
    ['batches of 100 writes', 100],
  ])('behaves like a Map under random sets and deletes, %s; old versions stay as they were', (_, batch) => {
    const next = random(7);
    let map = PersistentMap.empty<number, string>();
    const model = new Map<number, string>();
    const versions: [PersistentMap<number, string>, Map<number, string>][] = [];
    const step = () => {
      const key = Math.floor(next() * 3_000);
      if (next() < 0.35) {
        map = map.delete(key);
        model.delete(key);
      } else {
        const value = `v${Math.floor(next() * 5)}`;
        map = map.set(key, value);
        model.set(key, value);
      }
    };
    for (let round = 0; round < 20_000 / batch; round++) {
      if (batch === 1) step();
      else
        runBatch(() => {
          for (let i = 0; i < batch; i++) step();
        });
      if (round % Math.ceil(2_000 / batch) === 0) versions.push([map, new Map(model)]);
    }
    expectSame(map, model);
    for (const [version, copy] of versions) expectSame(version, copy);
  });

  it('writes in place within one batch but never to a map from before the batch', () => {
    const before = PersistentMap.from(Array.from({ length: 500 }, (_, i) => [`k${i}`, i] as const));
    const after = runBatch(() => {
      let map = before;
      for (let i = 0; i < 500; i += 2) map = map.delete(`k${i}`);
      const first = map;
      for (let i = 500; i < 700; i++) map = map.set(`k${i}`, i);
      expect(map).toBe(first);
      return map;
    });
    expect(before.size).toBe(500);
    expect(before.get('k0')).toBe(0);
    expect(before.get('k600')).toBeUndefined();
    expect(after.size).toBe(450);
    expect(after.get('k0')).toBeUndefined();
    expect(after.get('k699')).toBe(699);
    // The next batch copies again: the map handed out is not written to.
    const later = runBatch(() => after.set('k1', -1));
    expect(after.get('k1')).toBe(1);
    expect(later.get('k1')).toBe(-1);
  });

  it('builds from entries in bulk like one set after another, the later of two equal keys winning', () => {
    const next = random(3);
    const entries = Array.from({ length: 5_000 }, () => [Math.floor(next() * 4_000), next()] as const);
    const bulk = PersistentMap.from(entries);
    const model = new Map(entries);
    expectSame(bulk, model);
    let stepwise = PersistentMap.empty<number, number>();
    for (const [key, value] of entries) stepwise = stepwise.set(key, value);
    expectSame(stepwise, model);
    // Still a normal map afterwards: writes leave the bulk-built one as it was.
    const changed = bulk.delete(entries[0]![0]).set(-1, 0);
    expect(changed.size).toBe(bulk.size);
    expectSame(bulk, model);
  });

  it('returns the same map when a write changes nothing', () => {
    const map = PersistentMap.from<number, string>([
      [1, 'a'],
      [2, 'b'],
    ]);
    expect(map.set(1, 'a')).toBe(map);
    expect(map.delete(3)).toBe(map);
    expect(PersistentMap.empty<number, string>().delete(1).size).toBe(0);
  });

  it('keeps keys whose hashes collide fully apart', () => {
    // Find a few numbers that share a 32-bit hash by folding: 2^32 + n and n differ only in the high part.
    const keys = [5, 5 + 0x1_0000_0000 * 3, 2 ** 40 + 5];
    const map = PersistentMap.from(keys.map((key, i) => [key, i] as const));
    keys.forEach((key, i) => expect(map.get(key)).toBe(i));
    expect(map.delete(keys[1]!).get(keys[2]!)).toBe(2);
    expect(map.delete(keys[1]!).size).toBe(2);
  });

  it('tells numeric and string keys apart and serializes as a plain record', () => {
    const map = PersistentMap.empty<MapKey, number>().set(1, 1).set('1', 2);
    expect(map.get(1)).toBe(1);
    expect(map.get('1')).toBe(2);
    expect(map.has(2)).toBe(false);
    expect(JSON.parse(JSON.stringify(PersistentMap.from([['a', 1]])))).toEqual({ a: 1 });
  });

  it('spreads neighbouring ids over the hash range', () => {
    const buckets = new Set(Array.from({ length: 64 }, (_, i) => hashOf(1000 + i) & 31));
    expect(buckets.size).toBeGreaterThan(20);
  });
});
