// Saved snippets as the view lists them, and the checks the server would make, said up front in
// the user's language (the IntlShape passed in).
import { defineMessages, type IntlShape, type NoMessageValues } from 'react-intl';
import type { SavedSnippet } from '../../../../shared/objects';
import { codePointLength } from '../../../../shared/code-points';
import { contentLimitProblem } from '../compose/text-limits';

/** The server's limit on titles (shared/api/snippets, MAX_SNIPPET_TITLE_LENGTH). */
export const MAX_TITLE_LENGTH = 60;
/** Saved snippets exist from 297; editing them from 368. */
export const SNIPPETS_LEVEL = 297;
export const SNIPPET_EDIT_LEVEL = 368;

const messages = defineMessages<{
  readonly noTitle: NoMessageValues;
  readonly titleTooLong: { readonly max: number | bigint };
  readonly noContent: NoMessageValues;
}>({
  noTitle: { id: 'snippets.problem.no_title', defaultMessage: 'Give the snippet a title.' },
  titleTooLong: {
    id: 'snippets.problem.title_too_long',
    defaultMessage: 'Titles can be at most {max, plural, one {# character} other {# characters}}.',
  },
  noContent: { id: 'snippets.problem.no_content', defaultMessage: 'The snippet needs some content.' },
});

/** By title as the user's language sorts words (`locale`), then oldest first. */
export function sortSnippets(snippets: readonly SavedSnippet[], locale: string): SavedSnippet[] {
  const collator = new Intl.Collator(locale, { sensitivity: 'base' });
  return [...snippets].sort((a, b) => collator.compare(a.title, b.title) || a.id - b.id);
}

/**
 * A message for a title/content pair the server is sure to refuse, or null. The server takes at
 * most max_message_length characters of content (its MAX_MESSAGE_LENGTH, counted after trimming).
 */
export function snippetProblem(
  intl: IntlShape,
  title: string,
  content: string,
  maxContentLength: number,
): string | null {
  if (title.trim() === '') return intl.formatMessage(messages.noTitle);
  if (codePointLength(title.trim()) > MAX_TITLE_LENGTH)
    return intl.formatMessage(messages.titleTooLong, { max: MAX_TITLE_LENGTH });
  if (content.trim() === '') return intl.formatMessage(messages.noContent);
  return contentLimitProblem(intl, content.trim(), maxContentLength, 'snippet');
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
