// The emoji the picker and the `:` typeahead offer: built from emoji-datasource's records (names,
// categories, sort order, sprite-sheet positions), optionally renamed by the server's own names
// (a real Zulip server publishes `code_to_names` at server_emoji_data_url; its names differ, e.g.
// `+1`/`thumbs_up`), plus the organization's custom emoji. Pure: the lazy loader feeds it.

/** The fields of an emoji-datasource record this catalog reads. */
export interface EmojiRecord {
  unified: string;
  short_name: string;
  short_names: readonly string[];
  category: string;
  sort_order: number;
  sheet_x: number;
  sheet_y: number;
  has_img_google: boolean;
  has_img_twitter: boolean;
}

export type EmojiKind = 'unicode_emoji' | 'realm_emoji';

export interface EmojiEntry {
  kind: EmojiKind;
  /** The canonical name (what a reaction sends as emoji_name). */
  name: string;
  aliases: readonly string[];
  /** unicode_emoji: Zulip's emoji_code (lower-case code points, FE0F dropped, '-'-joined); realm_emoji: the id. */
  code: string;
  category: string;
  sortOrder: number;
  /** Position in the package's sprite sheets; null for custom emoji. */
  sheet: { x: number; y: number; google: boolean; twitter: boolean } | null;
  /** Custom emoji: the image URL as the server gave it (resolved against the realm when drawn). */
  imageUrl?: string;
}

export interface EmojiIndex {
  entries: readonly EmojiEntry[];
  /** By emojiKey(kind, code): a custom emoji's id could equal a Unicode code. */
  byKey: ReadonlyMap<string, EmojiEntry>;
}

export function emojiKey(kind: string, code: string): string {
  return `${kind}:${code}`;
}

/** The picker's category tabs, in the web app's order ('Custom' holds the organization's emoji). */
export const EMOJI_CATEGORIES = [
  'Smileys & Emotion',
  'People & Body',
  'Animals & Nature',
  'Food & Drink',
  'Activities',
  'Travel & Places',
  'Objects',
  'Symbols',
  'Flags',
  'Custom',
] as const;

/** Zulip's emoji_code for a datasource `unified` value ("2764-FE0F" → "2764"). */
export function zulipEmojiCode(unified: string): string {
  return unified
    .toLowerCase()
    .split('-')
    .filter((part) => part !== 'fe0f')
    .join('-');
}

export function indexOf(entries: readonly EmojiEntry[]): EmojiIndex {
  return { entries, byKey: new Map(entries.map((e) => [emojiKey(e.kind, e.code), e])) };
}

/**
 * The Unicode emoji, ordered by category then sort order. Like the real server, only emoji drawn by
 * both Google and Twitter are offered (so switching emojiset never loses one); with `codeToNames`
 * (the server's names, canonical first) those names replace the package's and codes the server does
 * not know are left out.
 */
export function buildEmojiIndex(
  records: readonly EmojiRecord[],
  codeToNames?: Readonly<Record<string, readonly string[]>>,
): EmojiIndex {
  const entries: EmojiEntry[] = [];
  for (const record of records) {
    if (record.category === 'Component' || !record.has_img_google || !record.has_img_twitter) continue;
    const code = zulipEmojiCode(record.unified);
    const names = codeToNames ? codeToNames[code] : record.short_names;
    const name = names?.[0];
    if (name === undefined) continue;
    entries.push({
      kind: 'unicode_emoji',
      name,
      aliases: names!.slice(1),
      code,
      category: record.category,
      sortOrder: record.sort_order,
      sheet: { x: record.sheet_x, y: record.sheet_y, google: true, twitter: true },
    });
  }
  const rank = (category: string) => EMOJI_CATEGORIES.indexOf(category as (typeof EMOJI_CATEGORIES)[number]);
  entries.sort((a, b) => rank(a.category) - rank(b.category) || a.sortOrder - b.sortOrder);
  return indexOf(entries);
}

export interface CustomEmojiSource {
  id?: string | number;
  name: string;
  source_url: string;
  deactivated?: boolean;
}

/** The organization's active custom emoji as catalog entries (deactivated ones are not offered). */
export function customEmojiEntries(byId: Readonly<Record<string, CustomEmojiSource>>): EmojiEntry[] {
  return Object.entries(byId)
    .filter(([, emoji]) => emoji.deactivated !== true)
    .map(([id, emoji]) => ({
      kind: 'realm_emoji' as const,
      name: emoji.name,
      aliases: [],
      code: id,
      category: 'Custom',
      sortOrder: 0,
      sheet: null,
      imageUrl: emoji.source_url,
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** The Unicode index with the custom emoji added (a custom emoji does not hide a Unicode one's name). */
export function withCustomEmoji(index: EmojiIndex, custom: readonly EmojiEntry[]): EmojiIndex {
  return custom.length === 0 ? index : indexOf([...index.entries, ...custom]);
}
