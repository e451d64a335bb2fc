// What the search box suggests for the word being typed (the text after the last space, or from an
// unclosed quote): operators for a plain word, and for `operator:` its values — people for
// `sender:`/`dm:`/`dm-including:`, channels for `channel:`, topics for `topic:`, the known values of
// `is:`/`has:`. A plain word also offers the people and channels whose names it starts. A suggestion
// either finishes a term (it becomes a pill) or completes the text to an operator awaiting its value.
// Pure: the hook hands it the sources, already narrowed to what the user can see. Labels are Zulip's
// syntax (`sender: Ada`); the descriptions of operators are phrases of the catalogue.
import type { SearchTerm } from '../../state/narrow';
import { CHANNEL_DETAIL, OPERAND_DETAIL, OPERATORS } from './operator-details';
import { KNOWN_OPERANDS, LEGACY_OPERATORS } from './search-query';
import { type ShownText } from '../../../../shared/i18n/phrase';

export const SUGGESTION_LIMIT = 8;

export interface SearchSuggestion {
  key: string;
  label: string;
  /** What the suggestion is: a description, or an e-mail address or channel as they are. */
  detail: ShownText;
  completion: { kind: 'text'; text: string } | { kind: 'term'; term: SearchTerm };
}

export interface SearchSources {
  people(query: string, limit: number): readonly { user_id: number; full_name: string; email: string }[];
  channels: readonly { id: number; name: string }[];
  /** Topics of the channel pill, else recent ones; `channel` names where each is. */
  topics: readonly { name: string; channel: string }[];
}

/** The word being typed: where it starts, and its operator when it has one. */
export interface Fragment {
  start: number;
  negated: boolean;
  operator: string | null;
  query: string;
}

export function currentFragment(text: string): Fragment {
  const quotes = text.split('"').length - 1;
  const lastSpace = Math.max(text.lastIndexOf(' '), text.lastIndexOf('\t'));
  const inQuote = quotes % 2 === 1;
  const start = inQuote ? text.slice(0, text.lastIndexOf('"')).search(/\S*$/) : lastSpace + 1;
  const word = text.slice(start);
  const match = /^(-?)([a-z][a-z-]*):(.*)$/i.exec(word);
  if (match === null) {
    const negated = word.startsWith('-');
    return { start, negated, operator: null, query: negated ? word.slice(1) : word };
  }
  const [, minus, operator, operand] = match as unknown as [string, string, string, string];
  return {
    start,
    negated: minus === '-',
    operator: operator.toLowerCase(),
    query: operand.replace(/^"/, ''),
  };
}

const startsWord = (name: string, q: string) => {
  const lower = name.toLowerCase();
  return lower.startsWith(q) || lower.includes(` ${q}`);
};

function term(
  operator: string,
  operand: string,
  negated: boolean,
  label: string,
  detail: ShownText,
): SearchSuggestion {
  const sign = negated ? '-' : '';
  return {
    key: `${sign}${operator}:${operand}`,
    label: `${sign}${operator}: ${label}`,
    detail,
    completion: { kind: 'term', term: { operator, operand, negated } },
  };
}

function personSuggestions(op: string, listed: string, q: string, negated: boolean, src: SearchSources) {
  return src.people(q.trim(), SUGGESTION_LIMIT).map((p) => {
    const label = [...listed.split(',').filter((part) => part !== ''), p.full_name].join(', ');
    return term(op, `${listed}${p.user_id}`, negated, label, p.email);
  });
}

function operandSuggestions(f: Fragment & { operator: string }, src: SearchSources): SearchSuggestion[] {
  const q = f.query.toLowerCase();
  const op = LEGACY_OPERATORS[f.operator] ?? f.operator;
  if (op === 'sender' || op === 'mentions') return personSuggestions(op, '', q, f.negated, src);
  if (op === 'dm' || op === 'dm-including') {
    // A list (`dm:ada@example.com,bo`): suggestions complete its last member.
    const comma = q.lastIndexOf(',') + 1;
    return personSuggestions(op, f.query.slice(0, comma), q.slice(comma), f.negated, src);
  }
  if (op === 'channel')
    return src.channels
      .filter((c) => startsWord(c.name, q))
      .slice(0, SUGGESTION_LIMIT)
      .map((c) => term(op, String(c.id), f.negated, c.name, CHANNEL_DETAIL));
  if (op === 'topic')
    return src.topics
      .filter((t) => t.name !== '' && startsWord(t.name, q))
      .slice(0, SUGGESTION_LIMIT)
      .map((t) => term(op, t.name, f.negated, t.name, `#${t.channel}`));
  return (KNOWN_OPERANDS[op] ?? [])
    .filter((value) => value.startsWith(q))
    .map((value) => term(op, value, f.negated, value, OPERAND_DETAIL[op] ?? ''));
}

function wordSuggestions(f: Fragment, src: SearchSources): SearchSuggestion[] {
  const q = f.query.toLowerCase();
  const sign = f.negated ? '-' : '';
  const operators: SearchSuggestion[] = OPERATORS.filter(([text]) => text.startsWith(q)).map(
    ([text, detail]) => ({
      key: `${sign}${text}`,
      label: `${sign}${text}`,
      detail,
      completion: { kind: 'text', text: `${sign}${text}` },
    }),
  );
  const flags = ['is', 'has'].flatMap((op) =>
    (KNOWN_OPERANDS[op] ?? [])
      .filter((value) => `${op}:${value}`.startsWith(q) || (q.length > 1 && value.startsWith(q)))
      .map((value) => term(op, value, f.negated, value, OPERAND_DETAIL[op] ?? '')),
  );
  const channels = src.channels
    .filter((c) => startsWord(c.name, q))
    .slice(0, 3)
    .map((c) => term('channel', String(c.id), f.negated, c.name, CHANNEL_DETAIL));
  const people = src
    .people(q, 3)
    .map((p) => term('sender', String(p.user_id), f.negated, p.full_name, p.email));
  return [...operators.slice(0, 3), ...flags, ...channels, ...people].slice(0, SUGGESTION_LIMIT);
}

export function searchSuggestions(fragment: Fragment, sources: SearchSources): SearchSuggestion[] {
  if (fragment.operator !== null)
    return operandSuggestions({ ...fragment, operator: fragment.operator }, sources);
  return fragment.query === '' ? [] : wordSuggestions(fragment, sources);
}
