// Zulip-flavoured Markdown on markdown-it: the parser is configured once (nothing in it changes
// afterwards); each render gets its own environment with the injected lookup and collects what the
// message mentions. Output is the real server's: no trailing newline, raw HTML escaped.
import MarkdownIt from 'markdown-it';
import type { MarkdownIt as Parser } from 'markdown-it';
import { channelLinksPlugin } from './channel-links';
import { codeBlocksPlugin } from './code-blocks';
import { emojiPlugin } from './emoji';
import { globalTimePlugin } from './global-time';
import { zulipInlineRenderer } from './inline-html';
import { inlineImagesPlugin } from './inline-images';
import { newRenderEnv, type MentionFinds, type MentionLookup } from './lookup';
import { mentionsPlugin } from './mentions';
import { zulipSyntaxPlugin } from './zulip-syntax';

function createParser(): Parser {
  const md = new MarkdownIt('default', { html: false, linkify: true, breaks: true, typographer: false });
  for (const plugin of [
    zulipSyntaxPlugin,
    zulipInlineRenderer,
    mentionsPlugin,
    channelLinksPlugin,
    emojiPlugin,
    globalTimePlugin,
    codeBlocksPlugin,
    inlineImagesPlugin,
  ]) {
    md.use(plugin);
  }
  return md;
}

const parser = createParser();

function run(source: string, lookup: MentionLookup | undefined): { html: string; found: MentionFinds } {
  const env = newRenderEnv(lookup);
  const html = parser.render(source.replace(/\r\n?/g, '\n'), env).replace(/\n+$/, '');
  return { html, found: env.found };
}

export function renderMarkdown(source: string, lookup?: MentionLookup): string {
  return run(source, lookup).html;
}

/** Who a message notifies: mentioned users (members of mentioned groups too) and wildcards. */
export function findMentions(source: string, lookup: MentionLookup): MentionFinds {
  return run(source, lookup).found;
}
