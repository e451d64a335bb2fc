// Copy-on-write once per batch. A handler that changes a record or array of the store (the loaded
// narrows, a range's ids) would otherwise copy it for every event. Inside reduceEvents the first
// change copies it and marks the copy as owned by the batch; later changes in the same batch write
// to that copy. Outside a batch every call copies, so state already handed to React is never written
// to. Big maps are persistent maps (persistent-map.ts), whose nodes follow the same rule by token.
let owned: WeakSet<object> | null = null;
let token: BatchToken | null = null;

/** Identifies one running batch; persistent-map nodes made in it carry it and may be written to. */
export type BatchToken = { readonly batch: true };

export function runBatch<T>(apply: () => T): T {
  const outer = { owned, token };
  owned = new WeakSet();
  token = { batch: true };
  try {
    return apply();
  } finally {
    ({ owned, token } = outer);
  }
}

/** The running batch, or null outside one. */
export function currentBatch(): BatchToken | null {
  return token;
}

/** A copy of `record` this batch may write to (the record itself if the batch made it). */
export function writableRecord<K extends PropertyKey, V>(record: Readonly<Record<K, V>>): Record<K, V> {
  if (owned?.has(record)) return record as Record<K, V>;
  const copy = { ...record } as Record<K, V>;
  owned?.add(copy);
  return copy;
}

/** Like writableRecord, for arrays. */
export function writableArray<T>(array: readonly T[]): T[] {
  if (owned?.has(array)) return array as T[];
  const copy = [...array];
  owned?.add(copy);
  return copy;
}
