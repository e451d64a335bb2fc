// Zulip's search language, as typed into the search box: `operator:operand` pairs (negated with a
// leading `-`, operands quoted when they hold spaces: `topic:"lunch plans"`) and free words and
// "quoted phrases", which go together, in their order, into one `search` term at the end (the web
// app's Filter.parse does the same). Legacy names become today's (`from:` is `sender:`). Nothing the
// user typed is dropped: an unknown operator, a missing operand or an `is:`/`has:` value outside
// the known ones is searched as words and named in `problems` (phrases of the catalogue), which the
// box shows under itself. The operators and operands are Zulip's syntax and stay as they are typed.
import { defineMessages } from 'react-intl';
import type { SearchTerm } from '../../state/narrow';
import { type Phrase, phrase } from '../../../../shared/i18n/phrase';

const problemMessages = defineMessages({
  unknownOperator: {
    id: 'search.problem.unknown_operator',
    defaultMessage: 'Unknown operator “{operator}”: searched as words',
  },
  needsValue: {
    id: 'search.problem.needs_value',
    defaultMessage: '“{operator}:” needs a value: searched as words',
  },
  unknownOperand: {
    id: 'search.problem.unknown_operand',
    defaultMessage: '“{operator}:{operand}” is not known ({operator}: takes {known}): searched as words',
  },
  needsId: {
    id: 'search.problem.needs_id',
    defaultMessage: '“{operator}:” needs a message id: searched as words',
  },
});

/** Old operator names and today's. */
export const LEGACY_OPERATORS: Readonly<Record<string, string>> = {
  from: 'sender',
  stream: 'channel',
  streams: 'channels',
  subject: 'topic',
  'pm-with': 'dm',
  'group-pm-with': 'dm-including',
};

export const SEARCH_OPERATORS = [
  'channel',
  'channels',
  'topic',
  'sender',
  'dm',
  'dm-including',
  'is',
  'has',
  'near',
  'id',
  'search',
  // Zulip's too (`in:home`, `with:<id>` at feature level 271, `mentions:` at 446).
  'in',
  'with',
  'mentions',
] as const;

/** The operands `is:`, `has:`, `channels:` and `in:` accept (`is:private` is `is:dm`, `has:images` `has:image`). */
export const KNOWN_OPERANDS: Readonly<Record<string, readonly string[]>> = {
  is: ['dm', 'unread', 'starred', 'mentioned', 'alerted', 'followed', 'resolved', 'muted'],
  has: ['link', 'image', 'attachment', 'reaction'],
  channels: ['public', 'web-public', 'archived', 'all'],
  in: ['home', 'all'],
};

export interface ParsedSearchQuery {
  terms: SearchTerm[];
  /** What was not understood, in plain words; each of these was searched as words instead. */
  problems: Phrase[];
}

// A token: an optional `operator:` then a quoted operand or a run of non-spaces; or a quoted phrase.
const TOKEN = /(-?[a-z][a-z-]*):("[^"]*"?|\S*)|"[^"]*"?|\S+/gi;

/** The operand as written: quotes around it removed (an unclosed quote runs to the end). */
function unquote(raw: string): string {
  return raw.startsWith('"') ? raw.slice(1, raw.endsWith('"') && raw.length > 1 ? -1 : undefined) : raw;
}

function canonicalOperand(operator: string, operand: string): string {
  if (operator === 'is') return operand.toLowerCase() === 'private' ? 'dm' : operand.toLowerCase();
  if (operator === 'has') return operand.toLowerCase().replace(/s$/, '');
  if (operator === 'channels' || operator === 'in') return operand.toLowerCase();
  return operand;
}

/** Why a term cannot be searched as an operator, or null when it can. */
function problemOf(operator: string, operand: string, quoted: boolean): Phrase | null {
  if (!(SEARCH_OPERATORS as readonly string[]).includes(operator))
    return phrase(problemMessages.unknownOperator, { operator });
  if (operand === '' && !(quoted && operator === 'topic'))
    return phrase(problemMessages.needsValue, { operator });
  const known = KNOWN_OPERANDS[operator];
  if (known !== undefined && !known.includes(operand))
    return phrase(problemMessages.unknownOperand, { operator, operand, known: known.join(', ') });
  if ((operator === 'near' || operator === 'id' || operator === 'with') && !/^\d+$/.test(operand))
    return phrase(problemMessages.needsId, { operator });
  return null;
}

export function parseSearchQuery(text: string): ParsedSearchQuery {
  const terms: SearchTerm[] = [];
  const problems: Phrase[] = [];
  const words: string[] = [];
  for (const [token, head, rawOperand] of text.matchAll(TOKEN)) {
    // `10:30` and `https://…` are words, not operators.
    if (head === undefined || rawOperand === undefined || rawOperand.startsWith('//')) {
      words.push(token);
      continue;
    }
    const negated = head.startsWith('-');
    const name = (negated ? head.slice(1) : head).toLowerCase();
    const operator = LEGACY_OPERATORS[name] ?? name;
    const operand = canonicalOperand(operator, unquote(rawOperand));
    const problem = problemOf(operator, operand, rawOperand.startsWith('"'));
    if (problem !== null) {
      problems.push(problem);
      words.push(token);
    } else if (operator === 'search' && !negated) {
      words.push(operand);
    } else {
      terms.push({ operator, operand, negated });
    }
  }
  if (words.length > 0) terms.push({ operator: 'search', operand: words.join(' '), negated: false });
  return { terms, problems };
}

/** An operand as the user would type it: quoted when it holds spaces or is empty. */
function quoteOperand(operand: string): string {
  return operand === '' || /\s/.test(operand) || operand.startsWith('"') ? `"${operand}"` : operand;
}

/** The text a user would type for these terms (`search` terms are their words as they are). */
export function formatSearchQuery(terms: readonly SearchTerm[]): string {
  return terms
    .map((t) =>
      t.operator === 'search' && !t.negated
        ? t.operand
        : `${t.negated ? '-' : ''}${t.operator}:${quoteOperand(t.operand)}`,
    )
    .filter((part) => part !== '')
    .join(' ');
}
