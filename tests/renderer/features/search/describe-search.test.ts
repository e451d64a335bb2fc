import { describe, expect, it } from 'vitest';
import { describeSearch, type SearchNames } from '../../../../renderer/src/features/search/describe-search';
import type { SearchTerm } from '../../../../renderer/src/state/narrow';
import { testIntl } from '../../../support/intl';
import { formatPhrase } from '../../../../shared/i18n/phrase';

const en = testIntl();
const german = testIntl('de');
const spanish = testIntl('es');

const ME = '10';
const names: SearchNames = {
  channel: (operand) => ({ '5': 'design' })[operand],
  user: (operand) => ({ '10': 'Me Myself', '11': 'Alice', '12': 'Bo' })[operand],
  isMe: (operand) => operand === ME || operand === 'me',
};
const term = (operator: string, operand: string, negated = false): SearchTerm => ({
  operator,
  operand,
  negated,
});
const describeTerms = (...terms: SearchTerm[]) => formatPhrase(en, describeSearch(terms, names));

describe('describeSearch', () => {
  it('names the channel, the sender and the words', () => {
    expect(describeTerms(term('channel', '5'), term('sender', '11'), term('search', 'lunch'))).toBe(
      'Messages in #design from Alice containing “lunch”',
    );
  });

  it('puts starred and unread before the noun, and makes is:dm the noun', () => {
    expect(describeTerms(term('is', 'unread'), term('is', 'starred'))).toBe('Unread starred messages');
    expect(describeTerms(term('is', 'dm'), term('dm-including', '12'))).toBe(
      'Direct messages in direct messages including Bo',
    );
    expect(describeTerms(term('dm', '11,12'))).toBe('Messages in direct messages with Alice, Bo');
  });

  it('names whom a message mentions and the conversation `with:` follows', () => {
    expect(describeTerms(term('mentions', '12'), term('with', '42'))).toBe(
      'Messages mentioning Bo in the conversation of message 42',
    );
  });

  it('reads negated terms as “not …”', () => {
    expect(
      describeTerms(term('is', 'starred', true), term('channel', '5', true), term('is', 'dm', true)),
    ).toBe('Messages not starred not in #design not in direct messages');
  });

  it('says has:, topic and the other is: operands in words, and keeps what it cannot name', () => {
    expect(describeTerms(term('has', 'link'), term('topic', 'plans'), term('is', 'resolved'))).toBe(
      'Messages with links in topic “plans” in resolved topics',
    );
    expect(describeTerms(term('channel', 'ops'), term('sender', 'x@example.com'), term('foo', 'bar'))).toBe(
      'Messages in #ops from x@example.com foo:bar',
    );
  });

  it('says "you" for you, in the words each condition needs', () => {
    expect(describeTerms(term('sender', 'me'), term('mentions', ME))).toBe(
      'Messages from you mentioning you',
    );
    expect(describeTerms(term('dm', `${ME},11`))).toBe('Messages in direct messages with Alice');
    expect(describeTerms(term('dm', ME), term('dm-including', 'me'))).toBe(
      'Messages in direct messages with yourself in direct messages including you',
    );
  });

  it('reads in German and Spanish, each ordering its own adjectives and joining its conditions', () => {
    const terms = [term('is', 'unread'), term('channel', '5'), term('sender', '11'), term('search', 'lunch')];
    expect(formatPhrase(german, describeSearch(terms, names))).toBe(
      'Ungelesene Nachrichten in #design von Alice mit dem Text „lunch“',
    );
    expect(formatPhrase(spanish, describeSearch(terms, names))).toBe(
      'Mensajes no leídos en #design de Alice que contienen «lunch»',
    );
    const negated = describeSearch([term('is', 'starred', true), term('has', 'link')], names);
    expect(formatPhrase(german, negated)).toBe('Nachrichten nicht markiert mit Links');
  });
});
