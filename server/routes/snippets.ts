// GET/POST /saved_snippets, PATCH/DELETE /saved_snippets/{saved_snippet_id}. Snippets are private
// to their owner, so every event goes to the owner's queues only.
import {
  createSavedSnippet,
  deleteSavedSnippet,
  editSavedSnippet,
  getSavedSnippets,
} from '../../shared/api/snippets';
import { badRequest } from '../http/failure';
import { route } from '../http/route';
import type { SavedSnippetRecord, UserRecord } from '../realm/types';

function findSnippet(user: UserRecord, id: number): SavedSnippetRecord {
  const found = user.saved_snippets.get(id);
  // The real server answers 400 here (not 404 as for drafts); the spec says BAD_REQUEST.
  if (!found) throw badRequest('Saved snippet does not exist.');
  return found;
}

/** Titles are stored without surrounding blanks; a blank title or body is refused. */
function checkedTitle(title: string): string {
  const trimmed = title.trim();
  if (trimmed === '') throw badRequest('Title cannot be empty.');
  return trimmed;
}

function checkedContent(content: string): string {
  if (content.trim() === '') throw badRequest('Content cannot be empty.');
  return content;
}

const snippetToApi = (record: SavedSnippetRecord) => ({ ...record });

export const snippetsRoutes = [
  route(getSavedSnippets, ({ user }) => ({
    saved_snippets: [...user.saved_snippets.values()].sort((a, b) => a.id - b.id).map(snippetToApi),
  })),

  route(createSavedSnippet, ({ realm, user }, params) => {
    const title = checkedTitle(params.title);
    const content = checkedContent(params.content);
    const record: SavedSnippetRecord = {
      id: realm.nextId('saved_snippet'),
      title,
      content,
      date_created: realm.now(),
    };
    user.saved_snippets.set(record.id, record);
    realm.emit([user.user_id], { type: 'saved_snippets', op: 'add', saved_snippet: snippetToApi(record) });
    return { saved_snippet_id: record.id };
  }),

  route(editSavedSnippet, ({ realm, user }, params) => {
    const record = findSnippet(user, params.saved_snippet_id);
    if (params.title === undefined && params.content === undefined) {
      throw badRequest('Either title or content must be provided.');
    }
    const title = params.title === undefined ? record.title : checkedTitle(params.title);
    const content = params.content === undefined ? record.content : checkedContent(params.content);
    const updated: SavedSnippetRecord = { ...record, title, content };
    user.saved_snippets.set(updated.id, updated);
    realm.emit([user.user_id], {
      type: 'saved_snippets',
      op: 'update',
      saved_snippet: snippetToApi(updated),
    });
    return {};
  }),

  route(deleteSavedSnippet, ({ realm, user }, { saved_snippet_id }) => {
    findSnippet(user, saved_snippet_id);
    user.saved_snippets.delete(saved_snippet_id);
    realm.emit([user.user_id], { type: 'saved_snippets', op: 'remove', saved_snippet_id });
    return {};
  }),
];
