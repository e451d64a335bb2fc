// Channel and topic links, as a real Zulip server writes them:
//   #**design**        → <a class="stream" data-stream-id="7" href="/#narrow/channel/7-design">#design</a>
//   #**design>logo**   → <a class="stream-topic" data-stream-id="7"
//                           href="/#narrow/channel/7-design/topic/logo">#design &gt; logo</a>
// The hash uses Zulip's encoding (encodeURIComponent, then '%' → '.', and '(' ')' '.' escaped).
// An unknown channel stays text.
import type { MarkdownIt } from 'markdown-it';
import type { StateInline } from 'markdown-it';
import { escapeHtml } from './escape';
import { atWordStart, pushHtml } from './inline-html';
import { renderEnv } from './lookup';

const CHANNEL_LINK = /^#\*\*([^*>]+)(?:>([^*]*))?\*\*/;
const HASH_REPLACEMENTS: Readonly<Record<string, string>> = { '%': '.', '(': '.28', ')': '.29', '.': '.2E' };

export function encodeHashComponent(text: string): string {
  return encodeURIComponent(text).replace(/[%().]/g, (c) => HASH_REPLACEMENTS[c] ?? c);
}

export function channelHref(streamId: number, name: string, topic?: string): string {
  const channel = `/#narrow/channel/${encodeHashComponent(`${streamId}-${name.replace(/ /g, '-')}`)}`;
  return topic === undefined ? channel : `${channel}/topic/${encodeHashComponent(topic)}`;
}

function channelLinkRule(state: StateInline, silent: boolean): boolean {
  if (state.src.charCodeAt(state.pos) !== 0x23 /* # */ || !atWordStart(state)) return false;
  const match = CHANNEL_LINK.exec(state.src.slice(state.pos));
  if (!match) return false;
  const channel = renderEnv(state.env).lookup?.channelByName?.((match[1] ?? '').trim());
  if (!channel) return false;
  if (silent) {
    state.pos += match[0].length;
    return true;
  }
  const topic = match[2]?.trim();
  const id = channel.stream_id;
  const html =
    topic === undefined
      ? `<a class="stream" data-stream-id="${id}" href="${escapeHtml(channelHref(id, channel.name))}">#${escapeHtml(channel.name)}</a>`
      : `<a class="stream-topic" data-stream-id="${id}" href="${escapeHtml(channelHref(id, channel.name, topic))}">#${escapeHtml(channel.name)} &gt; ${escapeHtml(topic)}</a>`;
  pushHtml(state, html, match[0].length);
  return true;
}

export function channelLinksPlugin(md: MarkdownIt): void {
  md.inline.ruler.before('emphasis', 'zulip_channel_link', channelLinkRule);
}
