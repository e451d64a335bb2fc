// The emoji the picker and the `:` typeahead offer: built from emoji-datasource's records (names,
// categories, sort order, sprite-sheet positions; reduced at build time by emoji-data-plugin.ts),
// optionally renamed by the server's own names (a real Zulip server publishes `code_to_names` at
// server_emoji_data_url; its names differ, e.g. `thumbs_up` beside `+1`), plus the organization's
// custom emoji. Pure: the lazy loader feeds it.
import { zulipEmojiCode, zulipEmojiNames } from '../../../../shared/emoji-names';

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
  sheet: { x: number; y: number } | null;
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

export function indexOf(entries: readonly EmojiEntry[]): EmojiIndex {
  return { entries, byKey: new Map(entries.map((e) => [emojiKey(e.kind, e.code), e])) };
}

/**
 * One offered Unicode emoji as the build ships it (emoji-data-plugin.ts): Zulip's code, the
 * package's names (canonical first), the index of its category in EMOJI_CATEGORIES, its sort order
 * and its cell in the sprite sheets. Tuples keep the lazily loaded data small.
 */
export type CompactEmoji = readonly [string, readonly string[], number, number, number, number];

/**
 * The package's records reduced to what the catalog uses. Like the real server, only emoji drawn by
 * both Google and Twitter are offered (so switching emojiset never loses one); components (skin
 * tones) are not emoji of their own.
 */
export function compactEmojiRecords(records: readonly EmojiRecord[]): CompactEmoji[] {
  const compact: CompactEmoji[] = [];
  for (const r of records) {
    const category = EMOJI_CATEGORIES.indexOf(r.category as (typeof EMOJI_CATEGORIES)[number]);
    if (category === -1 || !r.has_img_google || !r.has_img_twitter) continue;
    const code = zulipEmojiCode(r.unified);
    compact.push([code, zulipEmojiNames(code, r.short_names), category, r.sort_order, r.sheet_x, r.sheet_y]);
  }
  return compact;
}

/**
 * The Unicode emoji, ordered by category then sort order. With `codeToNames` (the server's names,
 * canonical first) those names replace the package's, and codes the server does not know are left out.
 */
export function buildEmojiIndex(
  emoji: readonly CompactEmoji[],
  codeToNames?: Readonly<Record<string, readonly string[]>>,
): EmojiIndex {
  const entries: EmojiEntry[] = [];
  for (const [code, packageNames, category, sortOrder, x, y] of emoji) {
    const names = codeToNames ? codeToNames[code] : packageNames;
    if (names === undefined || names.length === 0) continue;
    entries.push({
      kind: 'unicode_emoji',
      name: names[0]!,
      aliases: names.slice(1),
      code,
      category: EMOJI_CATEGORIES[category] ?? 'Symbols',
      sortOrder: category * 100_000 + sortOrder,
      sheet: { x, y },
    });
  }
  entries.sort((a, b) => a.sortOrder - b.sortOrder);
  return indexOf(entries);
}

export interface CustomEmojiSource {
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
