// A search's terms in words for the results header: "Unread messages in #design from Alice
// containing “lunch”". Ids are named through the store (a name it does not know stays as the
// operand was written); each negated term reads "not …".
import type { SearchTerm } from '../../state/narrow';

export interface SearchNames {
  /** A channel's name for an id operand, or undefined. */
  channel(operand: string): string | undefined;
  /** A person's name for an id operand (or `me`), or undefined. */
  user(operand: string): string | undefined;
}

/** is: operands that read as an adjective before "messages" ("not starred" after it, negated). */
const ADJECTIVES = new Set(['starred', 'unread']);

/** is: and has: operands that read as a phrase after "messages". */
const PHRASES: Readonly<Record<string, string>> = {
  'is:mentioned': 'that mention you',
  'is:alerted': 'with alert words',
  'is:resolved': 'in resolved topics',
  'is:followed': 'in followed topics',
  'is:muted': 'in muted conversations',
  'has:link': 'with links',
  'has:image': 'with images',
  'has:attachment': 'with attachments',
  'has:reaction': 'with reactions',
};

const quoted = (text: string) => `“${text}”`;

function people(operand: string, names: SearchNames): string {
  return operand
    .split(',')
    .map((part) => names.user(part.trim()) ?? part.trim())
    .join(', ');
}

/** The words for one term, after "messages". */
function phraseOf(term: SearchTerm, names: SearchNames): string {
  const { operator, operand } = term;
  switch (operator) {
    case 'channel':
    case 'stream':
      return `in #${names.channel(operand) ?? operand}`;
    case 'topic':
      return `in topic ${quoted(operand)}`;
    case 'sender':
      return `from ${names.user(operand) ?? operand}`;
    case 'dm':
      return `in direct messages with ${people(operand, names)}`;
    case 'dm-including':
      return `in direct messages including ${people(operand, names)}`;
    case 'mentions':
      return `mentioning ${names.user(operand) ?? operand}`;
    case 'with':
      return `in the conversation of message ${operand}`;
    case 'search':
      return `containing ${quoted(operand)}`;
    case 'id':
      return `with id ${operand}`;
    case 'near':
      return `near message ${operand}`;
    case 'channels':
      return `in ${operand} channels`;
    case 'in':
      return operand === 'home' ? 'in your home view' : 'in all channels';
    default:
      return PHRASES[`${operator}:${operand}`] ?? `${operator}:${operand}`;
  }
}

export function describeSearch(terms: readonly SearchTerm[], names: SearchNames): string {
  const adjectives: string[] = [];
  const phrases: string[] = [];
  let noun = 'messages';
  for (const term of terms) {
    const { operator, operand, negated } = term;
    if (operator === 'is' && operand === 'dm') {
      if (negated) phrases.push('not in direct messages');
      else noun = 'direct messages';
    } else if (operator === 'is' && ADJECTIVES.has(operand)) {
      if (negated) phrases.push(`not ${operand}`);
      else adjectives.push(operand);
    } else phrases.push(`${negated ? 'not ' : ''}${phraseOf(term, names)}`);
  }
  const sentence = [...adjectives, noun, ...phrases].join(' ');
  return sentence.charAt(0).toUpperCase() + sentence.slice(1);
}
