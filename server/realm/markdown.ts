// A deliberately small Markdown renderer: enough to give clients the HTML shape a real server sends
// (paragraphs, emphasis, code, links, mentions) while escaping everything else.

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
}

export interface MentionLookup {
  userByName(name: string): { user_id: number; full_name: string } | undefined;
}

function renderInline(text: string, mentions?: MentionLookup): string {
  let html = escapeHtml(text);
  // Mentions first: their **…** would otherwise be taken for bold.
  if (mentions) {
    html = html.replace(/@\*\*([^*]+)\*\*/g, (whole, name: string) => {
      if (name === 'all' || name === 'everyone' || name === 'channel' || name === 'topic') {
        return `<span class="user-mention" data-user-id="*">@${name}</span>`;
      }
      const user = mentions.userByName(name);
      if (!user) return whole;
      return `<span class="user-mention" data-user-id="${user.user_id}">@${escapeHtml(user.full_name)}</span>`;
    });
  }
  html = html.replace(/`([^`]+)`/g, '<code>$1</code>');
  html = html.replace(/\*\*([^*]+)\*\*/g, '<strong>$1</strong>');
  html = html.replace(/(^|[^*])\*([^*\s][^*]*)\*/g, '$1<em>$2</em>');
  html = html.replace(/\[([^\]]+)\]\((https?:\/\/[^)\s]+)\)/g, (_m, label: string, url: string) => {
    return `<a href="${url}" target="_blank" rel="noopener noreferrer" title="${url}">${label}</a>`;
  });
  html = html.replace(/(^|\s)(https?:\/\/[^\s<]+)/g, (_m, lead: string, url: string) => {
    return `${lead}<a href="${url}" target="_blank" rel="noopener noreferrer">${url}</a>`;
  });
  return html;
}

export function renderMarkdown(source: string, mentions?: MentionLookup): string {
  const blocks = source
    .replace(/\r\n/g, '\n')
    .split(/\n{2,}/)
    .filter((b) => b.trim() !== '');
  return blocks
    .map((block) => {
      const fenced = /^```\w*\n([\s\S]*?)\n?```$/.exec(block.trim());
      if (fenced)
        return `<div class="codehilite"><pre><span></span><code>${escapeHtml(fenced[1] ?? '')}</code></pre></div>`;
      const quote = block.split('\n').every((line) => line.startsWith('> '));
      const inner = block
        .split('\n')
        .map((line) => renderInline(quote ? line.slice(2) : line, mentions))
        .join('<br>\n');
      return quote ? `<blockquote>\n<p>${inner}</p>\n</blockquote>` : `<p>${inner}</p>`;
    })
    .join('\n');
}

/** Ids of users a message mentions by name, and whether it uses a wildcard mention. */
export function findMentions(
  source: string,
  mentions: MentionLookup,
): { userIds: Set<number>; channelWildcard: boolean; topicWildcard: boolean } {
  const userIds = new Set<number>();
  let channelWildcard = false;
  let topicWildcard = false;
  for (const match of source.matchAll(/@\*\*([^*]+)\*\*/g)) {
    const name = match[1] ?? '';
    if (name === 'all' || name === 'everyone' || name === 'channel') channelWildcard = true;
    else if (name === 'topic') topicWildcard = true;
    else {
      const user = mentions.userByName(name);
      if (user) userIds.add(user.user_id);
    }
  }
  return { userIds, channelWildcard, topicWildcard };
}
