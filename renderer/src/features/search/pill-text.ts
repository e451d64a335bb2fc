// How the search box divides a query between its pills and its text field: operator terms are pills,
// the free words (the one unnegated `search` term) are the field's text. Typing an operator and a
// space outside quotes moves it from the text into a pill; words and anything not understood stay
// in the text, where they are searched as words.
import type { SearchTerm } from '../../state/narrow';
import { parseSearchQuery } from './search-query';

const isWords = (t: SearchTerm) => t.operator === 'search' && !t.negated;

export interface PillsAndText {
  pills: SearchTerm[];
  text: string;
}

export function splitTerms(terms: readonly SearchTerm[]): PillsAndText {
  return { pills: terms.filter((t) => !isWords(t)), text: terms.find(isWords)?.operand ?? '' };
}

/** The field's text after an edit: its finished operators as new pills, or null when there are none. */
export function absorbOperators(text: string): PillsAndText | null {
  if (!/\s$/.test(text) || (text.split('"').length - 1) % 2 === 1) return null;
  const split = splitTerms(parseSearchQuery(text).terms);
  if (split.pills.length === 0) return null;
  return { pills: split.pills, text: split.text === '' ? '' : `${split.text} ` };
}

/** What pills and text search together. */
export function joinTerms(pills: readonly SearchTerm[], text: string): SearchTerm[] {
  return [...pills, ...parseSearchQuery(text).terms];
}
