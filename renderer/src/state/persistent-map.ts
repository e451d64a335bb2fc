// A persistent hash map for big state (messages by id, unread conversations, people). A write
// returns a new map and leaves the old one untouched, but copies only the short path of small nodes
// to the changed key (a hash trie, 32 ways per level), not the whole map: a batch of events then
// costs what it changes, not what the store holds. Inside a batch (runBatch) the nodes the batch
// made are written in place, so a hundred writes to one map copy each node at most once.
// Iteration follows the keys' hashes, not insertion or numeric order: callers that need an order sort.
import { currentBatch, type BatchToken } from './batch-writes';

export type MapKey = string | number;

type Owner = BatchToken | null;
interface Leaf {
  leaf: true;
  owner: Owner;
  /** Key, value, key, value…: one array, so copying a leaf is one small allocation. */
  entries: unknown[];
}
interface Branch<K, V> {
  leaf: false;
  owner: Owner;
  /** Bit i set: some key's hash has i in this level's 5 bits; children are in bit order. */
  bitmap: number;
  children: Node<K, V>[];
}
type Node<K, V> = Leaf | Branch<K, V>;

const BITS_PER_LEVEL = 5;
const LEVEL_MASK = 31;
/** A leaf this full splits into a branch, as long as hash bits are left to tell its keys apart. */
const LEAF_CAPACITY = 8;
const LAST_SPLIT_SHIFT = 30;

