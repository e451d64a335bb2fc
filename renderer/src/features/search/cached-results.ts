// What a search can show without the server: the messages already in the store that match it,
// its words and has: terms guessed from their text (state/search-filter.ts, approximate). Shown
// while offline, labelled as cached: the server may hold more, or judge a word differently.
import type { MessagesState, StoredMessage } from '../../state/messages';
import type { SearchTerm } from '../../state/narrow';
import { searchVerdict, type SearchLookups } from '../../state/search-filter';

export function cachedResults(
  byId: MessagesState['byId'],
  terms: readonly SearchTerm[],
  lookups: Omit<SearchLookups, 'approximate'>,
): StoredMessage[] {
  const found: StoredMessage[] = [];
  for (const message of byId.values()) {
    if (searchVerdict(terms, message, { ...lookups, approximate: true }) === true) found.push(message);
  }
  return found.sort((a, b) => a.id - b.id);
}
