// The people index kept with the users slice it was built from: opening the People view again (the
// slice and the window's language unchanged) reads it instead of iterating and sorting 10,000 people
// anew; a language switch sorts once more, as the new language orders names. The index is held
// weakly by the slice object itself, so it lives exactly as long as that slice: a new users slice (an
// event, a fresh register, signing out) leaves the old index to the garbage collector, and nothing
// of an account that is gone stays behind.
import { useMemo } from 'react';
import type { User } from '../../../../shared/objects';
import type { ById } from '../../state/by-id-map';
import { useNameCollator } from '../../i18n/name-order';
import { buildPeopleIndex, type PersonEntry } from './people-index';

interface Built {
  /** The collator's resolved locale: the index is in its order. */
  locale: string;
  entries: readonly PersonEntry[];
}

const indexes = new WeakMap<ById<User>, Built>();

/** The index of `active` (the store's active users), built once per slice and language. */
export function usePeopleIndex(active: ById<User>): readonly PersonEntry[] {
  const collator = useNameCollator();
  return useMemo(() => {
    const locale = collator.resolvedOptions().locale;
    const built = indexes.get(active);
    if (built !== undefined && built.locale === locale) return built.entries;
    const entries = buildPeopleIndex(active.values(), collator);
    indexes.set(active, { locale, entries });
    return entries;
  }, [active, collator]);
}
