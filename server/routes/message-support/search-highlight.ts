// What a search narrow adds to each message, as the real server does: `match_content`, the rendered
// HTML with each matched word wrapped in <span class="highlight">…</span>, and `match_subject`, the
// HTML-escaped topic with the same spans. Only text is wrapped: a word inside a tag or an attribute
// value is never touched, entities stay as they were, and a match that crosses a tag is wrapped
// piece by piece so the HTML stays well-formed.
import { escapeHtml } from '../../realm/markdown/escape';
import { foldWord, phraseStarts, wordsOf, type SearchQuery } from './search-words';
import { textRuns } from './search-text';

const OPEN = '<span class="highlight">';
const CLOSE = '</span>';

type Range = [start: number, end: number];

/** The [start, end) ranges of `text` that the query matches: its words, and whole phrases. */
export function matchRanges(text: string, query: SearchQuery): Range[] {
  const words = wordsOf(text);
  const wanted = new Set(query.words);
  const ranges: Range[] = words.filter((w) => wanted.has(foldWord(w.text))).map((w) => [w.start, w.end]);
  for (const phrase of query.phrases) {
    for (const i of phraseStarts(words, phrase)) {
      ranges.push([words[i]?.start ?? 0, words[i + phrase.length - 1]?.end ?? 0]);
    }
  }
  return merge(ranges);
}

function merge(ranges: Range[]): Range[] {
  const merged: Range[] = [];
  for (const [start, end] of ranges.sort((a, b) => a[0] - b[0])) {
    const last = merged.at(-1);
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else merged.push([start, end]);
  }
  return merged;
}

/** Wraps the given [start, end) ranges of `source` in highlight spans. */
function wrap(source: string, ranges: readonly Range[], piece: (s: string) => string): string {
  let out = '';
  let at = 0;
  for (const [start, end] of ranges) {
    out += piece(source.slice(at, start)) + OPEN + piece(source.slice(start, end)) + CLOSE;
    at = end;
  }
  return out + piece(source.slice(at));
}

/** The rendered HTML with the query's matches highlighted in its text nodes. */
export function highlightContent(html: string, query: SearchQuery): string {
  const runs = textRuns(html);
  const htmlRanges: Range[] = [];
  let offset = 0;
  const joined = runs.map((run) => run.text).join('');
  const matches = matchRanges(joined, query);
  for (const run of runs) {
    const runEnd = offset + run.text.length;
    for (const [start, end] of matches) {
      const from = Math.max(start, offset);
      const to = Math.min(end, runEnd);
      if (from < to) htmlRanges.push([run.from[from - offset] ?? 0, run.to[to - offset - 1] ?? 0]);
    }
    offset = runEnd;
  }
  return wrap(html, htmlRanges, (s) => s);
}

/** The topic, HTML-escaped, with the query's matches highlighted. */
export function highlightTopic(topic: string, query: SearchQuery): string {
  return wrap(topic, matchRanges(topic, query), escapeHtml);
}
