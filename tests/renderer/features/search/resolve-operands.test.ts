import { describe, expect, it } from 'vitest';
import {
  buildSearchDirectory,
  resolveSearchTerms,
} from '../../../../renderer/src/features/search/resolve-operands';
import type { SearchTerm } from '../../../../renderer/src/state/narrow';

const term = (operator: string, operand: string, negated = false): SearchTerm => ({
  operator,
  operand,
  negated,
});

const directory = buildSearchDirectory(
  [
    { stream_id: 5, name: 'Design' },
    { stream_id: 9, name: 'design team' },
  ],
  [
    {
      user_id: 10,
      full_name: 'Ada Lovelace',
      email: 'user10@example.com',
      delivery_email: 'ada@example.com',
    },
    { user_id: 11, full_name: 'Bo Chen', email: 'bo@example.com' },
    { user_id: 12, full_name: 'Sam Lee', email: 'sam1@example.com' },
    { user_id: 13, full_name: 'sam lee', email: 'sam2@example.com' },
  ],
  11,
);

describe('resolveSearchTerms', () => {
  it('turns channel names into ids, ignoring case, and keeps ids and unknown names as typed', () => {
    expect(
      resolveSearchTerms(
        [
          term('channel', 'design'),
          term('channel', 'Design Team', true),
          term('channel', '42'),
          term('channel', 'nope'),
        ],
        directory,
      ),
    ).toEqual([
      term('channel', '5'),
      term('channel', '9', true),
      term('channel', '42'),
      term('channel', 'nope'),
    ]);
  });

  it('turns people (email, delivery email, unique name, me) into ids, for sender: and mentions:', () => {
    expect(
      resolveSearchTerms(
        [
          term('sender', 'ADA@example.com'),
          term('sender', 'bo chen'),
          term('sender', 'me'),
          term('mentions', 'user10@example.com'),
        ],
        directory,
      ),
    ).toEqual([term('sender', '10'), term('sender', '11'), term('sender', '11'), term('mentions', '10')]);
  });

  it('leaves a name two people share, and anyone unknown, as typed', () => {
    expect(
      resolveSearchTerms([term('sender', 'Sam Lee'), term('sender', 'who@example.com')], directory),
    ).toEqual([term('sender', 'Sam Lee'), term('sender', 'who@example.com')]);
  });

  it('resolves a dm list only when every member resolves, sorted and without repeats', () => {
    expect(resolveSearchTerms([term('dm', 'bo@example.com, Ada Lovelace,10')], directory)).toEqual([
      term('dm', '10,11'),
    ]);
    expect(resolveSearchTerms([term('dm-including', 'bo@example.com,ghost')], directory)).toEqual([
      term('dm-including', 'bo@example.com,ghost'),
    ]);
  });

  it('leaves every other operator alone', () => {
    const others = [term('topic', 'design'), term('is', 'dm'), term('search', 'design me')];
    expect(resolveSearchTerms(others, directory)).toEqual(others);
  });
});
