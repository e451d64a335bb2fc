// The people index kept for the session with the users slice it was built from: opening the People
// view again (the slice unchanged) reads it instead of iterating and sorting 10,000 people anew.
// A store nobody subscribes to: it holds a derived value, never renders anything by changing.
import { useMemo } from 'react';
import { create } from 'zustand';
import type { User } from '../../../../shared/objects';
import type { ById } from '../../state/by-id-map';
import { buildPeopleIndex, type PersonEntry } from './people-index';

interface PeopleIndexCache {
  source: ById<User> | null;
  entries: readonly PersonEntry[];
}

export const usePeopleIndexCache = create<PeopleIndexCache>(() => ({ source: null, entries: [] }));

/** The index of `active` (the store's active users), built at most once per version of the slice. */
export function usePeopleIndex(active: ById<User>): readonly PersonEntry[] {
  return useMemo(() => {
    const cached = usePeopleIndexCache.getState();
    if (cached.source === active) return cached.entries;
    const entries = buildPeopleIndex(active.values());
    usePeopleIndexCache.setState({ source: active, entries });
    return entries;
  }, [active]);
}
