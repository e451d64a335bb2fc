import { expect, it } from 'vitest';
import { snippetsByTitle } from '../../../renderer/src/state/saved-snippets';
import { event } from '../support/factories';
import { storeFrom } from '../support/store-fixture';

const snippet = (id: number, title: string, content = 'text') => ({ id, title, content, date_created: 1 });

it('adds, edits and removes snippets, listed by title', () => {
  const f = storeFrom({ saved_snippets: [snippet(1, 'Zebra')] });
  f.apply(event('saved_snippets/add', { saved_snippet: snippet(2, 'Apple') }));
  f.apply(event('saved_snippets/update', { saved_snippet: snippet(1, 'Mango', 'new') }));
  expect(snippetsByTitle(f.s().savedSnippets).map((x) => x.title)).toEqual(['Apple', 'Mango']);
  f.apply(event('saved_snippets/remove', { saved_snippet_id: 2 }));
  expect(f.s().savedSnippets.byId).toEqual({ 1: snippet(1, 'Mango', 'new') });
  const before = f.s().savedSnippets;
  f.apply(event('saved_snippets/remove', { saved_snippet_id: 2 }));
  expect(f.s().savedSnippets).toBe(before);
});
