// The text a search looks at: a message's rendered HTML reduced to its text nodes (tags and
// attribute values are not text, entities are decoded), as PostgreSQL's parser sees it when Zulip
// indexes rendered_content. The lower-cased text and topic are kept on the message record and
// recomputed only when the rendering or the topic changes (an edit, a move), so a search over
// 200,000 messages does not re-read every message's HTML per request.
import type { MessageRecord } from '../../realm/types';
import { mayContain, queryMatches, wordsOf, type SearchQuery } from './search-words';

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };
const ENTITY = /^&(?:#(\d{1,7})|#[xX]([0-9a-fA-F]{1,6})|([a-zA-Z]+));/;

/** One run of text between tags: where it sits in the HTML and its decoded characters. */
export interface TextRun {
  text: string;
  /** For each UTF-16 unit of `text`, the HTML offsets it came from: [start, end). */
  from: number[];
  to: number[];
}

/** Splits HTML into decoded text runs (outside tags), keeping where each character came from. */
export function textRuns(html: string): TextRun[] {
  const runs: TextRun[] = [];
  let i = 0;
  while (i < html.length) {
    if (html[i] === '<') {
      const close = html.indexOf('>', i);
      i = close === -1 ? html.length : close + 1;
      continue;
    }
    const next = html.indexOf('<', i);
    const end = next === -1 ? html.length : next;
    const run: TextRun = { text: '', from: [], to: [] };
    while (i < end) {
      const [decoded, length] =
        html[i] === '&' ? decodeEntity(html.slice(i, Math.min(end, i + 12))) : [html[i] ?? '', 1];
      for (const unit of decoded.split('')) {
        run.text += unit;
        run.from.push(i);
        run.to.push(i + length);
      }
      i += length;
    }
    runs.push(run);
  }
  return runs;
}

function decodeEntity(head: string): [string, number] {
  const match = ENTITY.exec(head);
  if (!match) return ['&', 1];
  const [whole, decimal, hex, name] = match;
  if (name !== undefined) return NAMED[name] !== undefined ? [NAMED[name], whole.length] : ['&', 1];
  const code = decimal !== undefined ? Number(decimal) : parseInt(hex ?? '', 16);
  return code > 0 && code <= 0x10ffff ? [String.fromCodePoint(code), whole.length] : ['&', 1];
}

/** The text content of HTML: what textRuns gives, joined, without keeping where it came from. */
export function htmlText(html: string): string {
  return html.replace(/<[^>]*>?/g, '').replace(/&[^&;]{1,10};/g, (entity) => {
    const [decoded, length] = decodeEntity(entity);
    return length === entity.length ? decoded : entity;
  });
}

/** A message's searchable text, lower-cased: its text content, a newline, then its topic. */
export interface LowerText {
  all: string;
  /** Where the topic starts in `all`. */
  topicStart: number;
}

/**
 * The message's searchable text, cached on the record with the rendering and topic it came from:
 * an edit or a move stores new ones, which invalidates it.
 */
export function lowerTextOf(message: MessageRecord): LowerText {
  const cached = message.search_text;
  if (cached?.rendered === message.rendered_content && cached.topic === message.topic) return cached;
  const text = htmlText(message.rendered_content).toLowerCase();
  const fresh = {
    rendered: message.rendered_content,
    topic: message.topic,
    all: `${text}\n${message.topic.toLowerCase()}`,
    topicStart: text.length + 1,
  };
  message.search_text = fresh;
  return fresh;
}

/** Whether the message's text or topic holds every word and phrase of the query. */
export function messageMatches(message: MessageRecord, query: SearchQuery): boolean {
  const { all, topicStart } = lowerTextOf(message);
  if (!mayContain(all, query)) return false;
  const words = wordsOf(all);
  const firstTopicWord = words.findIndex((w) => w.start >= topicStart);
  const split = firstTopicWord === -1 ? words.length : firstTopicWord;
  return queryMatches(query, words.slice(0, split), words.slice(split));
}
