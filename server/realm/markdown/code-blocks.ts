// Fenced and indented code, and the two fences Zulip gives another meaning:
//   ```python …```  → <div class="codehilite" data-code-language="Python"><pre><span></span><code>…</code></pre></div>
//   ```quote …```   → <blockquote>…</blockquote> (its content is Markdown)
//   ```spoiler Title …``` → <div class="spoiler-block"><div class="spoiler-header">…</div>
//                           <div class="spoiler-content" aria-hidden="true">…</div></div>
// No syntax highlighting: the code is escaped text, trailing spaces trimmed as the real server does.
import type { MarkdownIt } from 'markdown-it';
import { escapeHtml } from './escape';
import { languageName } from './language-names';

function codeBlock(code: string, language: string): string {
  const lines = code
    .replace(/\n$/, '')
    .split('\n')
    .map((line) => line.trimEnd());
  const attribute = language === '' ? '' : ` data-code-language="${escapeHtml(languageName(language))}"`;
  return `<div class="codehilite"${attribute}><pre><span></span><code>${escapeHtml(lines.join('\n'))}\n</code></pre></div>\n`;
}

export function codeBlocksPlugin(md: MarkdownIt): void {
  md.renderer.rules.fence = (tokens, idx, _options, env) => {
    const token = tokens[idx];
    if (!token) return '';
    const info = token.info.trim();
    const [keyword = '', ...rest] = info.split(/\s+/);
    const kind = keyword.toLowerCase();
    if (kind === 'quote') return `<blockquote>\n${md.render(token.content, env)}</blockquote>\n`;
    if (kind === 'spoiler') {
      const header = rest.join(' ');
      const headerHtml = header === '' ? '' : md.render(header, env);
      return (
        `<div class="spoiler-block"><div class="spoiler-header">\n${headerHtml}</div>` +
        `<div class="spoiler-content" aria-hidden="true">\n${md.render(token.content, env)}</div></div>\n`
      );
    }
    return codeBlock(token.content, keyword);
  };
  md.renderer.rules.code_block = (tokens, idx) => codeBlock(tokens[idx]?.content ?? '', '');
}
