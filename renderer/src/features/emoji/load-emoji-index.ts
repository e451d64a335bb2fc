// Loads the Unicode emoji catalog on first use: the data file is a separate chunk fetched by a
// dynamic import (never part of the initial bundle), parsed and checked, then indexed. Callers keep
// the result (useEmojiIndex caches it in React Query), so this runs once per session.
import { buildEmojiIndex, type EmojiIndex, type EmojiRecord } from './emoji-catalog';

function isEmojiRecord(value: unknown): value is EmojiRecord {
  if (typeof value !== 'object' || value === null) return false;
  const r = value as Record<string, unknown>;
  return (
    typeof r.unified === 'string' &&
    typeof r.short_name === 'string' &&
    Array.isArray(r.short_names) &&
    r.short_names.every((n) => typeof n === 'string') &&
    typeof r.category === 'string' &&
    typeof r.sort_order === 'number' &&
    typeof r.sheet_x === 'number' &&
    typeof r.sheet_y === 'number' &&
    typeof r.has_img_google === 'boolean' &&
    typeof r.has_img_twitter === 'boolean'
  );
}

/** The package's records from its JSON text; throws when the file is not what this code expects. */
export function parseEmojiRecords(text: string): EmojiRecord[] {
  const data: unknown = JSON.parse(text);
  if (!Array.isArray(data)) throw new Error('emoji data: expected a list of emoji');
  const records = data.filter(isEmojiRecord);
  if (records.length === 0) throw new Error('emoji data: no emoji in the list');
  return records;
}

/**
 * The Unicode emoji index. `codeToNames` is the server's `code_to_names` (from
 * server_emoji_data_url) when known, so reactions use names the server accepts.
 */
export async function loadEmojiIndex(
  codeToNames?: Readonly<Record<string, readonly string[]>>,
): Promise<EmojiIndex> {
  const { default: text } = await import('emoji-datasource/emoji.json?raw');
  return buildEmojiIndex(parseEmojiRecords(text), codeToNames);
}
