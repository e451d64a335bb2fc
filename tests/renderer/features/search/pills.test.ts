import { describe, expect, it } from 'vitest';
import {
  absorbOperators,
  joinTerms,
  splitTerms,
  termLabel,
  type TermNames,
} from '../../../../renderer/src/features/search/pills';
import type { SearchTerm } from '../../../../renderer/src/state/narrow';

const term = (operator: string, operand: string, negated = false): SearchTerm => ({
  operator,
  operand,
  negated,
});

describe('pills and text', () => {
  it('splits terms into pills and the words of the field', () => {
    expect(splitTerms([term('channel', '5'), term('search', 'lunch'), term('search', 'x', true)])).toEqual({
      pills: [term('channel', '5'), term('search', 'x', true)],
      text: 'lunch',
    });
  });

  it('moves finished operators to pills once a space follows them outside quotes', () => {
    expect(absorbOperators('budget channel:design ')).toEqual({
      pills: [term('channel', 'design')],
      text: 'budget ',
    });
    expect(absorbOperators('-is:starred ')).toEqual({ pills: [term('is', 'starred', true)], text: '' });
    expect(absorbOperators('topic:"lunch ')).toBeNull();
    expect(absorbOperators('channel:design')).toBeNull();
    expect(absorbOperators('just words ')).toBeNull();
  });

  it('leaves what is not understood in the text', () => {
    expect(absorbOperators('foo:bar is:unread ')).toEqual({
      pills: [term('is', 'unread')],
      text: 'foo:bar ',
    });
  });

  it('searches pills and text together', () => {
    expect(joinTerms([term('channel', '5')], 'topic:x lunch')).toEqual([
      term('channel', '5'),
      term('topic', 'x'),
      term('search', 'lunch'),
    ]);
  });
});

const names: TermNames = {
  channel: (id) => (id === 5 ? 'design' : undefined),
  user: (id) => ({ 10: 'Ada Lovelace', 11: 'Bo Chen' })[id],
  noTopic: '(no topic)',
};

describe('termLabel', () => {
  it('names channels and people by id, and keeps what it cannot name', () => {
    expect(termLabel({ operator: 'channel', operand: '5', negated: false }, names)).toBe('channel: design');
    expect(termLabel({ operator: 'channel', operand: '99', negated: true }, names)).toBe('-channel: 99');
    expect(termLabel({ operator: 'channel', operand: 'ops', negated: false }, names)).toBe('channel: ops');
    expect(termLabel({ operator: 'sender', operand: '10', negated: false }, names)).toBe(
      'sender: Ada Lovelace',
    );
    expect(termLabel({ operator: 'dm', operand: '10,11,x@example.com', negated: false }, names)).toBe(
      'dm: Ada Lovelace, Bo Chen, x@example.com',
    );
  });

  it('shows other operands as they are, and the empty topic in words', () => {
    expect(termLabel({ operator: 'topic', operand: 'lunch plans', negated: false }, names)).toBe(
      'topic: lunch plans',
    );
    expect(termLabel({ operator: 'topic', operand: '', negated: false }, names)).toBe('topic: (no topic)');
    expect(termLabel({ operator: 'is', operand: 'starred', negated: true }, names)).toBe('-is: starred');
  });
});
