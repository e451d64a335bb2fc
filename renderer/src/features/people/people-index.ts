// The people list's index: everyone sorted once (people, then bots, by name as the window language's
// collator orders them) with a folded search key each, rebuilt only when the users slice changes. A
// query then filters the sorted index with plain substring tests: no sorting, normalizing or
// allocating per person on a keystroke.
import type { User } from '../../../../shared/objects';
import { keepsAsciiOrder } from '../../i18n/name-order';
import { foldText, searchKey } from './people-model';

export interface PersonEntry {
  user: User;
  /** Folded (lower-case, accent-free) name and visible address, for matching a query. */
  key: string;
}

interface Sortable extends PersonEntry {
  /** The name in lower case when it is only ASCII letters, digits and spaces; else null. */
  plain: string | null;
}

/** Names whose collation order is their lower-cased code-unit order (see comparePlain). */
const PLAIN_NAME = /^[a-z0-9 ]*$/i;

/**
 * For names of ASCII letters, digits and spaces, the base-sensitivity collation order of the
 * interface's languages is the order of their lower-cased code units (space before digits before
 * letters, a prefix first), so comparing those needs no call into the collator, the cost of sorting
 * 10,000 people. Other names, and every name in a language that reorders ASCII, use the collator.
 */
function comparePlain(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Everyone in list order (people, then bots, by name in `collator`'s language), each with a key. */
export function buildPeopleIndex(users: Iterable<User>, collator: Intl.Collator): PersonEntry[] {
  const shortcut = keepsAsciiOrder(collator);
  const entries: Sortable[] = [];
  for (const user of users) {
    const plain = shortcut && PLAIN_NAME.test(user.full_name) ? user.full_name.toLowerCase() : null;
    entries.push({ user, key: searchKey(user), plain });
  }
  entries.sort(
    (a, b) =>
      Number(a.user.is_bot) - Number(b.user.is_bot) ||
      (a.plain !== null && b.plain !== null
        ? comparePlain(a.plain, b.plain)
        : collator.compare(a.user.full_name, b.user.full_name)) ||
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
