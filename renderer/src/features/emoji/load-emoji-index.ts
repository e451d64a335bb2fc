// Loads the Unicode emoji catalog on first use: the data (emoji-datasource reduced at build time by
// emoji-data-plugin.ts) is a separate chunk fetched by a dynamic import, never part of the initial
// bundle; it is checked, then indexed. Callers keep the result (useEmojiIndex caches it in React
// Query), so this runs once per session.
import { buildEmojiIndex, type CompactEmoji, type EmojiIndex } from './emoji-catalog';

function isCompactEmoji(value: unknown): value is CompactEmoji {
  if (!Array.isArray(value) || value.length !== 6) return false;
  const [code, names, ...numbers] = value as unknown[];
  return (
    typeof code === 'string' &&
    Array.isArray(names) &&
    names.every((n) => typeof n === 'string') &&
    numbers.every((n) => typeof n === 'number')
  );
}

/** The build's emoji list; throws when it is not what this code expects. */
export function checkEmojiData(data: unknown): CompactEmoji[] {
  if (!Array.isArray(data)) throw new Error('emoji data: expected a list of emoji');
  const emoji = data.filter(isCompactEmoji);
  if (emoji.length === 0) throw new Error('emoji data: no emoji in the list');
  return emoji;
}

/**
 * The Unicode emoji index. `codeToNames` is the server's `code_to_names` (from
 * server_emoji_data_url) when known, so reactions use names the server accepts.
 */
export async function loadEmojiIndex(
  codeToNames?: Readonly<Record<string, readonly string[]>>,
): Promise<EmojiIndex> {
  const { default: data } = await import('virtual:emoji-data');
  return buildEmojiIndex(checkEmojiData(data), codeToNames);
}
