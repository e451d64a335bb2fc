import { describe, expect, it } from 'vitest';
import { formatSearchQuery, parseSearchQuery } from '../../../../renderer/src/features/search/search-query';
import type { SearchTerm } from '../../../../renderer/src/state/narrow';
import { testIntl } from '../../../support/intl';
import { formatPhrase } from '../../../../shared/i18n/phrase';

const en = testIntl();
const german = testIntl('de');

const term = (operator: string, operand: string, negated = false): SearchTerm => ({
  operator,
  operand,
  negated,
});

describe('parseSearchQuery', () => {
  it('reads each operator of the issue alone', () => {
    const cases: [string, SearchTerm][] = [
      ['channel:design', term('channel', 'design')],
      ['topic:lunch', term('topic', 'lunch')],
      ['sender:ada@example.com', term('sender', 'ada@example.com')],
      ['dm:ada@example.com,bo@example.com', term('dm', 'ada@example.com,bo@example.com')],
      ['dm-including:7', term('dm-including', '7')],
      ['is:dm', term('is', 'dm')],
      ['is:unread', term('is', 'unread')],
      ['is:starred', term('is', 'starred')],
      ['is:mentioned', term('is', 'mentioned')],
      ['is:followed', term('is', 'followed')],
      ['is:resolved', term('is', 'resolved')],
      ['has:link', term('has', 'link')],
      ['has:image', term('has', 'image')],
      ['has:attachment', term('has', 'attachment')],
      ['has:reaction', term('has', 'reaction')],
      ['near:42', term('near', '42')],
      ['id:42', term('id', '42')],
      ['channels:public', term('channels', 'public')],
      ['in:home', term('in', 'home')],
      ['with:42', term('with', '42')],
      ['mentions:ada@example.com', term('mentions', 'ada@example.com')],
    ];
    for (const [text, expected] of cases)
      expect(parseSearchQuery(text)).toEqual({ terms: [expected], problems: [] });
  });

  it('renames legacy operators and operands, and lower-cases operator names', () => {
    expect(
      parseSearchQuery('from:ada stream:design streams:all subject:x pm-with:3 group-pm-with:4').terms,
    ).toEqual([
      term('sender', 'ada'),
      term('channel', 'design'),
      term('channels', 'all'),
      term('topic', 'x'),
      term('dm', '3'),
      term('dm-including', '4'),
    ]);
    expect(parseSearchQuery('IS:Private has:images Channel:Design').terms).toEqual([
      term('is', 'dm'),
      term('has', 'image'),
      term('channel', 'Design'),
    ]);
  });

  it('negates with a leading minus and reads quoted operands', () => {
    expect(parseSearchQuery('-is:starred topic:"lunch plans" -channel:"design team"').terms).toEqual([
      term('is', 'starred', true),
      term('topic', 'lunch plans'),
      term('channel', 'design team', true),
    ]);
    expect(parseSearchQuery('topic:""').terms).toEqual([term('topic', '')]);
    expect(parseSearchQuery('topic:"open ended').terms).toEqual([term('topic', 'open ended')]);
  });

  it('collects free words and quoted phrases, in order, into one search term at the end', () => {
    expect(parseSearchQuery('budget  channel:design "lunch plans" is:unread friday search:late')).toEqual({
      terms: [
        term('channel', 'design'),
        term('is', 'unread'),
        term('search', 'budget "lunch plans" friday late'),
      ],
      problems: [],
    });
    expect(parseSearchQuery('meet at 10:30 see https://example.com/a:b -draft')).toEqual({
      terms: [term('search', 'meet at 10:30 see https://example.com/a:b -draft')],
      problems: [],
    });
    expect(parseSearchQuery('   ')).toEqual({ terms: [], problems: [] });
  });

  it('searches what it does not understand as words and says so', () => {
    const parsed = parseSearchQuery('foo:bar channel: is:bogus has:gif near:soon lunch');
    expect(parsed.terms).toEqual([term('search', 'foo:bar channel: is:bogus has:gif near:soon lunch')]);
    expect(parsed.problems.map((problem) => formatPhrase(en, problem))).toEqual([
      'Unknown operator “foo”: searched as words',
      '“channel:” needs a value: searched as words',
      expect.stringMatching(/^“is:bogus” is not known \(is: takes dm, unread, .*\): searched as words$/),
      expect.stringMatching(/^“has:gif” is not known \(has: takes link, image, attachment, reaction\)/),
      '“near:” needs a message id: searched as words',
    ]);
    expect(parseSearchQuery('-foo:"a b"').terms).toEqual([term('search', '-foo:"a b"')]);
  });
});

describe('formatSearchQuery', () => {
  it('writes terms as a user would type them, quoting operands with spaces', () => {
    expect(
      formatSearchQuery([
        term('channel', 'design team'),
        term('is', 'unread', true),
        term('topic', ''),
        term('search', 'budget "lunch plans"'),
      ]),
    ).toBe('channel:"design team" -is:unread topic:"" budget "lunch plans"');
    expect(formatSearchQuery([term('search', '')])).toBe('');
  });

  it('round-trips: parsing what it writes gives the same terms', () => {
    const queries = [
      'channel:5 topic:"lunch plans" -sender:ada@example.com is:unread has:link near:9 budget "q3 plan"',
      '-is:dm dm:1,2 dm-including:3 channels:public id:4 topic:"" -search:draft',
      'foo:bar channel: words',
      '-has:reaction "only a phrase"',
    ];
    for (const query of queries) {
      const parsed = parseSearchQuery(query);
      expect(parseSearchQuery(formatSearchQuery(parsed.terms))).toEqual(parsed);
    }
  });

  it('names its problems in the window’s language, the operators as they were typed', () => {
    const [problem] = parseSearchQuery('foo:bar').problems;
    expect(problem && formatPhrase(german, problem)).toBe('Unbekannter Operator „foo“: als Wörter gesucht');
  });
});
