// Where Zulip's Markdown departs from CommonMark: no underscore emphasis (`_foo_` and `__foo__` stay
// text, which keeps snake_case names intact), strikethrough written <del>, no reference links, no
// image syntax, no setext headings, no raw HTML (it is escaped) and single newlines kept as <br>.
import type { MarkdownIt } from 'markdown-it';
import type { StateInline } from 'markdown-it';

function underscoresAsText(state: StateInline, silent: boolean): boolean {
  let end = state.pos;
  while (state.src.charCodeAt(end) === 0x5f /* _ */) end++;
  if (end === state.pos) return false;
  if (!silent) state.pending += state.src.slice(state.pos, end);
  state.pos = end;
  return true;
}

export function zulipSyntaxPlugin(md: MarkdownIt): void {
  md.disable(['reference', 'image', 'lheading', 'html_block', 'html_inline']);
  md.inline.ruler.before('emphasis', 'zulip_no_underscore_emphasis', underscoresAsText);
  md.renderer.rules.s_open = () => '<del>';
  md.renderer.rules.s_close = () => '</del>';
}
