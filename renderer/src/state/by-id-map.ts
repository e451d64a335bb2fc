// Copy-on-write helpers for the `Record<id, item>` maps the slices keep: each returns the map it
// was given when nothing changes, so a repeated event leaves the store untouched.
import { sameJson } from './same-json';

export type ById<T> = Readonly<Record<number, T>>;

/** Stores `item` under `id`, keeping the map when an equal item is already there. */
export function putEntry<T>(map: ById<T>, id: number, item: T): ById<T> {
  return sameJson(map[id], item) ? map : { ...map, [id]: item };
}

/** Stores every item under its ID in one copy, or keeps the map when none of them differs. */
export function putEntries<T>(map: ById<T>, items: readonly T[], idOf: (item: T) => number): ById<T> {
  const changed = items.filter((item) => !sameJson(map[idOf(item)], item));
  if (changed.length === 0) return map;
  const next = { ...map };
  for (const item of changed) next[idOf(item)] = item;
  return next;
}

/** Replaces one entry, keeping the map itself when the entry is absent or unchanged. */
export function updateEntry<T>(map: ById<T>, id: number, update: (entry: T) => T): ById<T> {
  const entry = map[id];
  if (entry === undefined) return map;
  const next = update(entry);
  return next === entry ? map : { ...map, [id]: next };
}

export function withoutEntries<T>(map: ById<T>, ids: readonly number[]): ById<T> {
  if (!ids.some((id) => id in map)) return map;
  const next = { ...map };
  for (const id of ids) delete next[id];
  return next;
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
