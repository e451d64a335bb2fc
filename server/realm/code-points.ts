// Text lengths as a real Zulip server counts them: in Unicode code points (Python's len), not UTF-16
// units, so a message of emoji is as long here as there. Used by every limit the server checks or
// cuts to (message content, topics, drafts).

/** How many code points `text` holds. */
export function codePointLength(text: string): number {
  let count = 0;
  for (const _ of text) count++;
  return count;
}

/** `text` when it holds at most `max` code points; else its first `max - mark` ones and then `mark`. */
export function cutToCodePoints(text: string, max: number, mark: string): string {
  if (codePointLength(text) <= max) return text;
  return [...text].slice(0, max - codePointLength(mark)).join('') + mark;
}
