// Unicode emoji in server HTML arrive as `<span class="emoji emoji-1f642" …>:smile:</span>`: the
// web app draws them from the class. Here the code points in the class become the character itself
// (the `:smile:` text is kept in data-emoji-text for the "text" emojiset, rendered-content.css).
// Custom emoji are <img>s and are left alone.

const CODE = /^[0-9a-f]{2,6}(?:-[0-9a-f]{2,6})*$/;

/** The character for a Zulip emoji_code ("1f642", "0023-20e3"), or null when it is not one. */
export function emojiGlyph(code: string): string | null {
  if (!CODE.test(code)) return null;
  const points = code.split('-').map((hex) => Number.parseInt(hex, 16));
  if (points.some((point) => point > 0x10ffff || (point >= 0xd800 && point <= 0xdfff))) return null;
  // Zulip's codes drop U+FE0F; a lone code point or a keycap needs it back to draw as emoji.
  const withPresentation = points.flatMap((point, i) =>
    point === 0x20e3 && points[i - 1] !== 0xfe0f ? [0xfe0f, point] : [point],
  );
  if (points.length === 1) withPresentation.push(0xfe0f);
  return String.fromCodePoint(...withPresentation);
}

export function drawUnicodeEmoji(root: ParentNode): void {
  for (const span of root.querySelectorAll('span.emoji')) {
    const code = [...span.classList].find((name) => name.startsWith('emoji-'))?.slice('emoji-'.length);
    const glyph = code === undefined ? null : emojiGlyph(code);
    if (glyph === null) continue;
    span.setAttribute('data-emoji-text', span.textContent);
    span.textContent = glyph;
  }
}
