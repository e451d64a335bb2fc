import { describe, expect, it } from 'vitest';
import {
  currentFragment,
  searchSuggestions,
  type SearchSources,
} from '../../../../renderer/src/features/search/search-suggestions';

const people = [
  { user_id: 10, full_name: 'Ada Lovelace', email: 'ada@example.com' },
  { user_id: 11, full_name: 'Bo Chen', email: 'bo@example.com' },
];
const sources: SearchSources = {
  people: (q, limit) => people.filter((p) => p.full_name.toLowerCase().includes(q)).slice(0, limit),
  channels: [
    { id: 5, name: 'design' },
    { id: 6, name: 'Product design' },
    { id: 7, name: 'general' },
  ],
  topics: [
    { name: 'lunch plans', channel: 'general' },
    { name: 'Launch', channel: 'design' },
    { name: '', channel: 'general' },
  ],
};
const suggest = (text: string) => searchSuggestions(currentFragment(text), sources);
const labels = (text: string) => suggest(text).map((s) => s.label);

describe('currentFragment', () => {
  it('is the word after the last space, or from an open quote, with its operator', () => {
    expect(currentFragment('budget chan')).toEqual({
      start: 7,
      negated: false,
      operator: null,
      query: 'chan',
    });
    expect(currentFragment('x -Sender:ad')).toEqual({
      start: 2,
      negated: true,
      operator: 'sender',
      query: 'ad',
    });
    expect(currentFragment('a topic:"lunch pl')).toEqual({
      start: 2,
      negated: false,
      operator: 'topic',
      query: 'lunch pl',
    });
    expect(currentFragment('a ')).toEqual({ start: 2, negated: false, operator: null, query: '' });
  });
});

describe('searchSuggestions', () => {
  it('suggests nothing for an empty word', () => {
    expect(suggest('budget ')).toEqual([]);
  });

  it('completes operators, keeping a minus', () => {
    expect(labels('to')).toEqual(['topic:']);
    expect(suggest('-ch')[0]?.completion).toEqual({ kind: 'text', text: '-channel:' });
    expect(labels('is')).toEqual(expect.arrayContaining(['is: unread', 'is: starred', 'is: dm']));
    expect(labels('has:')).toEqual(['has: link', 'has: image', 'has: attachment', 'has: reaction']);
    expect(suggest('-is:un')[0]?.completion).toEqual({
      kind: 'term',
      term: { operator: 'is', operand: 'unread', negated: true },
    });
  });

  it('suggests people for sender:, dm: and dm-including: (and from:), as ids', () => {
    for (const op of ['sender', 'dm', 'dm-including']) {
      expect(suggest(`${op}:ada`)).toEqual([
        {
          key: `${op}:10`,
          label: `${op}: Ada Lovelace`,
          detail: 'ada@example.com',
          completion: { kind: 'term', term: { operator: op, operand: '10', negated: false } },
        },
      ]);
    }
    expect(labels('from:bo')).toEqual(['sender: Bo Chen']);
    expect(suggest('dm:ada@example.com,bo')[0]).toMatchObject({
      label: 'dm: ada@example.com, Bo Chen',
      completion: { term: { operator: 'dm', operand: 'ada@example.com,11' } },
    });
  });

  it('suggests channels by name or word start, and topics of the given list', () => {
    expect(labels('channel:des')).toEqual(['channel: design', 'channel: Product design']);
    expect(labels('stream:gen')).toEqual(['channel: general']);
    expect(labels('topic:l')).toEqual(['topic: lunch plans', 'topic: Launch']);
    expect(suggest('topic:"lunch p')[0]?.detail).toBe('#general');
  });

  it('offers matching channels and people for a plain word', () => {
    expect(labels('des')).toEqual(['channel: design', 'channel: Product design']);
    expect(labels('ada')).toEqual(['sender: Ada Lovelace']);
    expect(labels('zzz')).toEqual([]);
  });
});
