import { describe, expect, it } from 'vitest';
import { absorbOperators, joinTerms, splitTerms } from '../../../../renderer/src/features/search/pill-text';
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
