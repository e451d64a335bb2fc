// Which typeahead, if any, the text before the caret asks for: `@` people, groups and wildcards
// (`@_` for a silent mention), `#` channels and `#channel>topic`, `:` emoji. A trigger counts only at
// the start of the text or after a space, newline or opening bracket, as in the web app, so an email
// address or a time like 10:30 opens nothing. Pure: the hook feeds it the text and the caret.

export type Trigger =
  | { kind: 'mention'; silent: boolean; query: string; start: number }
  | { kind: 'channel'; query: string; start: number }
  | { kind: 'topic'; channel: string; query: string; start: number }
  | { kind: 'emoji'; query: string; start: number };

/** Longest query looked at: past this the user is writing prose, not picking a name. */
const MAX_QUERY = 40;
const BOUNDARY = /[\s([{]/;

function atBoundary(text: string, index: number): boolean {
  return index === 0 || BOUNDARY.test(text[index - 1] ?? '');
}

/** The trigger that ends at `caret`, or null. `start` is where the replaced text begins. */
export function findTrigger(text: string, caret: number): Trigger | null {
  const lineStart = text.lastIndexOf('\n', caret - 1) + 1;
  const line = text.slice(Math.max(lineStart, caret - MAX_QUERY - 3), caret);
  const offset = caret - line.length;

  const emoji = /:([\w+-]{2,})$/.exec(line);
  if (emoji?.[1] !== undefined && atBoundary(text, caret - emoji[1].length - 1)) {
    return { kind: 'emoji', query: emoji[1], start: caret - emoji[1].length - 1 };
  }
  // The last `@` or `#` of the line that sits at a word boundary; names may contain spaces.
  for (let i = line.length - 1; i >= 0; i -= 1) {
    const char = line[i];
    if (char !== '@' && char !== '#') continue;
    if (!atBoundary(text, offset + i)) continue;
    return triggerAt(char, line.slice(i + 1), offset + i);
  }
  return null;
}

function triggerAt(char: '@' | '#', rest: string, start: number): Trigger | null {
  // `#**channel**>` goes on to that channel's topics, as in the web app.
  const picked = char === '#' ? /^\*\*([^*>]+)\*\* ?>([^*]*)$/.exec(rest) : null;
  if (picked?.[1] !== undefined) return { kind: 'topic', channel: picked[1], query: picked[2] ?? '', start };
  // A finished mention or link (`@**Name**`, `#**x**`) is not reopened.
  if (/^_?\*\*.*\*\*/.test(rest) || /^_?\*[^*]+\*/.test(rest)) return null;
  if (/^\s/.test(rest) || rest.endsWith('  ')) return null;
  if (char === '@') {
    const silent = rest.startsWith('_');
    return { kind: 'mention', silent, query: (silent ? rest.slice(1) : rest).replace(/^\*+/, ''), start };
  }
  const body = rest.replace(/^\*\*/, '');
  const arrow = body.indexOf('>');
  if (arrow === -1) return { kind: 'channel', query: body, start };
  return { kind: 'topic', channel: body.slice(0, arrow), query: body.slice(arrow + 1), start };
}
