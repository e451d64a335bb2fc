// The character of a status emoji. Unicode emoji carry their code points in emoji_code
// ("1f4c6", or several joined by "-"); custom and extra emoji have images this view does not load.

export function unicodeEmoji(emojiCode: string | undefined, reactionType: string | undefined): string | null {
  if (emojiCode === undefined || emojiCode === '') return null;
  if (reactionType !== undefined && reactionType !== 'unicode_emoji') return null;
  const points = emojiCode.split('-').map((hex) => Number.parseInt(hex, 16));
  if (points.some((point) => !Number.isInteger(point) || point < 0 || point > 0x10ffff)) return null;
  return String.fromCodePoint(...points);
}
