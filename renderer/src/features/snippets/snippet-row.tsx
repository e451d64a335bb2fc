// One saved snippet: its title and text, Insert into compose, Edit, Delete.
import { useMutation } from '@tanstack/react-query';
import { useId } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import type { SavedSnippet } from '../../../../shared/objects';
import { errorMessage } from '../../bridge/call-api';
import { useAccount } from '../../state/account-scope';

const messages = defineMessages({
  insert: { id: 'snippets.row.insert', defaultMessage: 'Insert into compose' },
  edit: { id: 'snippets.row.edit', defaultMessage: 'Edit snippet' },
  delete: { id: 'snippets.row.delete', defaultMessage: 'Delete snippet' },
});

interface SnippetRowProps {
  snippet: SavedSnippet;
  canEdit: boolean;
  onInsert(snippet: SavedSnippet): void;
  onEdit(snippet: SavedSnippet): void;
}

export function SnippetRow({ snippet, canEdit, onInsert, onEdit }: SnippetRowProps) {
  const intl = useIntl();
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
          {intl.formatMessage(messages.insert)}
        </button>
        {canEdit && (
          <button
            type="button"
            className="button button-small"
            aria-describedby={titleId}
            onClick={() => onEdit(snippet)}
          >
            {intl.formatMessage(messages.edit)}
          </button>
        )}
        <button
          type="button"
          className="button button-small"
          aria-describedby={titleId}
          disabled={remove.isPending}
          onClick={() => remove.mutate()}
        >
          {intl.formatMessage(messages.delete)}
        </button>
      </div>
      {remove.isError && (
        <p role="alert" className="notice notice-error">
          {errorMessage(remove.error, intl)}
        </p>
      )}
    </li>
  );
}
