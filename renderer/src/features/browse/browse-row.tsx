// One channel in the browser, with Subscribe or Unsubscribe and the server's refusal if any.
import { useMutation } from '@tanstack/react-query';
import { useId } from 'react';
import { errorMessage } from '../../bridge/call-api';
import { channelHref } from '../../routing/route';
import { RenderedHtml } from '../common/rendered-html';
import { formatSubscribers, formatWeeklyTraffic, type BrowseRow } from './browse-model';
import { useAccount } from '../../state/account-scope';

export function BrowseRowItem({ row }: { row: BrowseRow }) {
  const { api } = useAccount();
  const nameId = useId();
  const toggle = useMutation({
    mutationFn: async (): Promise<void> => {
      if (row.subscribed) await api('unsubscribe', { subscriptions: [row.name] });
      else await api('subscribe', { subscriptions: [{ name: row.name }] });
    },
  });
  const facts = [formatSubscribers(row.subscriberCount), formatWeeklyTraffic(row.weeklyTraffic)].filter(
    (fact): fact is string => fact !== undefined,
  );
  return (
    <li className="browse-row" aria-labelledby={nameId}>
      <div className="browse-row-main">
        <div className="browse-row-title">
          <a id={nameId} href={channelHref(row.streamId)} className="browse-row-name">
            <span aria-hidden="true" className="browse-row-hash">
              #
            </span>
            {row.name}
          </a>
          {row.inviteOnly && <span className="badge">Private</span>}
          {row.webPublic && <span className="badge">Web-public</span>}
          {row.archived && <span className="badge">Archived</span>}
        </div>
        {row.renderedDescription ? (
          <RenderedHtml className="browse-row-description rendered" html={row.renderedDescription} />
        ) : (
          <p className="browse-row-description is-empty">No description.</p>
        )}
        {facts.length > 0 && <p className="browse-row-facts">{facts.join(' · ')}</p>}
        {toggle.isError && (
          <p role="alert" className="notice notice-error">
            {errorMessage(toggle.error)}
          </p>
        )}
      </div>
      {!row.archived && (
        <button
          type="button"
          className={`button${row.subscribed ? '' : ' button-primary'}`}
          disabled={toggle.isPending}
          aria-describedby={nameId}
          onClick={() => toggle.mutate()}
        >
          {row.subscribed ? 'Unsubscribe' : 'Subscribe'}
        </button>
      )}
    </li>
  );
}
