// The `@` typeahead's people search, built once per users list (the hook keeps it in a memoLast) so a
// keystroke on a 10,000-user organization is one linear scan with no sort: entries are put in name
// order when the index is built, and a query drops each match into a bucket by how well it matched
// (name start, word start, email start, anywhere in the name) and who it is (recent conversation
// partners and people of this channel first, bots last). Buckets fill in name order (the window
// language's, i18n/name-order.ts); the first `limit` across them, best bucket first, are the answer.
import { fastNameOrder } from '../../../i18n/name-order';

export interface IndexedPerson {
  user_id: number;
  full_name: string;
  email: string;
  is_bot: boolean;
}

interface Entry {
  person: IndexedPerson;
  name: string;
  sortKey: string | null;
  words: readonly string[];
  email: string;
}

export interface PeopleIndex {
  entries: readonly Entry[];
  /** Lower-cased full names held by more than one person: mentions of them carry the id. */
  duplicateNames: ReadonlySet<string>;
}

export function buildPeopleIndex(people: Iterable<IndexedPerson>, collator: Intl.Collator): PeopleIndex {
  const order = fastNameOrder(collator);
  const entries: Entry[] = [];
  const seen = new Set<string>();
  const duplicateNames = new Set<string>();
  for (const person of people) {
    const name = person.full_name.toLowerCase();
    if (seen.has(name)) duplicateNames.add(name);
    seen.add(name);
    const sortKey = order.sortKey(name);
    entries.push({ person, name, sortKey, words: name.split(/\s+/), email: person.email.toLowerCase() });
  }
  entries.sort(
    (a, b) => order.compare(a.name, a.sortKey, b.name, b.sortKey) || a.person.user_id - b.person.user_id,
  );
  return { entries, duplicateNames };
}

function matchRank(entry: Entry, query: string): number {
  if (query === '' || entry.name.startsWith(query)) return 0;
  if (entry.words.some((word) => word.startsWith(query))) return 1;
  if (entry.email.startsWith(query)) return 2;
  return entry.name.includes(query) ? 3 : -1;
}

/** 0 preferred (recent partner or in this channel), 1 other people, 2 bots. */
function tierOf(person: IndexedPerson, preferred: ReadonlySet<number>): number {
  if (person.is_bot) return 2;
  return preferred.has(person.user_id) ? 0 : 1;
}

export function searchPeopleIndex(
  index: PeopleIndex,
  query: string,
  preferred: ReadonlySet<number>,
  limit: number,
  exclude?: number,
): IndexedPerson[] {
  const q = query.trim().toLowerCase();
  const buckets: IndexedPerson[][] = Array.from({ length: 12 }, () => []);
  for (const entry of index.entries) {
    if (entry.person.user_id === exclude) continue;
    const rank = matchRank(entry, q);
    if (rank === -1) continue;
    const bucket = buckets[rank * 3 + tierOf(entry.person, preferred)];
    if (bucket !== undefined && bucket.length < limit) bucket.push(entry.person);
  }
  return buckets.flat().slice(0, limit);
}
