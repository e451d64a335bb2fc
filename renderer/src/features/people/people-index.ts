// The people list's index: everyone sorted once (people, then bots, alphabetically with one shared
// collator) with a folded search key each, rebuilt only when the users slice changes. A query then
// filters the sorted index with plain substring tests: no sorting, normalizing or allocating per
// person on a keystroke, which is what keeps a 10,000-person organization's list quick to open.
import type { User } from '../../../../shared/objects';
import { foldText, searchKey } from './people-model';

export interface PersonEntry {
  user: User;
  /** Folded (lower-case, accent-free) name and visible address, for matching a query. */
  key: string;
}

/** Everyone in list order, each with their search key. */
export function buildPeopleIndex(
  users: Iterable<User>,
  collator: Intl.Collator = new Intl.Collator(undefined, { sensitivity: 'base' }),
): PersonEntry[] {
  const entries: PersonEntry[] = [];
  for (const user of users) entries.push({ user, key: searchKey(user) });
  return entries.sort(
    (a, b) =>
      Number(a.user.is_bot) - Number(b.user.is_bot) ||
      collator.compare(a.user.full_name, b.user.full_name) ||
      a.user.user_id - b.user.user_id,
  );
}

/** The entries whose name or address contains `query` (case- and accent-insensitive), in order. */
export function filterPeople(entries: readonly PersonEntry[], query: string): readonly PersonEntry[] {
  const needle = foldText(query.trim());
  if (needle === '') return entries;
  return entries.filter((entry) => entry.key.includes(needle));
}
