// User, wildcard and user-group mentions, in the HTML shapes of a real Zulip server:
//   @**Name** / @**Name|12**  → <span class="user-mention" data-user-id="12">@Name</span>
//   @_**Name**                 → <span class="user-mention silent" data-user-id="12">Name</span>
//   @**all** (everyone, channel, stream) → class "user-mention channel-wildcard-mention", data-user-id="*"
//   @**topic**                 → <span class="topic-mention">@topic</span>
//   @*group*                   → <span class="user-group-mention" data-user-group-id="5">@group</span>
// An unknown name is not a mention: the source stays text (and its ** then reads as bold, as on the
// real server). Non-silent mentions are recorded in the render environment for the message flags.
import type { MarkdownIt } from 'markdown-it';
import type { StateInline } from 'markdown-it';
import { escapeHtml } from './escape';
import { atWordStart, pushHtml } from './inline-html';
import { newRenderEnv, renderEnv, type RenderEnv } from './lookup';

const CHANNEL_WILDCARDS = new Set(['all', 'everyone', 'channel', 'stream']);
const USER_MENTION = /^@(_?)\*\*([^*]+)\*\*/;
const GROUP_MENTION = /^@(_?)\*([^*]+)\*/;

function userMention(env: RenderEnv, name: string, silent: boolean): string | undefined {
  const at = silent ? '' : '@';
  const silentClass = silent ? ' silent' : '';
  if (CHANNEL_WILDCARDS.has(name)) {
    if (!silent) env.found.channelWildcard = true;
    return `<span class="user-mention channel-wildcard-mention${silentClass}" data-user-id="*">${at}${name}</span>`;
  }
  if (name === 'topic') {
    if (!silent) env.found.topicWildcard = true;
    return `<span class="topic-mention${silentClass}">${at}topic</span>`;
  }
  const user = env.lookup?.userByName(name);
  if (!user) return undefined;
  if (!silent) env.found.userIds.add(user.user_id);
  return `<span class="user-mention${silentClass}" data-user-id="${user.user_id}">${at}${escapeHtml(user.full_name)}</span>`;
}

function groupMention(env: RenderEnv, name: string, silent: boolean): string | undefined {
  const group = env.lookup?.groupByName?.(name);
  if (!group) return undefined;
  if (!silent) {
    env.found.groupIds.add(group.id);
    for (const id of group.members) env.found.userIds.add(id);
  }
  const at = silent ? '' : '@';
  return `<span class="user-group-mention${silent ? ' silent' : ''}" data-user-group-id="${group.id}">${at}${escapeHtml(group.name)}</span>`;
}

function mentionRule(state: StateInline, silent: boolean): boolean {
  if (state.src.charCodeAt(state.pos) !== 0x40 /* @ */ || !atWordStart(state)) return false;
  const rest = state.src.slice(state.pos);
  const env = renderEnv(state.env);
  const user = USER_MENTION.exec(rest);
  const group = user ? null : GROUP_MENTION.exec(rest);
  const match = user ?? group;
  if (!match) return false;
  const quiet = match[1] === '_';
  const name = (match[2] ?? '').trim();
  // Link-label scanning runs rules in silent mode: it must not record anything.
  const probe = silent ? newRenderEnv(env.lookup) : env;
  const html = user ? userMention(probe, name, quiet) : groupMention(probe, name, quiet);
  if (html === undefined) return false;
  if (silent) state.pos += match[0].length;
  else pushHtml(state, html, match[0].length);
  return true;
}

export function mentionsPlugin(md: MarkdownIt): void {
  md.inline.ruler.before('emphasis', 'zulip_mention', mentionRule);
}
