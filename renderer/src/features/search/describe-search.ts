// A search's terms in words for the results header: "Unread messages in #design from Alice
// containing “lunch”". The words are phrases of the catalogue: the subject ("Unread starred direct
// messages") is one message, so each language orders its adjectives; each term is a condition
// ("from Alice", "not in #design"), and the conditions follow one another through a message too, so
// a language may join them its own way. Ids are named through the store (a name it does not know
// stays as the operand was written); an operator it has no words for reads as typed (`foo:bar`).
import { defineMessages } from 'react-intl';
import type { SearchTerm } from '../../state/narrow';
import { conditionWords as words } from './search-conditions';
import { type Phrase, type PhraseValue, phrase } from '../../../../shared/i18n/phrase';

export interface SearchNames {
  /** A channel's name for an id operand, or undefined. */
  channel(operand: string): string | undefined;
  /** A person's name for an id operand (or `me`), or undefined. */
  user(operand: string): string | undefined;
  /** Whether the operand (an id or `me`) is you. */
  isMe(operand: string): boolean;
}

const sentence = defineMessages({
  subject: {
    id: 'search.describe.subject',
    defaultMessage:
      '{dm, select, yes {{adjectives, select, unread {Unread direct messages} starred {Starred direct messages} both {Unread starred direct messages} other {Direct messages}}} other {{adjectives, select, unread {Unread messages} starred {Starred messages} both {Unread starred messages} other {Messages}}}}',
  },
  withConditions: { id: 'search.describe.sentence', defaultMessage: '{subject} {conditions}' },
  andThen: { id: 'search.describe.more', defaultMessage: '{first} {rest}' },
  not: { id: 'search.describe.not', defaultMessage: 'not {condition}' },
});

/** The people of a dm: or dm-including: operand other than you, named where the store can. */
function others(operand: string, names: SearchNames): string[] {
  return operand
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '' && !names.isMe(part))
    .map((part) => names.user(part) ?? part);
}

/** The words for one term, after the subject. */
function conditionOf(term: SearchTerm, names: SearchNames): PhraseValue {
  const { operator, operand } = term;
  switch (operator) {
    case 'channel':
    case 'stream':
      return phrase(words.inChannel, { channel: names.channel(operand) ?? operand });
    case 'topic':
      return phrase(words.inTopic, { topic: operand });
    case 'sender':
      if (names.isMe(operand)) return phrase(words.fromYou);
      return phrase(words.from, { sender: names.user(operand) ?? operand });
    case 'dm': {
      const people = others(operand, names);
      return people.length === 0 ? phrase(words.dmSelf) : phrase(words.dmWith, { people: people.join(', ') });
    }
    case 'dm-including': {
      const people = others(operand, names);
      if (people.length === 0) return phrase(words.dmIncludingYou);
      return phrase(words.dmIncluding, { people: people.join(', ') });
    }
    case 'mentions':
      if (names.isMe(operand)) return phrase(words.mentioningYou);
      return phrase(words.mentioning, { person: names.user(operand) ?? operand });
    case 'with':
      return phrase(words.conversationOf, { id: operand });
    case 'search':
      return phrase(words.containing, { words: operand });
    case 'id':
      return phrase(words.withId, { id: operand });
    case 'near':
      return phrase(words.near, { id: operand });
    case 'channels':
      return phrase(words.inChannels, { which: operand === 'web-public' ? 'web_public' : operand });
    case 'in':
      return phrase(operand === 'home' ? words.inHome : words.inAll);
    default: {
      const known = words[`${operator}:${operand}` as keyof typeof words];
      return known === undefined ? `${operator}:${operand}` : phrase(known);
    }
  }
}

export function describeSearch(terms: readonly SearchTerm[], names: SearchNames): Phrase {
  let unread = false;
  let starred = false;
  let dm = false;
  const conditions: PhraseValue[] = [];
  const negate = (condition: PhraseValue) => phrase(sentence.not, { condition });
  for (const term of terms) {
    const { operator, operand, negated } = term;
    if (operator === 'is' && operand === 'dm') {
      if (negated) conditions.push(negate(phrase(words.inDms)));
      else dm = true;
    } else if (operator === 'is' && (operand === 'starred' || operand === 'unread')) {
      if (negated) conditions.push(negate(phrase(operand === 'starred' ? words.starred : words.unread)));
      else if (operand === 'starred') starred = true;
      else unread = true;
    } else {
      const condition = conditionOf(term, names);
      conditions.push(negated ? negate(condition) : condition);
    }
  }
  const adjectives = unread && starred ? 'both' : unread ? 'unread' : starred ? 'starred' : 'none';
  const subject = phrase(sentence.subject, { dm: dm ? 'yes' : 'no', adjectives });
  const last = conditions.pop();
  if (last === undefined) return subject;
  const joined = conditions.reduceRight<PhraseValue>(
    (rest, first) => phrase(sentence.andThen, { first, rest }),
    last,
  );
  return phrase(sentence.withConditions, { subject, conditions: joined });
}
