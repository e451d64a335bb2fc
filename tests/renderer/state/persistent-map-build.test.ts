import { describe, expect, it } from 'vitest';
import { runBatch } from '../../../renderer/src/state/batch-writes';
import { hashOf, PersistentMap, type MapKey } from '../../../renderer/src/state/persistent-map';
import { buildTrie } from '../../../renderer/src/state/persistent-map-build';
import {
  BITS_PER_LEVEL,
  LAST_SPLIT_SHIFT,
  LEAF_CAPACITY,
  type Node,
} from '../../../renderer/src/state/persistent-map-node';

/** A small deterministic generator, so a failure replays. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 0x1_0000_0000;
  };
}

const byKey = ([a]: [MapKey, unknown], [b]: [MapKey, unknown]) =>
  `${typeof a}:${a}` < `${typeof b}:${b}` ? -1 : 1;

function stepwise<K extends MapKey, V>(entries: readonly (readonly [K, V])[]): PersistentMap<K, V> {
  let map = PersistentMap.empty<K, V>();
  for (const [key, value] of entries) map = map.set(key, value);
  return map;
}

/** Same keys, values and size, and every key found by get and has. */
function expectSameContent<K extends MapKey, V>(map: PersistentMap<K, V>, model: PersistentMap<K, V>): void {
  expect(map.size).toBe(model.size);
  expect(map.entries().sort(byKey)).toEqual(model.entries().sort(byKey));
  const missed: K[] = [];
  model.forEach((value, key) => {
    if (map.get(key) !== value || !map.has(key)) missed.push(key);
  });
  expect(missed).toEqual([]);
}

function rootOf(map: PersistentMap<MapKey, unknown>): Node<unknown, unknown> | undefined {
  return (map as unknown as { root: Node<unknown, unknown> | undefined }).root;
}

/**
 * What the map's reads and writes rely on, and what a bulk build promises beyond that: keys under
 * the branch slots their hash bits name, children in bit order, leaves no larger than LEAF_CAPACITY
 * while hash bits are left, no branch over a lone small leaf, no owner, and `size` = distinct keys.
 * A subtree built below the root starts at `shift`, its keys sharing the hash bits below it.
 */
function expectWellFormed(
  node: Node<unknown, unknown> | undefined,
  size: number,
  shift = 0,
  prefix = 0,
): void {
  const problems: string[] = [];
  let keys = 0;
  const walk = (at: Node<unknown, unknown>, depth: number, bits: number): void => {
    if (at.owner !== null) problems.push(`owned node at ${depth}`);
    const mask = depth >= 32 ? 0xffffffff : 2 ** depth - 1;
    if (at.leaf) {
      const held = at.entries.filter((_, i) => i % 2 === 0) as MapKey[];
      if (held.length === 0) problems.push(`empty leaf at ${depth}`);
      if (held.length > LEAF_CAPACITY && depth <= LAST_SPLIT_SHIFT) problems.push(`full leaf at ${depth}`);
      if (new Set(held).size !== held.length) problems.push(`repeated key at ${depth}`);
      for (const key of held) {
        if ((hashOf(key) & mask) >>> 0 !== (bits & mask) >>> 0) problems.push(`${key} misplaced`);
      }
      keys += held.length;
      return;
    }
    const slots = Array.from({ length: 32 }, (_, slot) => slot).filter((slot) => at.bitmap & (1 << slot));
    if (slots.length === 0 || at.children.length !== slots.length) problems.push(`bitmap at ${depth}`);
    const lone = at.children.length === 1 ? at.children[0] : undefined;
    if (lone?.leaf && lone.entries.length <= LEAF_CAPACITY * 2) problems.push(`lone leaf at ${depth}`);
    slots.forEach((slot, i) => {
      const child = at.children[i];
      if (child !== undefined) walk(child, depth + BITS_PER_LEVEL, (bits | (slot << depth)) >>> 0);
    });
  };
  if (node !== undefined) walk(node, shift, prefix);
  expect(problems).toEqual([]);
  expect(keys).toBe(size);
}

/** Numbers whose 32-bit hashes are all the same: the low word cancels the folded-in high word. */
function collidingKeys(count: number): number[] {
  return Array.from({ length: count }, (_, c) => c * 0x1_0000_0000 + (0x1234 ^ c));
}

