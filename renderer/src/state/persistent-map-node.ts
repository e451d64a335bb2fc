// The nodes of PersistentMap's hash trie and the hashing that places keys in it, shared by the map
// (persistent-map.ts) and its bulk build (persistent-map-build.ts).
import type { BatchToken } from './batch-writes';

export type MapKey = string | number;

export type Owner = BatchToken | null;
export interface Leaf {
  leaf: true;
  owner: Owner;
  /** Key, value, key, value…: one array, so copying a leaf is one small allocation. */
  entries: unknown[];
}
export interface Branch<K, V> {
  leaf: false;
  owner: Owner;
  /** Bit i set: some key's hash has i in this level's 5 bits; children are in bit order. */
  bitmap: number;
  children: Node<K, V>[];
}
export type Node<K, V> = Leaf | Branch<K, V>;

export const BITS_PER_LEVEL = 5;
export const LEVEL_MASK = 31;
/** A leaf this full splits into a branch, as long as hash bits are left to tell its keys apart. */
export const LEAF_CAPACITY = 8;
export const LAST_SPLIT_SHIFT = 30;

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

export function bitCount(n: number): number {
  n = n - ((n >>> 1) & 0x55555555);
  n = (n & 0x33333333) + ((n >>> 2) & 0x33333333);
  return Math.imul((n + (n >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}

/** Where `key` sits in a leaf's entries, or -1. */
export function keyIndex(entries: readonly unknown[], key: unknown): number {
  for (let i = 0; i < entries.length; i += 2) if (entries[i] === key) return i;
  return -1;
}
