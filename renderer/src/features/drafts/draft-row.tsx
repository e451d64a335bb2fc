// One draft: where it was going, when it was last edited, its text, and Open / Delete.
import { useMutation } from '@tanstack/react-query';
import { useId } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { errorMessage } from '../../bridge/call-api';
import { insertIntoCompose, openThenInsert } from './compose-insert';
import type { DraftRow } from './drafts-model';
import { useAccount } from '../../state/account-scope';
import { useFullDate } from '../message-edit/use-full-date';

const messages = defineMessages({
  open: { id: 'drafts.row.open', defaultMessage: 'Open draft' },
  delete: { id: 'drafts.row.delete', defaultMessage: 'Delete draft' },
});

export function DraftRowItem({ row }: { row: DraftRow }) {
  const intl = useIntl();
  const fullDate = useFullDate();
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
            {fullDate(draft.timestamp)}
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
          {intl.formatMessage(messages.open)}
        </button>
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
