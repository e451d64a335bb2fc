// content_html_diff of GET /messages/{id}/history: the new rendering with inserted words wrapped in
// <span class="highlight_text_inserted"> and removed words put back in
// <span class="highlight_text_deleted">, the classes the real server uses. Words and tags are
// compared as tokens by longest common subsequence; tags of the old rendering are not repeated.
const TOKEN = /<[^>]*>|[^<\s]+|\s+/g;
/** Past this many token pairs the whole new text counts as inserted (cost stays bounded). */
const MAX_PAIRS = 250_000;

const isTag = (token: string) => token.startsWith('<');

function tokens(html: string): string[] {
  return html.match(TOKEN) ?? [];
}

function lcsTable(a: string[], b: string[]): Uint32Array {
  const width = b.length + 1;
  const table = new Uint32Array((a.length + 1) * width);
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      table[i * width + j] =
        a[i] === b[j]
          ? (table[(i + 1) * width + j + 1] as number) + 1
          : Math.max(table[(i + 1) * width + j] as number, table[i * width + j + 1] as number);
    }
  }
  return table;
}

export function htmlDiff(before: string, after: string): string {
  const a = tokens(before);
  const b = tokens(after);
  if (a.length * b.length > MAX_PAIRS) return `<span class="highlight_text_inserted">${after}</span>`;
  const table = lcsTable(a, b);
  const width = b.length + 1;
  const out: string[] = [];
  let i = 0;
  let j = 0;
  const mark = (kind: 'inserted' | 'deleted', token: string) =>
    out.push(
      isTag(token) || token.trim() === '' ? token : `<span class="highlight_text_${kind}">${token}</span>`,
    );
  const down = (x: number, y: number) => table[(x + 1) * width + y] as number;
  const right = (x: number, y: number) => table[x * width + y + 1] as number;
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) {
      out.push(b[j] as string);
      i++;
      j++;
    } else if (i < a.length && (j >= b.length || down(i, j) >= right(i, j))) {
      // Removed words come before the words that replace them.
      const token = a[i++] as string;
      if (!isTag(token)) mark('deleted', token);
    } else {
      mark('inserted', b[j++] as string);
    }
  }
  return out.join('');
}
