// `:name:` emoji as a real Zulip server renders them. Custom emoji of the organization come first:
//   <img alt=":party_parrot:" class="emoji" src="/user_avatars/emoji/3.svg" title="party parrot">
// then Unicode emoji:
//   <span aria-label="smile" class="emoji emoji-1f642" role="img" title="smile">:smile:</span>
// An unknown name (or a skin-tone modifier, which Zulip refuses) stays text.
import type { MarkdownIt } from 'markdown-it';
import type { StateInline } from 'markdown-it';
import { UNICODE_EMOJI } from './emoji-names';
import { escapeHtml } from './escape';
import { pushHtml } from './inline-html';
import { renderEnv, type MentionLookup } from './lookup';

const EMOJI = /^:([0-9a-z_+-]+):/;

export function emojiHtml(name: string, lookup: MentionLookup | undefined): string | undefined {
  const title = escapeHtml(name.replace(/_/g, ' '));
  const custom = lookup?.customEmoji?.(name);
  if (custom) {
    return `<img alt=":${escapeHtml(name)}:" class="emoji" src="${escapeHtml(custom.source_url)}" title="${title}">`;
  }
  if (name.startsWith('skin-tone-')) return undefined;
  const code = UNICODE_EMOJI.get(name);
  if (code === undefined) return undefined;
  return `<span aria-label="${title}" class="emoji emoji-${code}" role="img" title="${title}">:${escapeHtml(name)}:</span>`;
}

function emojiRule(state: StateInline, silent: boolean): boolean {
  if (state.src.charCodeAt(state.pos) !== 0x3a /* : */) return false;
  const match = EMOJI.exec(state.src.slice(state.pos));
  if (!match) return false;
  const html = emojiHtml(match[1] ?? '', renderEnv(state.env).lookup);
  if (html === undefined) return false;
  if (silent) state.pos += match[0].length;
  else pushHtml(state, html, match[0].length);
  return true;
}

export function emojiPlugin(md: MarkdownIt): void {
  md.inline.ruler.before('emphasis', 'zulip_emoji', emojiRule);
}
