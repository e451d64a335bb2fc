// Text lengths as a Zulip server counts them: in Unicode code points (Python's len), not UTF-16
// units, so an emoji counts once. One home for the client's limits (compose, IPC bounds) and the
// reference server's.

/** Code points of `text`: a surrogate pair (most emoji) counts once. */
export function codePointLength(text: string): number {
  let count = text.length;
  for (let i = 0; i < text.length - 1; i++) {
    const unit = text.charCodeAt(i);
    if (unit < 0xd800 || unit > 0xdbff) continue;
    const next = text.charCodeAt(i + 1);
    if (next >= 0xdc00 && next <= 0xdfff) {
      count -= 1;
      i += 1;
    }
  }
  return count;
}

/** `text` when it holds at most `max` code points; else its first `max - mark` ones and then `mark`. */
export function cutToCodePoints(text: string, max: number, mark: string): string {
  if (codePointLength(text) <= max) return text;
  return [...text].slice(0, max - codePointLength(mark)).join('') + mark;
}
