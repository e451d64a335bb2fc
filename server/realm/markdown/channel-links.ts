// Channel and topic links, as a real Zulip server writes them:
//   #**design**        → <a class="stream" data-stream-id="7" href="/#narrow/channel/7-design">#design</a>
//   #**design>logo**   → <a class="stream-topic" data-stream-id="7"
//                           href="/#narrow/channel/7-design/topic/logo">#design &gt; logo</a>
//   #**design>logo@42** → <a class="message-link" href="/#narrow/channel/7-design/topic/logo/near/42">
//                           #design &gt; logo @ 💬</a>
// The hash uses Zulip's encoding (encodeURIComponent, then '%' → '.', and '(' ')' '.' escaped).
// An unknown channel stays text.
import type { MarkdownIt } from 'markdown-it';
import type { StateInline } from 'markdown-it';
import { escapeHtml } from './escape';
import { atWordStart, pushHtml } from './inline-html';
import { renderEnv, type LinkedChannel } from './lookup';

const CHANNEL_LINK = /^#\*\*([^*>]+)(?:>([^*]*?)(?:@(\d+))?)?\*\*/;
const HASH_REPLACEMENTS: Readonly<Record<string, string>> = { '%': '.', '(': '.28', ')': '.29', '.': '.2E' };

export function encodeHashComponent(text: string): string {
  return encodeURIComponent(text).replace(/[%().]/g, (c) => HASH_REPLACEMENTS[c] ?? c);
}

export function channelHref(streamId: number, name: string, topic?: string): string {
  const channel = `/#narrow/channel/${encodeHashComponent(`${streamId}-${name.replace(/ /g, '-')}`)}`;
  return topic === undefined ? channel : `${channel}/topic/${encodeHashComponent(topic)}`;
}

function linkHtml(channel: LinkedChannel, topic: string | undefined, messageId: string | undefined): string {
  const id = channel.stream_id;
  const name = escapeHtml(channel.name);
  if (topic === undefined) {
    return `<a class="stream" data-stream-id="${id}" href="${escapeHtml(channelHref(id, channel.name))}">#${name}</a>`;
  }
  const topicHref = escapeHtml(channelHref(id, channel.name, topic));
  if (messageId !== undefined) {
    return `<a class="message-link" href="${topicHref}/near/${messageId}">#${name} &gt; ${escapeHtml(topic)} @ 💬</a>`;
  }
  return `<a class="stream-topic" data-stream-id="${id}" href="${topicHref}">#${name} &gt; ${escapeHtml(topic)}</a>`;
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
  pushHtml(state, linkHtml(channel, match[2]?.trim(), match[3]), match[0].length);
  return true;
}

export function channelLinksPlugin(md: MarkdownIt): void {
  md.inline.ruler.before('emphasis', 'zulip_channel_link', channelLinkRule);
}
