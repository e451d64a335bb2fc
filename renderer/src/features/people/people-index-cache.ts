// The people index kept with the users slice it was built from: opening the People view again (the
// slice unchanged) reads it instead of iterating and sorting 10,000 people anew. The index is held
// weakly by the slice object itself, so it lives exactly as long as that slice: a new users slice (an
// event, a fresh register, signing out) leaves the old index to the garbage collector, and nothing
// of an account that is gone stays behind.
import { useMemo } from 'react';
import type { User } from '../../../../shared/objects';
import type { ById } from '../../state/by-id-map';
import { buildPeopleIndex, type PersonEntry } from './people-index';

const indexes = new WeakMap<ById<User>, readonly PersonEntry[]>();

/** The index of `active` (the store's active users), built at most once per version of the slice. */
export function usePeopleIndex(active: ById<User>): readonly PersonEntry[] {
  return useMemo(() => {
    let entries = indexes.get(active);
    if (entries === undefined) {
      entries = buildPeopleIndex(active.values());
      indexes.set(active, entries);
    }
    return entries;
  }, [active]);
}
