// The search box's pills. A query divides between pills and the text field: operator terms are
// pills, the free words (the one unnegated `search` term) are the field's text; typing an operator
// and a space outside quotes moves it from the text into a pill, while words and anything not
// understood stay in the text, where they are searched as words. A pill reads `channel: design`,
// `-sender: Ada Lovelace`, `dm: Ada Lovelace, Bo Chen`: routes carry ids for channels and people,
// which the label names when the store knows them (the names come as look-ups) and shows as they
// are otherwise.
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

export interface TermNames {
  channel(id: number): string | undefined;
  user(id: number): string | undefined;
  /** What an empty `topic:` operand reads as ("(no topic)", in the window's language). */
  noTopic: string;
}

const USER_OPERATORS = new Set(['sender', 'mentions', 'dm', 'dm-including']);
const isId = (text: string) => /^\d+$/.test(text);

function operandLabel(term: SearchTerm, names: TermNames): string {
  const { operator, operand } = term;
  if (operator === 'channel' && isId(operand)) return names.channel(Number(operand)) ?? operand;
  if (USER_OPERATORS.has(operator))
    return operand
      .split(',')
      .map((part) => (isId(part.trim()) ? (names.user(Number(part)) ?? part) : part.trim()))
      .join(', ');
  if (operator === 'topic' && operand === '') return names.noTopic;
  return operand;
}

/** The pill's text; its remove button is named `Remove <label>`. */
export function termLabel(term: SearchTerm, names: TermNames): string {
  return `${term.negated ? '-' : ''}${term.operator}: ${operandLabel(term, names)}`;
}
