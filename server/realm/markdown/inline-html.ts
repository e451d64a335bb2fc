// Zulip's inline constructs (mentions, channel links, emoji, times) are recognised by small
// markdown-it inline rules that each emit one token carrying the finished, escaped HTML.
import type { MarkdownIt } from 'markdown-it';
import type { StateInline } from 'markdown-it';

export const ZULIP_INLINE = 'zulip_inline';

/** Registers the renderer for the tokens below (once per parser). */
export function zulipInlineRenderer(md: MarkdownIt): void {
  md.renderer.rules[ZULIP_INLINE] = (tokens, idx) => tokens[idx]?.content ?? '';
}

/** Emits finished HTML for `length` characters of source at the current position. */
export function pushHtml(state: StateInline, html: string, length: number): void {
  const token = state.push(ZULIP_INLINE, '', 0);
  token.content = html;
  state.pos += length;
}

/**
 * Zulip only starts a mention or channel link at the start of the text or after a space, a quote,
 * an opening bracket or a slash (so `a@**b**` or `foo#**bar**` stay text).
 */
export function atWordStart(state: StateInline): boolean {
  if (state.pos === 0) return true;
  return /[\s'"({[/<]/.test(state.src.charAt(state.pos - 1));
}
