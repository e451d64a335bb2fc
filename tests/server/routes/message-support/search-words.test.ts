// The words of a search: tokenising, the light English folding, free words versus "quoted phrases",
// and the substring pre-filter, which must never reject a message the full match accepts.
import { describe, expect, it } from 'vitest';
import { htmlText } from '../../../../server/routes/message-support/search-text';
import {
  foldWord,
  mayContain,
  parseSearch,
  queryMatches,
  wordsOf,
} from '../../../../server/routes/message-support/search-words';

const matches = (operand: string, text: string, topic = '') =>
  queryMatches(parseSearch(operand), wordsOf(text), wordsOf(topic));

describe('words', () => {
  it('splits on anything but letters, digits and marks, lower-cased, with offsets', () => {
    expect(wordsOf("Deploy-v2, Ünïcode's café!")).toEqual([
      { text: 'deploy', start: 0, end: 6 },
      { text: 'v2', start: 7, end: 9 },
      { text: 'ünïcode', start: 11, end: 18 },
      { text: 's', start: 19, end: 20 },
      { text: 'café', start: 21, end: 25 },
    ]);
  });

  it('folds plural and -ing/-ed forms of a word to one key', () => {
    const groups = [
      ['meeting', 'meetings', 'meet', 'meets'],
      ['party', 'parties'],
      ['box', 'boxes'],
      ['match', 'matches', 'matched', 'matching'],
      ['run', 'running', 'runs'],
      ['fall', 'falling', 'falls'],
      ['need', 'needed', 'needs'],
      ['deploy', 'deploys', 'deployed', 'deploying'],
      ['release', 'releases', 'released', 'releasing'],
    ];
    for (const group of groups) expect(new Set(group.map(foldWord)), group.join()).toHaveLength(1);
    expect(foldWord('thing')).toBe('thing');
    expect(foldWord('class')).toBe('class');
    expect(foldWord('status')).toBe('status');
    expect(foldWord('bus')).toBe('bus');
    expect(foldWord('meet')).not.toBe(foldWord('meat'));
  });

  it('keeps a folded key, minus its last letter, a prefix of the word (the pre-filter relies on it)', () => {
    const words =
      'parties studies meetings running stopped released matches boxes classes agreed using'.split(' ');
    for (const word of words) expect(word.startsWith(foldWord(word).slice(0, -1)), word).toBe(true);
  });
});

describe('queries', () => {
  it('separates free words from quoted phrases; an unclosed quote runs to the end', () => {
    expect(parseSearch('Deploy "release checklist" notes')).toEqual({
      words: ['deploy', 'not'],
      phrases: [['release', 'checklist']],
    });
    expect(parseSearch('"Exact"')).toEqual({ words: [], phrases: [['exact']] });
    expect(parseSearch('a "b c')).toEqual({ words: ['a'], phrases: [['b', 'c']] });
  });

  it('needs every word, anywhere in text or topic, in any case, as whole words', () => {
    expect(matches('LUNCH friday', 'Lunch is on Friday')).toBe(true);
    expect(matches('lunch friday', 'Lunch is on Monday')).toBe(false);
    expect(matches('lunch friday', 'Is it on Friday?', 'lunch plans')).toBe(true);
    expect(matches('cat', 'a catalog of things')).toBe(false);
    expect(matches('meeting', 'two meetings today')).toBe(true);
    expect(matches('meetings', 'the meeting is over')).toBe(true);
  });

  it('needs a phrase as consecutive words in one place, exactly', () => {
    expect(matches('"release checklist"', 'the Release, checklist!')).toBe(true);
    expect(matches('"release checklist"', 'checklist for the release')).toBe(false);
    expect(matches('"release checklist"', 'the release', 'checklist')).toBe(false);
    expect(matches('"release checklists"', 'the release checklist')).toBe(false);
    expect(matches('"meetings"', 'one meeting')).toBe(false);
  });

  it('finds nothing for a query without words', () => {
    expect(matches('!!!', 'anything at all!!!')).toBe(false);
  });

  it('pre-filters without ever rejecting a real match', () => {
    const text = htmlText('<p>Parties &amp; <b>studies</b> were running</p>').toLowerCase();
    for (const operand of ['party', 'study', 'run', '"were running"', 'parties studies'])
      expect(mayContain(text, parseSearch(operand)), operand).toBe(true);
    expect(mayContain(text, parseSearch('lunch'))).toBe(false);
  });
});

describe('text of rendered HTML', () => {
  it('keeps text nodes, drops tags and attribute values, decodes entities', () => {
    expect(
      htmlText(
        '<p>Tom &amp; Jerry <a href="https://x.test/secret" title="hidden">link</a> &lt;3 &#128512;</p>',
      ),
    ).toBe('Tom & Jerry link <3 😀');
  });
});
