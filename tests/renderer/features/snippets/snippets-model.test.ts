import { describe, expect, it } from 'vitest';
import {
  snippetChanges,
  snippetProblem,
  sortSnippets,
} from '../../../../renderer/src/features/snippets/snippets-model';

const snippet = (id: number, title: string) => ({ id, title, content: 'c', date_created: 1 });

describe('saved snippets', () => {
  it('sorts by title ignoring case', () => {
    expect(
      sortSnippets([snippet(1, 'beta'), snippet(2, 'Alpha'), snippet(3, 'alpha')]).map((s) => s.id),
    ).toEqual([2, 3, 1]);
  });

  it('catches what the server would refuse', () => {
    expect(snippetProblem(' ', 'text', 100)).toMatch(/title/);
    expect(snippetProblem('t'.repeat(61), 'text', 100)).toMatch(/at most 60/);
    expect(snippetProblem('Title', '  ', 100)).toMatch(/content/);
    expect(snippetProblem('Title', 'text', 100)).toBeNull();
  });

  it('names the content limit, counted as the server counts (trimmed, in code points)', () => {
    expect(snippetProblem('Title', 'x'.repeat(101), 100)).toBe(
      'This snippet is 101 characters; the server allows at most 100.',
    );
    expect(snippetProblem('Title', ` ${'x'.repeat(100)}\n\n`, 100)).toBeNull();
    expect(snippetProblem('Title', '😀'.repeat(100), 100)).toBeNull();
    expect(snippetProblem('😀'.repeat(60), 'text', 100)).toBeNull();
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
