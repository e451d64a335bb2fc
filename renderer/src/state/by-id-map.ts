// Helpers for the maps by numeric id the slices keep (Immutable.js maps, so a change copies only the
// path to its key): each returns the map it was given when nothing changes, so a repeated event
// leaves the store untouched.
import { Map as ImmutableMap } from 'immutable';
import { sameJson } from './same-json';

export type ById<T> = ImmutableMap<number, T>;

/** Items keyed by `keyOf(item)` (a later item wins). */
export function byId<K, T>(items: readonly T[], keyOf: (item: T) => K): ImmutableMap<K, T> {
  return ImmutableMap<K, T>().withMutations((map) => {
    for (const item of items) map.set(keyOf(item), item);
  });
}

/** Stores `item` under `id`, keeping the map when an equal item is already there. */
export function putEntry<T>(map: ById<T>, id: number, item: T): ById<T> {
  return sameJson(map.get(id), item) ? map : map.set(id, item);
}

/** Stores every item under its ID, keeping the map when none of them differs. */
export function putEntries<T>(map: ById<T>, items: readonly T[], idOf: (item: T) => number): ById<T> {
  for (const item of items) map = putEntry(map, idOf(item), item);
  return map;
}

/** Replaces one entry, keeping the map itself when the entry is absent or unchanged. */
export function updateEntry<T>(map: ById<T>, id: number, update: (entry: T) => T): ById<T> {
  const entry = map.get(id);
  if (entry === undefined) return map;
  const next = update(entry);
  return next === entry ? map : map.set(id, next);
}

export function withoutEntries<T>(map: ById<T>, ids: readonly number[]): ById<T> {
  return ids.some((id) => map.has(id)) ? map.deleteAll(ids) : map;
}

/** The sorted union or difference of two ID lists, or `list` itself when nothing changes. */
export function withIds(list: readonly number[], ids: readonly number[], adding: boolean): readonly number[] {
  const set = new Set(list);
  const before = set.size;
  for (const id of ids) {
    if (adding) set.add(id);
    else set.delete(id);
  }
  if (set.size === before) return list;
  return [...set].sort((a, b) => a - b);
}
