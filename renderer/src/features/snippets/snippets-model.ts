// Saved snippets as the view lists them, and the checks the server would make, said up front.
import type { SavedSnippet } from '../../../../shared/objects';
import { codePointLength } from '../../../../shared/code-points';
import { contentLimitProblem } from '../compose/text-limits';

/** The server's limit on titles (shared/api/snippets, MAX_SNIPPET_TITLE_LENGTH). */
export const MAX_TITLE_LENGTH = 60;
/** Saved snippets exist from 297; editing them from 368. */
export const SNIPPETS_LEVEL = 297;
export const SNIPPET_EDIT_LEVEL = 368;

const collator = new Intl.Collator(undefined, { sensitivity: 'base' });

export function sortSnippets(snippets: readonly SavedSnippet[]): SavedSnippet[] {
  return [...snippets].sort((a, b) => collator.compare(a.title, b.title) || a.id - b.id);
}

/**
 * A message for a title/content pair the server is sure to refuse, or null. The server takes at
 * most max_message_length characters of content (its MAX_MESSAGE_LENGTH, counted after trimming).
 */
export function snippetProblem(title: string, content: string, maxContentLength: number): string | null {
  if (title.trim() === '') return 'Give the snippet a title.';
  if (codePointLength(title.trim()) > MAX_TITLE_LENGTH)
    return `Titles can be at most ${MAX_TITLE_LENGTH} characters.`;
  if (content.trim() === '') return 'The snippet needs some content.';
  return contentLimitProblem(content.trim(), maxContentLength, 'snippet');
}

/** Only what changed is sent, so an edit of the title alone leaves content untouched. */
export function snippetChanges(
  original: { title: string; content: string },
  edited: { title: string; content: string },
): { title?: string; content?: string } {
  const changes: { title?: string; content?: string } = {};
  if (edited.title.trim() !== original.title) changes.title = edited.title.trim();
  if (edited.content !== original.content) changes.content = edited.content;
  return changes;
}
