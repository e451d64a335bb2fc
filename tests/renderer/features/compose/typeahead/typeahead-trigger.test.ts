import { describe, expect, it } from 'vitest';
import { findTrigger } from '../../../../../renderer/src/features/compose/typeahead/typeahead-trigger';

const at = (text: string) => findTrigger(text, text.length);

describe('findTrigger', () => {
  it('finds @ mentions, silent ones and names with spaces', () => {
    expect(at('hi @al')).toEqual({ kind: 'mention', silent: false, query: 'al', start: 3 });
    expect(at('@_bo')).toEqual({ kind: 'mention', silent: true, query: 'bo', start: 0 });
    expect(at('(@ada lov')).toMatchObject({ kind: 'mention', query: 'ada lov', start: 1 });
    expect(at('@')).toMatchObject({ kind: 'mention', query: '' });
  });

  it('ignores emails, finished mentions and text on earlier lines', () => {
    expect(at('mail me@exa')).toBeNull();
    expect(at('@**Ada Lovelace** ')).toBeNull();
    expect(at('@*design* ')).toBeNull();
    expect(at('@al\nnext')).toBeNull();
    expect(at('@ al')).toBeNull();
  });

  it('finds # channels and channel>topic, typed or after a picked channel', () => {
    expect(at('see #gen')).toEqual({ kind: 'channel', query: 'gen', start: 4 });
    expect(at('#general>lau')).toEqual({ kind: 'topic', channel: 'general', query: 'lau', start: 0 });
    expect(at('#**general**>')).toEqual({ kind: 'topic', channel: 'general', query: '', start: 0 });
    expect(at('#**general** >x')).toEqual({ kind: 'topic', channel: 'general', query: 'x', start: 0 });
    expect(at('#**general** ')).toBeNull();
  });

  it('finds :emoji after two characters, not times or URLs', () => {
    expect(at('nice :thu')).toEqual({ kind: 'emoji', query: 'thu', start: 5 });
    expect(at(':+1')).toEqual({ kind: 'emoji', query: '+1', start: 0 });
    expect(at('at 10:30')).toBeNull();
    expect(at('x :t')).toBeNull();
    expect(at(`${'word '.repeat(20)}:smi`)).toMatchObject({ kind: 'emoji', query: 'smi' });
    expect(at(`${'word '.repeat(20)}x:smi`)).toBeNull();
  });

  it('looks only before the caret', () => {
    expect(findTrigger('@ada and more', 4)).toMatchObject({ kind: 'mention', query: 'ada' });
  });
});
