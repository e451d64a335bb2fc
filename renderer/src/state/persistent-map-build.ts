// Builds a PersistentMap trie from many entries at once (register snapshots fill maps of tens of
// thousands). The entries are sorted by hash, 5 bits per level starting from the lowest, as the trie
// reads them: a counting sort per node over its range of a permutation of entry positions, so there
// is no array per bucket, and each node is made from its own contiguous range.
import {
  BITS_PER_LEVEL,
  hashOf,
  keyIndex,
  LAST_SPLIT_SHIFT,
  LEAF_CAPACITY,
  LEVEL_MASK,
  type Branch,
  type Leaf,
  type MapKey,
  type Node,
} from './persistent-map-node';

const SLOTS = 1 << BITS_PER_LEVEL;
const LEVELS = Math.floor(LAST_SPLIT_SHIFT / BITS_PER_LEVEL) + 1;

/** Entry positions in some order, with their hashes beside them so a level reads them in sequence. */
interface Lane {
  order: Int32Array;
  hashes: Uint32Array;
}

/**
 * A node's range lies in one lane; splitting it writes the range of the other, where its children
 * find their ranges. Two lanes, so nothing is copied back.
 */
interface Scratch {
  lanes: [Lane, Lane];
  /** Bucket sizes, then write cursors, of the node being split. */
  cursors: Int32Array;
  /** Where each of its 32 buckets starts, then where the last one ends. */
  starts: Int32Array;
  /** Ranges still to build, four numbers each: from, to, shift, lane. */
  pending: Int32Array;
}

/** At most 31 siblings wait on each level above the range being built, plus the root. */
const MAX_PENDING = LEVELS * (SLOTS - 1) + 1;

function laneOf(capacity: number): Lane {
  return { order: new Int32Array(capacity), hashes: new Uint32Array(capacity) };
}

function scratchOf(capacity: number): Scratch {
  return {
    lanes: [laneOf(capacity), laneOf(capacity)],
    cursors: new Int32Array(SLOTS),
    starts: new Int32Array(SLOTS + 1),
    pending: new Int32Array(MAX_PENDING * 4),
  };
}

/**
 * Splitting a full leaf on an ordinary write builds from nine entries: those share one small scratch
 * (a build never runs inside another) rather than allocating typed arrays each time.
 */
const SHARED_CAPACITY = 64;
const shared = scratchOf(SHARED_CAPACITY);

/**
 * The node for `keys[i] → values[i]` as if set one after another into an empty node at `shift`:
 * a later entry for the same key wins. The sort is stable, so entries of one key keep their order.
 *
 * One loop with its own stack rather than a call per node: a register snapshot runs this code
 * cold, and V8 then compiles the long loops of a running call. Split across a function per node,
 * the same loops ran as thousands of short calls that each fell back out of code compiled
 * mid-loop (a deoptimization every time) until the function as a whole was compiled.
 */
