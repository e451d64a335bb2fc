// How one emoji is drawn under the user's `emojiset`: "google"/"google-blob"/"twitter" from that
// set's sprite sheet in emoji-datasource (google-blob has no sheet of its own and uses google's),
// "text" as `:name:`, a custom emoji as its image, and the native character whenever the sheet or the
// emoji's place in it is not known (catalog or sheet not loaded, or the sheet failed).
import type { EmojiEntry } from './emoji-catalog';

export type SheetSet = 'google' | 'twitter';

/** The sprite sheets' geometry: 32 px images on a 34 px grid (1 px padding), 62 × 62 cells. */
export const SHEET_IMAGE_PX = 32;
const SHEET_CELL_PX = 34;
const SHEET_CELLS = 62;

export type EmojiDrawing =
  | { kind: 'text'; text: string }
  | { kind: 'native'; text: string }
  | { kind: 'image'; src: string }
  | { kind: 'sprite'; set: SheetSet; x: number; y: number };

/** The sheet an emojiset draws from; null for "text" and for sets with no sheet here. */
export function sheetSetOf(emojiset: string): SheetSet | null {
  if (emojiset === 'google' || emojiset === 'google-blob') return 'google';
  if (emojiset === 'twitter') return 'twitter';
  return null;
}

/** "1f44d" or "1f1fa-1f1f8" → the characters; '' when the code is not valid code points. */
export function unicodeEmoji(code: string): string {
  const points = code.split('-').map((part) => Number.parseInt(part, 16));
  if (points.some((p) => !Number.isInteger(p) || p < 0 || p > 0x10ffff)) return '';
  return String.fromCodePoint(...points);
}

export interface DrawInput {
  name: string;
  code: string;
  kind: string;
  emojiset: string;
  /** The catalog entry for a Unicode emoji, when the catalog is loaded. */
  entry?: EmojiEntry | undefined;
  /** A custom emoji's image, already routed through main ('' when it has none). */
  customSrc?: string;
  /** Whether the sheet of this emojiset is loaded and usable. */
  sheetReady: boolean;
}

export function emojiDrawing(input: DrawInput): EmojiDrawing {
  const text = { kind: 'text', text: `:${input.name}:` } as const;
  if (input.emojiset === 'text') return text;
  if (input.kind === 'realm_emoji') return input.customSrc ? { kind: 'image', src: input.customSrc } : text;
  if (input.kind !== 'unicode_emoji') return text;
  const set = sheetSetOf(input.emojiset);
  const sheet = input.entry?.sheet;
  if (set !== null && input.sheetReady && sheet) {
    return { kind: 'sprite', set, x: sheet.x, y: sheet.y };
  }
  const native = unicodeEmoji(input.code);
  return native ? { kind: 'native', text: native } : text;
}

/** The CSS that shows cell (x, y) of a sheet at `size` px (or em, to follow the text's size). */
export function spriteStyle(url: string, x: number, y: number, size: number, unit: 'px' | 'em' = 'px') {
  const scale = size / SHEET_IMAGE_PX;
  const offset = (cell: number) => `${-(cell * SHEET_CELL_PX + 1) * scale}${unit}`;
  return {
    width: `${size}${unit}`,
    height: `${size}${unit}`,
    backgroundImage: `url("${url}")`,
    backgroundPosition: `${offset(x)} ${offset(y)}`,
    backgroundSize: `${SHEET_CELLS * SHEET_CELL_PX * scale}${unit}`,
  };
}
