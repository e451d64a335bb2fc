// One draft: where it was going, when it was last edited, its text, and Open / Delete.
import { useMutation } from '@tanstack/react-query';
import { useId } from 'react';
import { errorMessage } from '../../bridge/call-api';
import { insertIntoCompose, openThenInsert } from './compose-insert';
import type { DraftRow } from './drafts-model';
import { useAccount } from '../../state/account-scope';

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

export function DraftRowItem({ row }: { row: DraftRow }) {
  const { api } = useAccount();
  const titleId = useId();
  const { draft } = row;
  const remove = useMutation({ mutationFn: () => api('deleteDraft', { draft_id: draft.id }) });

  function open() {
    if (row.route === null) insertIntoCompose({ draft });
    else openThenInsert(row.route, { draft });
  }

  return (
    <li className="draft-row" aria-labelledby={titleId}>
      <div className="draft-row-head">
        <span id={titleId} className="draft-destination">
          {row.destination}
        </span>
        {draft.timestamp !== undefined && (
          <time dateTime={new Date(draft.timestamp * 1000).toISOString()} className="draft-time">
            {dateFormat.format(new Date(draft.timestamp * 1000))}
          </time>
        )}
      </div>
      <p className="draft-content">{draft.content}</p>
      <div className="draft-actions">
        <button
          type="button"
          className="button button-small button-primary"
          aria-describedby={titleId}
          onClick={open}
        >
          Open draft
        </button>
        <button
          type="button"
          className="button button-small"
          aria-describedby={titleId}
          disabled={remove.isPending}
          onClick={() => remove.mutate()}
        >
          Delete draft
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
