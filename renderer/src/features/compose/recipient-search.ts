// Finding people for the recipient picker: by the start of any word of the name, or by email; equally
// good matches by name as the window's language sorts them.
import type { CompareNames } from '../../i18n/name-order';

export interface Person {
  user_id: number;
  full_name: string;
  email: string;
  is_bot?: boolean;
}

function rank(person: Person, query: string): number | null {
  const name = person.full_name.toLowerCase();
  if (name.startsWith(query)) return 0;
  if (name.split(/\s+/).some((word) => word.startsWith(query))) return 1;
  if (person.email.toLowerCase().startsWith(query)) return 2;
  if (name.includes(query)) return 3;
  return null;
}

/** Up to `limit` people matching `query`, best first, leaving out those already chosen. */
export function searchPeople(
  people: readonly Person[],
  query: string,
  chosen: readonly number[],
  compareNames: CompareNames,
  limit = 8,
): Person[] {
  const q = query.trim().toLowerCase();
  const found: { person: Person; rank: number }[] = [];
  for (const person of people) {
    if (chosen.includes(person.user_id)) continue;
    const r = q === '' ? 0 : rank(person, q);
    if (r !== null) found.push({ person, rank: r + (person.is_bot === true ? 0.5 : 0) });
  }
  found.sort((a, b) => a.rank - b.rank || compareNames(a.person.full_name, b.person.full_name));
  return found.slice(0, limit).map((f) => f.person);
}
