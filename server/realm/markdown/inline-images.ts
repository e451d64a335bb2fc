// Previews of uploaded images: a link to an image under /user_uploads/ gets, after the paragraph
// (or list item) holding it, the block a real Zulip server adds:
//   <div class="message_inline_image"><a href="/user_uploads/…/x.png" title="x.png"><img src="/user_uploads/…/x.png"></a></div>
// Each image is previewed once per message. Other links get no preview (the reference server
// fetches nothing from the outside world).
import type { MarkdownIt } from 'markdown-it';
import type { StateCore, Token } from 'markdown-it';
import { escapeHtml } from './escape';

const UPLOADED_IMAGE = /^\/user_uploads\/[^?#]+\.(?:png|jpe?g|gif|webp|bmp)$/i;

interface Preview {
  href: string;
  title: string;
}

function previewsIn(children: readonly Token[]): Preview[] {
  const previews: Preview[] = [];
  for (let i = 0; i < children.length; i++) {
    const raw = children[i]?.type === 'link_open' ? children[i]?.attrGet('href') : null;
    const href = raw === null || raw === undefined ? '' : String(raw);
    if (!UPLOADED_IMAGE.test(href)) continue;
    let title = '';
    for (let j = i + 1; j < children.length && children[j]?.type !== 'link_close'; j++) {
      title += children[j]?.content ?? '';
    }
    previews.push({ href, title });
  }
  return previews;
}

function previewHtml({ href, title }: Preview): string {
  const url = escapeHtml(href);
  const titled = title === '' || title === href ? '' : ` title="${escapeHtml(title)}"`;
  return `<div class="message_inline_image"><a href="${url}"${titled}><img src="${url}"></a></div>`;
}

function addPreviews(state: StateCore): void {
  const seen = new Set<string>();
  const tokens = state.tokens;
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i];
    if (token?.type !== 'inline' || !token.children) continue;
    const previews: Preview[] = [];
    for (const preview of previewsIn(token.children)) {
      if (seen.has(preview.href)) continue;
      seen.add(preview.href);
      previews.push(preview);
    }
    if (previews.length === 0) continue;
    const close = tokens[i + 1];
    const block = new state.Token('html_block', '', 0);
    block.content = previews.map(previewHtml).join('') + (close?.hidden === true ? '' : '\n');
    tokens.splice(i + 2, 0, block);
  }
}

export function inlineImagesPlugin(md: MarkdownIt): void {
  md.core.ruler.push('zulip_inline_images', addPreviews);
}