export function buildTrie(
  keys: readonly unknown[],
  values: readonly unknown[],
  shift: number,
): { root: Node<unknown, unknown> | undefined; count: number } {
  const n = keys.length;
  if (n === 0) return { root: undefined, count: 0 };
  const scratch = n <= SHARED_CAPACITY ? shared : scratchOf(n);
  const { lanes, cursors, starts, pending } = scratch;
  hashAll(keys, lanes[0]);
  const top: Node<unknown, unknown>[] = [];
  /** Per pending range, the children array its node joins; filled in bit order, as popped. */
  const parents: Node<unknown, unknown>[][] = [top];
  pending[0] = 0;
  pending[1] = n;
  pending[2] = shift;
  pending[3] = 0;
  let waiting = 1;
  let count = 0;
  while (waiting > 0) {
    waiting--;
    const lo = pending[waiting * 4] as number;
    const hi = pending[waiting * 4 + 1] as number;
    const at = pending[waiting * 4 + 2] as number;
    const from = lanes[pending[waiting * 4 + 3] as number] as Lane;
    const into = parents.pop() as Node<unknown, unknown>[];
    if (hi - lo <= LEAF_CAPACITY || at > LAST_SPLIT_SHIFT) {
      const leaf = leafOf(keys, values, from, lo, hi);
      count += leaf.entries.length / 2;
      into.push(leaf);
      continue;
    }
    // Loops read locals, not the lanes' fields: until V8 compiles them, each read is a step.
    const { order, hashes } = from;
    cursors.fill(0);
    for (let i = lo; i < hi; i++) {
      const slot = ((hashes[i] as number) >>> at) & LEVEL_MASK;
      cursors[slot] = (cursors[slot] as number) + 1;
    }
    let bitmap = 0;
    let end = lo;
    for (let slot = 0; slot < SLOTS; slot++) {
      const size = cursors[slot] as number;
      starts[slot] = end;
      cursors[slot] = end;
      if (size > 0) bitmap |= 1 << slot;
      end += size;
    }
    starts[SLOTS] = hi;
    // With one bucket (all alike in these bits) the range stays where it is.
    let lane = lanes[0] === from ? 0 : 1;
    if ((bitmap & (bitmap - 1)) !== 0) {
      lane = 1 - lane;
      const to = lanes[lane] as Lane;
      const toOrder = to.order;
      const toHashes = to.hashes;
      for (let i = lo; i < hi; i++) {
        const hash = hashes[i] as number;
        const slot = (hash >>> at) & LEVEL_MASK;
        const next = cursors[slot] as number;
        cursors[slot] = next + 1;
        toOrder[next] = order[i] as number;
        toHashes[next] = hash;
      }
    }
    const branch: Branch<unknown, unknown> = { leaf: false, owner: null, bitmap, children: [] };
    into.push(branch);
    // Pushed from the highest bit down, so the lowest is built (and joins `children`) first.
    for (let bits = bitmap; bits !== 0; bits &= ~(1 << (31 - Math.clz32(bits)))) {
      const slot = 31 - Math.clz32(bits);
      pending[waiting * 4] = starts[slot] as number;
      pending[waiting * 4 + 1] = starts[slot + 1] as number;
      pending[waiting * 4 + 2] = at + BITS_PER_LEVEL;
      pending[waiting * 4 + 3] = lane;
      parents.push(branch.children);
      waiting++;
    }
  }
  const root = top[0] as Node<unknown, unknown>;
  // Only a key given more than once leaves a branch over one small leaf.
  return { root: count < n ? withLoneLeavesUp(root) : root, count };
}

function hashAll(keys: readonly unknown[], lane: Lane): void {
  const { order, hashes } = lane;
  for (let i = 0; i < keys.length; i++) {
    order[i] = i;
    hashes[i] = hashOf(keys[i] as MapKey);
  }
}

function leafOf(
  keys: readonly unknown[],
  values: readonly unknown[],
  lane: Lane,
  lo: number,
  hi: number,
): Leaf {
  const { order, hashes } = lane;
  const entries: unknown[] = [];
  for (let i = lo; i < hi; i++) {
    const at = order[i] as number;
    const key = keys[at];
    // Equal keys have equal hashes: the entries are searched for a key only after a hash match.
    let repeat = false;
    for (let j = lo; j < i && !repeat; j++)
      repeat = hashes[j] === hashes[i] && keys[order[j] as number] === key;
    const held = repeat ? keyIndex(entries, key) : -1;
    if (held >= 0) entries[held + 1] = values[at];
    else entries.push(key, values[at]);
  }
  return { leaf: true, owner: null, entries };
}

/** A branch over nothing but one small leaf becomes that leaf, as a removal leaves it. */
function withLoneLeavesUp(node: Node<unknown, unknown>): Node<unknown, unknown> {
  if (node.leaf) return node;
  for (let i = 0; i < node.children.length; i++)
    node.children[i] = withLoneLeavesUp(node.children[i] as Node<unknown, unknown>);
  const only = node.children.length === 1 ? node.children[0] : undefined;
  return only?.leaf && only.entries.length <= LEAF_CAPACITY * 2 ? only : node;
}
