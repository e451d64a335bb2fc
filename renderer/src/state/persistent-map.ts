// A persistent hash map for big state (messages by id, unread conversations, people). A write
// returns a new map and leaves the old one untouched, but copies only the short path of small nodes
// to the changed key (a hash trie, 32 ways per level), not the whole map: a batch of events then
// costs what it changes, not what the store holds. Inside a batch (runBatch) the nodes the batch
// made are written in place, so a hundred writes to one map copy each node at most once.
// Iteration follows the keys' hashes, not insertion or numeric order: callers that need an order sort.
import { currentBatch } from './batch-writes';
import { buildTrie } from './persistent-map-build';
import {
  BITS_PER_LEVEL,
  bitCount,
  hashOf,
  keyIndex,
  LAST_SPLIT_SHIFT,
  LEAF_CAPACITY,
  LEVEL_MASK,
  type Branch,
  type Leaf,
  type MapKey,
  type Node,
  type Owner,
} from './persistent-map-node';

export { hashOf, type MapKey };

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
    const at = keyIndex(node.entries, key);
    if (at >= 0) {
      if (node.entries[at + 1] === value) return node;
      changed = true;
      const out = writableLeaf(node, owner);
      out.entries[at + 1] = value;
      return out;
    }
    if (node.entries.length >= LEAF_CAPACITY * 2 && shift <= LAST_SPLIT_SHIFT) {
      return split(node, shift, key, value);
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
function split<K extends MapKey, V>(leaf: Leaf, shift: number, key: K, value: V): Node<K, V> {
  changed = true;
  sizeChange = 1;
  const keys: unknown[] = [];
  const values: unknown[] = [];
  for (let i = 0; i < leaf.entries.length; i += 2) {
    keys.push(leaf.entries[i]);
    values.push(leaf.entries[i + 1]);
  }
  keys.push(key);
  values.push(value);
  return buildTrie(keys, values, shift).root as Node<K, V>;
}

function withoutKey<K, V>(
  node: Node<K, V>,
  shift: number,
  hash: number,
  key: K,
  owner: Owner,
): Node<K, V> | undefined {
  if (node.leaf) {
    const at = keyIndex(node.entries, key);
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
    const keys: K[] = [];
    const values: V[] = [];
    // Arrays and Maps are read without the iterator protocol: a register snapshot builds its maps
    // once, in code not yet optimized, where an iterator step and a destructured pair per entry cost.
    if (Array.isArray(entries)) {
      const list = entries as readonly (readonly [K, V])[];
      for (let i = 0; i < list.length; i++) {
        const entry = list[i] as readonly [K, V];
        keys.push(entry[0]);
        values.push(entry[1]);
      }
    } else if (entries instanceof Map) {
      (entries as Map<K, V>).forEach((value, key) => {
        keys.push(key);
        values.push(value);
      });
    } else {
      for (const [key, value] of entries) {
        keys.push(key);
        values.push(value);
      }
    }
    return PersistentMap.fromColumns(keys, values);
  }

  /** A map of `items` by `keyOf(item)`, like from() without a pair per item. */
  static keyedBy<K extends MapKey, V>(items: readonly V[], keyOf: (item: V) => K): PersistentMap<K, V> {
    const keys: K[] = [];
    for (let i = 0; i < items.length; i++) keys.push(keyOf(items[i] as V));
    return PersistentMap.fromColumns(keys, items);
  }

  /** A map of `keys[i] → values[i]` (equal lengths; a later key wins), like from() without pairs. */
  static fromColumns<K extends MapKey, V>(keys: readonly K[], values: readonly V[]): PersistentMap<K, V> {
    const { root, count } = buildTrie(keys, values, 0);
    return new PersistentMap(root as Node<K, V> | undefined, count, null);
  }

  get size(): number {
    return this.count;
  }

  get(key: K): V | undefined {
    const leaf = this.leafFor(key);
    const at = leaf === undefined ? -1 : keyIndex(leaf.entries, key);
    return at < 0 ? undefined : ((leaf as Leaf).entries[at + 1] as V);
  }

  has(key: K): boolean {
    const leaf = this.leafFor(key);
    return leaf !== undefined && keyIndex(leaf.entries, key) >= 0;
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
