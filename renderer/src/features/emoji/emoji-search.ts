// Emoji search for the picker's search box and compose's `:` typeahead: over every name and alias,
// exact matches first, then names starting with the query, then names with a word (after `_`)
// starting with it; inside a rank the catalog's order (categories, then custom emoji) holds.
import type { EmojiEntry, EmojiIndex } from './emoji-catalog';

export interface EmojiMatch {
  emoji: EmojiEntry;
  /** The name or alias that matched (what `:` typeahead inserts). */
  matchedName: string;
}

/** "  :Thumbs up" → "thumbs_up": what users type, in the form emoji names take ('-' stays: `-1`). */
export function normalizeEmojiQuery(query: string): string {
  return query.trim().replace(/^:/, '').replace(/:$/, '').toLowerCase().replace(/\s+/g, '_');
}

function rankOf(name: string, query: string): number {
  if (name === query) return 0;
  if (name.startsWith(query)) return 1;
  return name.includes(`_${query}`) ? 2 : -1;
}

/**
 * Up to `limit` emoji whose name or an alias matches `query` (see above). An empty query matches
 * nothing: callers show their own default (the catalog, or frequently used).
 */
export function searchEmoji(index: EmojiIndex, query: string, limit: number): EmojiMatch[] {
  const q = normalizeEmojiQuery(query);
  if (q === '' || limit <= 0) return [];
  const ranks: EmojiMatch[][] = [[], [], []];
  for (const emoji of index.entries) {
    let best = -1;
    let matchedName = emoji.name;
    for (const name of [emoji.name, ...emoji.aliases]) {
      const rank = rankOf(name, q);
      if (rank !== -1 && (best === -1 || rank < best)) {
        best = rank;
        matchedName = name;
      }
    }
    if (best !== -1) ranks[best]!.push({ emoji, matchedName });
    if (best === 0 && ranks[0]!.length >= limit) break;
  }
  return ranks.flat().slice(0, limit);
}
