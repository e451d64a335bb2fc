// The people list's index: everyone sorted once (people, then bots, by name as the window language's
// collator orders them) with a folded search key each, rebuilt only when the users slice changes. A
// query then filters the sorted index with plain substring tests: no sorting, normalizing or
// allocating per person on a keystroke.
import type { User } from '../../../../shared/objects';
import { fastNameOrder } from '../../i18n/name-order';
import { foldText, searchKey } from './people-model';

export interface PersonEntry {
  user: User;
  /** Folded (lower-case, accent-free) name and visible address, for matching a query. */
  key: string;
}

interface Sortable extends PersonEntry {
  /** The name's sort key (fastNameOrder). */
  plain: string | null;
}

/** Everyone in list order (people, then bots, by name in `collator`'s language), each with a key. */
export function buildPeopleIndex(users: Iterable<User>, collator: Intl.Collator): PersonEntry[] {
  const order = fastNameOrder(collator);
  const entries: Sortable[] = [];
  for (const user of users)
    entries.push({ user, key: searchKey(user), plain: order.sortKey(user.full_name) });
  entries.sort(
    (a, b) =>
      Number(a.user.is_bot) - Number(b.user.is_bot) ||
      order.compare(a.user.full_name, a.plain, b.user.full_name, b.plain) ||
      a.user.user_id - b.user.user_id,
  );
  return entries;
}

/** The entries whose name or address contains `query` (case- and accent-insensitive), in order. */
export function filterPeople(entries: readonly PersonEntry[], query: string): readonly PersonEntry[] {
  const needle = foldText(query.trim());
  if (needle === '') return entries;
  return entries.filter((entry) => entry.key.includes(needle));
}
