import { describe, expect, it } from 'vitest';
import {
  snippetChanges,
  snippetProblem,
  sortSnippets,
} from '../../../../renderer/src/features/snippets/snippets-model';
import { testIntl } from '../../../support/intl';

const en = testIntl();
const german = testIntl('de');
const spanish = testIntl('es');

const snippet = (id: number, title: string) => ({ id, title, content: 'c', date_created: 1 });

describe('saved snippets', () => {
  it('sorts by title ignoring case', () => {
    expect(
      sortSnippets([snippet(1, 'beta'), snippet(2, 'Alpha'), snippet(3, 'alpha')], 'en').map((s) => s.id),
    ).toEqual([2, 3, 1]);
  });

  it('sorts as the user language sorts: Swedish puts ä after z, German among the a', () => {
    const titles = [snippet(1, 'ärende'), snippet(2, 'zebra'), snippet(3, 'apple')];
    expect(sortSnippets(titles, 'de').map((s) => s.id)).toEqual([3, 1, 2]);
    expect(sortSnippets(titles, 'sv').map((s) => s.id)).toEqual([3, 2, 1]);
  });

  it('says what is wrong in German and Spanish', () => {
    expect(snippetProblem(german, ' ', 'text', 100)).toBe('Geben Sie dem Textbaustein einen Titel.');
    expect(snippetProblem(spanish, 't'.repeat(61), 'text', 100)).toBe(
      'Los títulos pueden tener como máximo 60 caracteres.',
    );
  });

  it('catches what the server would refuse', () => {
    expect(snippetProblem(en, ' ', 'text', 100)).toMatch(/title/);
    expect(snippetProblem(en, 't'.repeat(61), 'text', 100)).toMatch(/at most 60/);
    expect(snippetProblem(en, 'Title', '  ', 100)).toMatch(/content/);
    expect(snippetProblem(en, 'Title', 'text', 100)).toBeNull();
  });

  it('names the content limit, counted as the server counts (trimmed, in code points)', () => {
    expect(snippetProblem(en, 'Title', 'x'.repeat(101), 100)).toBe(
      'This snippet is 101 characters; the server allows at most 100.',
    );
    expect(snippetProblem(en, 'Title', ` ${'x'.repeat(100)}\n\n`, 100)).toBeNull();
    expect(snippetProblem(en, 'Title', '😀'.repeat(100), 100)).toBeNull();
    expect(snippetProblem(en, '😀'.repeat(60), 'text', 100)).toBeNull();
  });

  it('sends only what changed', () => {
    const original = { title: 'Link', content: 'https://x' };
    expect(snippetChanges(original, { title: ' Link ', content: 'https://x' })).toEqual({});
    expect(snippetChanges(original, { title: 'Meeting link', content: 'https://x' })).toEqual({
      title: 'Meeting link',
    });
    expect(snippetChanges(original, { title: 'Link', content: 'https://y' })).toEqual({
      content: 'https://y',
    });
  });
});