export function hashOf(key: MapKey): number {
  let h: number;
  if (typeof key === 'number') {
    // Ids above 2^32 fold their high part in; the mixing spreads neighbouring ids over the trie.
    h = (key >>> 0) ^ (Math.floor(key / 0x1_0000_0000) | 0);
    h = Math.imul(h ^ (h >>> 16), 0x45d9f3b);
    h = Math.imul(h ^ (h >>> 16), 0x45d9f3b);
    return (h ^ (h >>> 16)) >>> 0;
  }
  h = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) h = Math.imul(h ^ key.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

function bitCount(n: number): number {
  n = n - ((n >>> 1) & 0x55555555);
  n = (n & 0x33333333) + ((n >>> 2) & 0x33333333);
  return Math.imul((n + (n >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}

/**
 * Set by the write functions, since a node written in place is the same object before and after:
 * whether anything changed, and +1 / -1 when a key was added / removed.
 */
let changed = false;
let sizeChange = 0;

function writableLeaf(leaf: Leaf, owner: Owner): Leaf {
  if (owner !== null && leaf.owner === owner) return leaf;
  return { leaf: true, owner, entries: leaf.entries.slice() };
}

/** Where `key` sits in a leaf's entries, or -1. */
function keyIndex(leaf: Leaf, key: unknown): number {
  const { entries } = leaf;
  for (let i = 0; i < entries.length; i += 2) if (entries[i] === key) return i;
  return -1;
}

function writableBranch<K, V>(branch: Branch<K, V>, owner: Owner): Branch<K, V> {
  if (owner !== null && branch.owner === owner) return branch;
  return { leaf: false, owner, bitmap: branch.bitmap, children: branch.children.slice() };
}

function withEntry<K extends MapKey, V>(
  node: Node<K, V> | undefined,
  shift: number,
  hash: number,
  key: K,
  value: V,
  owner: Owner,
): Node<K, V> {
  if (node === undefined) {
    changed = true;
    sizeChange = 1;
    return { leaf: true, owner, entries: [key, value] };
  }
  if (node.leaf) {
    const at = keyIndex(node, key);
    if (at >= 0) {
      if (node.entries[at + 1] === value) return node;
      changed = true;
      const out = writableLeaf(node, owner);
      out.entries[at + 1] = value;
      return out;
    }
    if (node.entries.length >= LEAF_CAPACITY * 2 && shift <= LAST_SPLIT_SHIFT) {
      return split(node, shift, hash, key, value);
    }
    changed = true;
    sizeChange = 1;
    const out = writableLeaf(node, owner);
    out.entries.push(key, value);
    return out;
  }
  const bit = 1 << ((hash >>> shift) & LEVEL_MASK);
  const at = bitCount(node.bitmap & (bit - 1));
  if ((node.bitmap & bit) === 0) {
    const out = writableBranch(node, owner);
    out.children.splice(at, 0, withEntry(undefined, shift + BITS_PER_LEVEL, hash, key, value, owner));
    out.bitmap |= bit;
    return out;
  }
  const child = node.children[at] as Node<K, V>;
  const next = withEntry(child, shift + BITS_PER_LEVEL, hash, key, value, owner);
  if (next === child) return node;
  const out = writableBranch(node, owner);
  out.children[at] = next;
  return out;
}

/** A full leaf becomes a branch over its keys and the new one (which it did not hold). */
function split<K extends MapKey, V>(leaf: Leaf, shift: number, hash: number, key: K, value: V): Node<K, V> {
  changed = true;
  sizeChange = 1;
  const bulk: Bulk = { keys: [], values: [], hashes: [], count: 0 };
  for (let i = 0; i < leaf.entries.length; i += 2) {
    bulk.keys.push(leaf.entries[i]);
    bulk.values.push(leaf.entries[i + 1]);
    bulk.hashes.push(hashOf(leaf.entries[i] as MapKey));
  }
  bulk.keys.push(key);
  bulk.values.push(value);
  bulk.hashes.push(hash);
  return buildNode(
    bulk,
    bulk.keys.map((_, i) => i),
    shift,
  ) as Node<K, V>;
}

function withoutKey<K, V>(
  node: Node<K, V>,
  shift: number,
  hash: number,
  key: K,
  owner: Owner,
): Node<K, V> | undefined {
  if (node.leaf) {
    const at = keyIndex(node, key);
    if (at < 0) return node;
    changed = true;
    sizeChange = -1;
    if (node.entries.length === 2) return undefined;
    const out = writableLeaf(node, owner);
    out.entries.splice(at, 2);
    return out;
  }
  const bit = 1 << ((hash >>> shift) & LEVEL_MASK);
  if ((node.bitmap & bit) === 0) return node;
  const at = bitCount(node.bitmap & (bit - 1));
  const child = node.children[at] as Node<K, V>;
  const next = withoutKey(child, shift + BITS_PER_LEVEL, hash, key, owner);
  if (next === child) return node;
  // A branch left with one leaf hands the leaf up: a leaf is valid at any depth above its own.
  const only = node.children.length === 1;
  if (next === undefined && only) return undefined;
  if (next !== undefined && only && next.leaf) return next;
  const out = writableBranch(node, owner);
  if (next === undefined) {
    out.children.splice(at, 1);
    out.bitmap &= ~bit;
    const last = out.children.length === 1 ? out.children[0] : undefined;
    if (last?.leaf) return last;
  } else {
    out.children[at] = next;
  }
  return out;
}

/** Entries to build a map from, by position; `count` adds up the distinct keys placed in leaves. */
interface Bulk {
  keys: unknown[];
  values: unknown[];
  hashes: number[];
  count: number;
}

/** The node for the entries at `at`, which share their hash bits below `shift`. */
function buildNode(bulk: Bulk, at: readonly number[], shift: number): Node<unknown, unknown> {
  if (at.length <= LEAF_CAPACITY || shift > LAST_SPLIT_SHIFT) {
    const leaf: Leaf = { leaf: true, owner: null, entries: [] };
    for (const i of at) {
      const held = keyIndex(leaf, bulk.keys[i]);
      if (held >= 0) leaf.entries[held + 1] = bulk.values[i];
      else leaf.entries.push(bulk.keys[i], bulk.values[i]);
    }
    bulk.count += leaf.entries.length / 2;
    return leaf;
  }
  const buckets: number[][] = [];
  for (const i of at)
    ((buckets[((bulk.hashes[i] as number) >>> shift) & LEVEL_MASK] ??= []) as number[]).push(i);
  const branch: Branch<unknown, unknown> = { leaf: false, owner: null, bitmap: 0, children: [] };
  buckets.forEach((bucket, slot) => {
    branch.bitmap |= 1 << slot;
    branch.children.push(buildNode(bulk, bucket, shift + BITS_PER_LEVEL));
  });
  return branch;
}

function visit<K, V>(node: Node<K, V>, each: (value: V, key: K) => void): void {
  if (node.leaf) {
    const { entries } = node;
    for (let i = 0; i < entries.length; i += 2) each(entries[i + 1] as V, entries[i] as K);
    return;
  }
  for (const child of node.children) visit(child, each);
}

export class PersistentMap<K extends MapKey, V> implements Iterable<[K, V]> {
  private constructor(
    private root: Node<K, V> | undefined,
    private count: number,
    private readonly owner: Owner,
  ) {}

  static empty<K extends MapKey, V>(): PersistentMap<K, V> {
    return new PersistentMap<K, V>(undefined, 0, null);
  }

  /** A map of `entries` (a later entry for the same key wins), built in one pass per level. */
  static from<K extends MapKey, V>(entries: Iterable<readonly [K, V]>): PersistentMap<K, V> {
    const bulk: Bulk = { keys: [], values: [], hashes: [], count: 0 };
    for (const [key, value] of entries) {
      bulk.keys.push(key);
      bulk.values.push(value);
      bulk.hashes.push(hashOf(key));
    }
    const all = bulk.keys.map((_, i) => i);
    const root = all.length === 0 ? undefined : (buildNode(bulk, all, 0) as Node<K, V>);
    return new PersistentMap(root, bulk.count, null);
  }

  get size(): number {
    return this.count;
  }

  get(key: K): V | undefined {
    const leaf = this.leafFor(key);
    const at = leaf === undefined ? -1 : keyIndex(leaf, key);
    return at < 0 ? undefined : ((leaf as Leaf).entries[at + 1] as V);
  }

  has(key: K): boolean {
    const leaf = this.leafFor(key);
    return leaf !== undefined && keyIndex(leaf, key) >= 0;
  }

  /** This map with `key` set (the same map when it already held exactly this value). */
  set(key: K, value: V): PersistentMap<K, V> {
    const batch = currentBatch();
    changed = false;
    sizeChange = 0;
    const root = withEntry(this.root, 0, hashOf(key), key, value, batch);
    return changed ? this.replaced(root, this.count + sizeChange, batch) : this;
  }

  /** This map without `key` (the same map when it had none). */
  delete(key: K): PersistentMap<K, V> {
    if (this.root === undefined) return this;
    const batch = currentBatch();
    changed = false;
    sizeChange = 0;
    const root = withoutKey(this.root, 0, hashOf(key), key, batch);
    return changed ? this.replaced(root, this.count + sizeChange, batch) : this;
  }

  forEach(each: (value: V, key: K) => void): void {
    if (this.root !== undefined) visit(this.root, each);
  }

  values(): V[] {
    const out: V[] = [];
    this.forEach((value) => out.push(value));
    return out;
  }

  keys(): K[] {
    const out: K[] = [];
    this.forEach((_, key) => out.push(key));
    return out;
  }

  entries(): [K, V][] {
    const out: [K, V][] = [];
    this.forEach((value, key) => out.push([key, value]));
    return out;
  }

  [Symbol.iterator](): Iterator<[K, V]> {
    return this.entries()[Symbol.iterator]();
  }

  /** Serialized (devtools, test hooks) as the plain record it stands for. */
  toJSON(): Record<string, V> {
    return Object.fromEntries(this.entries());
  }

  /** The one leaf that would hold `key`. */
  private leafFor(key: K): Leaf | undefined {
    let node = this.root;
    if (node === undefined) return undefined;
    const hash = hashOf(key);
    let shift = 0;
    while (!node.leaf) {
      const bit = 1 << ((hash >>> shift) & LEVEL_MASK);
      if ((node.bitmap & bit) === 0) return undefined;
      node = node.children[bitCount(node.bitmap & (bit - 1))] as Node<K, V>;
      shift += BITS_PER_LEVEL;
    }
    return node;
  }

  private replaced(root: Node<K, V> | undefined, count: number, batch: Owner): PersistentMap<K, V> {
    if (batch !== null && this.owner === batch) {
      this.root = root;
      this.count = count;
      return this;
    }
    return new PersistentMap(root, count, batch);
  }
}
