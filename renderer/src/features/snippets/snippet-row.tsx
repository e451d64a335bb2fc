// One saved snippet: its title and text, Insert into compose, Edit, Delete.
import { useMutation } from '@tanstack/react-query';
import { useId } from 'react';
import type { SavedSnippet } from '../../../../shared/objects';
import { errorMessage } from '../../bridge/call-api';
import { useAccount } from '../../state/account-scope';

interface SnippetRowProps {
  snippet: SavedSnippet;
  canEdit: boolean;
  onInsert(snippet: SavedSnippet): void;
  onEdit(snippet: SavedSnippet): void;
}

export function SnippetRow({ snippet, canEdit, onInsert, onEdit }: SnippetRowProps) {
  const { api } = useAccount();
  const titleId = useId();
  const remove = useMutation({
    mutationFn: () => api('deleteSavedSnippet', { saved_snippet_id: snippet.id }),
  });
  return (
    <li className="snippet-row" aria-labelledby={titleId}>
      <h3 id={titleId} className="snippet-title">
        {snippet.title}
      </h3>
      <pre className="snippet-content">{snippet.content}</pre>
      <div className="snippet-actions">
        <button
          type="button"
          className="button button-small button-primary"
          aria-describedby={titleId}
          onClick={() => onInsert(snippet)}
        >
          Insert into compose
        </button>
        {canEdit && (
          <button
            type="button"
            className="button button-small"
            aria-describedby={titleId}
            onClick={() => onEdit(snippet)}
          >
            Edit snippet
          </button>
        )}
        <button
          type="button"
          className="button button-small"
          aria-describedby={titleId}
          disabled={remove.isPending}
          onClick={() => remove.mutate()}
        >
          Delete snippet
        </button>
      </div>
      {remove.isError && (
        <p role="alert" className="notice notice-error">
          {errorMessage(remove.error)}
        </p>
      )}
    </li>
  );
}