describe('PersistentMap bulk build', () => {
  // Around a full leaf, and around 32^k entries (a level filling up).
  const sizes = [0, 1, 7, 8, 9, 16, 17, 31, 32, 33, 1_023, 1_024, 1_025, 32_767, 32_768, 32_769];

  it.each(sizes)('builds %i distinct number keys like one set after another', (size) => {
    const next = random(size + 1);
    const entries = Array.from(
      { length: size },
      (_, i) => [Math.floor(next() * 2 ** 40) * 2 + i, i] as const,
    );
    const bulk = PersistentMap.from(entries);
    expectSameContent(bulk, stepwise(entries));
    expectWellFormed(rootOf(bulk), size);
  });

  it.each(sizes)('builds %i distinct string keys like one set after another', (size) => {
    const entries = Array.from(
      { length: size },
      (_, i) => [`${i % 97}\u0000topic name ${i}`, { i }] as const,
    );
    const bulk = PersistentMap.from(entries);
    expectSameContent(bulk, stepwise(entries));
    expectWellFormed(rootOf(bulk), size);
  });

  it('lets the later of repeated keys win and counts each key once', () => {
    const next = random(11);
    const entries = Array.from({ length: 3_000 }, (_, i) => [Math.floor(next() * 700), i] as const);
    const bulk = PersistentMap.from(entries);
    const model = stepwise(entries);
    expectSameContent(bulk, model);
    expect(bulk.size).toBe(new Set(entries.map(([key]) => key)).size);
    expectWellFormed(rootOf(bulk), bulk.size);
  });

  it('makes one leaf of a key given many times, or of few keys given more than a leaf holds', () => {
    const one = PersistentMap.from(Array.from({ length: 40 }, (_, i) => ['same', i] as const));
    expect(one.size).toBe(1);
    expect(one.get('same')).toBe(39);
    expect(rootOf(one)).toEqual({ leaf: true, owner: null, entries: ['same', 39] });
    const few = PersistentMap.from(Array.from({ length: LEAF_CAPACITY + 3 }, (_, i) => [i % 3, i] as const));
    expect(few.entries().sort(byKey)).toEqual([
      [0, 9],
      [1, 10],
      [2, 8],
    ]);
    expectWellFormed(rootOf(few), 3);
  });

  it('keeps keys with the same hash apart, past the last level that splits', () => {
    const colliding = collidingKeys(3 * LEAF_CAPACITY);
    expect(new Set(colliding.map(hashOf)).size).toBe(1);
    const others = Array.from({ length: 500 }, (_, i) => i);
    // Colliding keys twice over (the second value wins), among ordinary keys.
    const entries = [...colliding, ...others, ...colliding.slice(0, 5)].map((key, i) => [key, i] as const);
    const bulk = PersistentMap.from(entries);
    expectSameContent(bulk, stepwise(entries));
    expect(bulk.size).toBe(colliding.length + others.length);
    expectWellFormed(rootOf(bulk), bulk.size);

    const fewer = bulk.delete(colliding[3] as number).delete(colliding[17] as number);
    expect(fewer.size).toBe(bulk.size - 2);
    expect(fewer.has(colliding[3] as number)).toBe(false);
    expect(fewer.get(colliding[4] as number)).toBe(bulk.get(colliding[4] as number));
    const [added] = collidingKeys(colliding.length + 1).slice(-1) as [number];
    const more = fewer.set(added, -1);
    expect(more.size).toBe(fewer.size + 1);
    expect(more.get(added)).toBe(-1);
    expect(bulk.has(colliding[3] as number)).toBe(true);
  });

  it('builds a subtree below the root for a full leaf, as a write that splits it does', () => {
    const keys = collidingKeys(LEAF_CAPACITY + 1);
    const { root, count } = buildTrie(keys, keys.map(String), LAST_SPLIT_SHIFT);
    expect(count).toBe(keys.length);
    expectWellFormed(root, keys.length, LAST_SPLIT_SHIFT, hashOf(keys[0] as number));
    expect(buildTrie([], [], 0)).toEqual({ root: undefined, count: 0 });
  });

  it('tells number and string keys apart', () => {
    const entries = Array.from({ length: 200 }, (_, i) => [i % 2 === 0 ? i : String(i - 1), i] as const);
    const bulk = PersistentMap.from<MapKey, number>(entries);
    expect(bulk.size).toBe(200);
    expect(bulk.get(10)).toBe(10);
    expect(bulk.get('10')).toBe(11);
    expect(bulk.has('11')).toBe(false);
    expectWellFormed(rootOf(bulk), 200);
  });

  it('reads arrays, Maps, other iterables, items by key and key and value lists alike', () => {
    const pairs = Array.from({ length: 100 }, (_, i) => [i * 3, { id: i * 3 }] as const);
    const model = PersistentMap.from(pairs);
    function* generated() {
      yield* pairs;
    }
    expectSameContent(PersistentMap.from(new Map(pairs)), model);
    expectSameContent(PersistentMap.from(generated()), model);
    const items = pairs.map(([, item]) => item);
    expectSameContent(
      PersistentMap.keyedBy(items, (item) => item.id),
      model,
    );
    expectSameContent(
      PersistentMap.fromColumns(
        pairs.map(([key]) => key),
        items,
      ),
      model,
    );
  });

  it('stays an ordinary map: later writes, inside a batch or not, leave the built one as it was', () => {
    const entries = Array.from({ length: 5_000 }, (_, i) => [`k${i}`, i] as const);
    const bulk = PersistentMap.from(entries);
    const after = runBatch(() => {
      let map = bulk;
      for (let i = 0; i < 5_000; i += 2) map = map.delete(`k${i}`);
      for (let i = 5_000; i < 6_000; i++) map = map.set(`k${i}`, i);
      return map;
    });
    const outside = bulk.set('k1', -1).delete('k3');
    expect(after.size).toBe(3_500);
    expect(after.get('k0')).toBeUndefined();
    expect(after.get('k5999')).toBe(5_999);
    expect(outside.get('k1')).toBe(-1);
    expect(outside.has('k3')).toBe(false);
    expectSameContent(bulk, stepwise(entries));
    expectWellFormed(rootOf(bulk), 5_000);
  });
});
