// The words of a `search` operand and how they match a message's text. Real Zulip hands the operand
// to PostgreSQL full-text search (plainto_tsquery with an English stemmer): every word must occur,
// case-insensitively, and "meeting" also finds "meetings". We do the same with a light, fixed
// suffix folding instead of a full stemmer (plural -s/-es/-ies, -ing, -ed; see foldWord), so
// results stay deterministic and explainable. A "quoted phrase" must occur as consecutive words,
// compared exactly (lower-cased, no folding), within the text or within the topic; a quoted single
// word is an exact word. Unlike PostgreSQL, no stop words are dropped: "to do" needs both words.

/** A word: letters, digits and combining marks; everything else separates words. */
const WORD = /[\p{L}\p{N}\p{M}]+/gu;

export interface Word {
  /** Lower-cased. */
  text: string;
  start: number;
  end: number;
}

export function wordsOf(text: string): Word[] {
  const words: Word[] = [];
  for (const match of text.matchAll(WORD)) {
    words.push({ text: match[0].toLowerCase(), start: match.index, end: match.index + match[0].length });
  }
  return words;
}

const VOWEL = /[aeiouy]/;

/**
 * The key two words share when they are forms of one another ("meetings", "meeting", "meet").
 * Only ASCII words longer than three letters are folded. The key minus its last letter is always a
 * prefix of the word, which lets callers pre-filter with a plain substring test.
 */
export function foldWord(word: string): string {
  if (word.length <= 3 || !/^[a-z]+$/.test(word)) return word;
  let stem = word;
  if (stem.endsWith('ies') && stem.length > 4) stem = `${stem.slice(0, -3)}y`;
  else if (stem.endsWith('sses')) stem = stem.slice(0, -2);
  else if (/(?:[sxz]|ch|sh)es$/.test(stem)) stem = stem.slice(0, -2);
  else if (stem.endsWith('s') && !/(?:ss|us|is)$/.test(stem)) stem = stem.slice(0, -1);
  for (const suffix of ['ing', 'ed']) {
    const rest = stem.slice(0, -suffix.length);
    if (stem.endsWith(suffix) && !stem.endsWith('eed') && rest.length >= 3 && VOWEL.test(rest)) {
      stem = /([b-df-hj-km-rtv-y])\1$/.test(rest) ? rest.slice(0, -1) : rest;
      break;
    }
  }
  if (stem.length > 3 && stem.endsWith('e')) stem = stem.slice(0, -1);
  return stem;
}

export interface SearchQuery {
  /** Folded free words, each of which must occur. */
  words: string[];
  /** Phrases as lower-cased word lists, each of which must occur as consecutive words. */
  phrases: string[][];
}

/** Splits an operand into free words and "quoted phrases"; an unclosed quote runs to the end. */
export function parseSearch(operand: string): SearchQuery {
  const words: string[] = [];
  const phrases: string[][] = [];
  for (const [index, part] of operand.split('"').entries()) {
    const partWords = wordsOf(part).map((w) => w.text);
    if (index % 2 === 0) words.push(...partWords.map(foldWord));
    else if (partWords.length > 0) phrases.push(partWords);
  }
  return { words: [...new Set(words)], phrases };
}

/** True when the query has no word at all (only punctuation): such a search finds nothing. */
export const isEmptyQuery = (query: SearchQuery) => query.words.length === 0 && query.phrases.length === 0;

/** Where a phrase occurs in a word list: the index of each occurrence's first word. */
export function phraseStarts(words: readonly Word[], phrase: readonly string[]): number[] {
  const starts: number[] = [];
  for (let i = 0; i + phrase.length <= words.length; i++) {
    if (phrase.every((w, k) => words[i + k]?.text === w)) starts.push(i);
  }
  return starts;
}

/**
 * Whether lower-cased text can possibly hold the query's words (a cheap test that never says no
 * wrongly): a folded word minus its last letter is a prefix of every word it matches.
 */
export function mayContain(lowerText: string, query: SearchQuery): boolean {
  for (const word of query.words) {
    if (!lowerText.includes(word.length > 1 ? word.slice(0, -1) : word)) return false;
  }
  for (const phrase of query.phrases) {
    for (const word of phrase) if (!lowerText.includes(word)) return false;
  }
  return true;
}

/** Whether the query matches a message whose text words and topic words are given. */
export function queryMatches(query: SearchQuery, text: readonly Word[], topic: readonly Word[]): boolean {
  if (isEmptyQuery(query)) return false;
  if (query.words.length > 0) {
    const folded = new Set<string>();
    for (const w of text) folded.add(foldWord(w.text));
    for (const w of topic) folded.add(foldWord(w.text));
    if (!query.words.every((w) => folded.has(w))) return false;
  }
  return query.phrases.every((p) => phraseStarts(text, p).length > 0 || phraseStarts(topic, p).length > 0);
}
