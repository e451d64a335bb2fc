import { describe, expect, it } from 'vitest';
import { cachedResults } from '../../../../renderer/src/features/search/cached-results';
import type { SearchTerm } from '../../../../renderer/src/state/narrow';
import { channelMessage, ctx, directMessage, messagesById } from '../../support/messages';

const term = (operator: string, operand: string, negated = false): SearchTerm => ({
  operator,
  operand,
  negated,
});

describe('cachedResults', () => {
  const byId = messagesById(
    channelMessage(3, 3, 'food', { content: '<p>Lunch at <strong>noon</strong></p>' }),
    channelMessage(1, 4, 'food', { content: '<p>lunch plans</p>' }),
    channelMessage(2, 3, 'other', { content: '<p>dinner</p>' }),
    directMessage(4, [11], { content: '<p>lunch?</p>' }),
  );

  it('finds the held messages whose text has the words, oldest first', () => {
    expect(cachedResults(byId, [term('search', 'lunch')], ctx).map((m) => m.id)).toEqual([1, 3, 4]);
    expect(cachedResults(byId, [term('search', 'lunch at noon')], ctx).map((m) => m.id)).toEqual([3]);
  });

  it('applies the other terms exactly', () => {
    expect(
      cachedResults(byId, [term('channel', '3'), term('search', 'lunch')], ctx).map((m) => m.id),
    ).toEqual([3]);
    expect(
      cachedResults(byId, [term('is', 'dm', true), term('search', 'lunch')], ctx).map((m) => m.id),
    ).toEqual([1, 3]);
  });

  it('leaves out what no term can decide without the server', () => {
    expect(cachedResults(byId, [term('channels', 'public')], ctx)).toEqual([]);
  });
});
