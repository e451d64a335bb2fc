// One channel in the browser, with Subscribe or Unsubscribe and the server's refusal if any.
import { useMutation } from '@tanstack/react-query';
import { useId } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { errorMessage } from '../../bridge/call-api';
import { channelHref } from '../../routing/route';
import { RenderedHtml } from '../common/rendered-html';
import { formatSubscribers, formatWeeklyTraffic, type BrowseRow } from './browse-model';
import { useAccount } from '../../state/account-scope';

const messages = defineMessages({
  subscribe: { id: 'browse.row.subscribe', defaultMessage: 'Subscribe' },
  unsubscribe: { id: 'browse.row.unsubscribe', defaultMessage: 'Unsubscribe' },
});

/** The channel sigil before a name, and what separates the row's facts: symbols, not words. */
const CHANNEL_SIGIL = '#';
const FACT_SEPARATOR = ' · ';

export function BrowseRowItem({ row }: { row: BrowseRow }) {
  const { api } = useAccount();
  const intl = useIntl();
  const nameId = useId();
  const toggle = useMutation({
    mutationFn: async (): Promise<void> => {
      if (row.subscribed) await api('unsubscribe', { subscriptions: [row.name] });
      else await api('subscribe', { subscriptions: [{ name: row.name }] });
    },
  });
  const facts = [
    formatSubscribers(intl, row.subscriberCount),
    formatWeeklyTraffic(intl, row.weeklyTraffic),
  ].filter((fact): fact is string => fact !== undefined);
  return (
    <li className="browse-row" aria-labelledby={nameId}>
      <div className="browse-row-main">
        <div className="browse-row-title">
          <a id={nameId} href={channelHref(row.streamId)} className="browse-row-name">
            <span aria-hidden="true" className="browse-row-hash">
              {CHANNEL_SIGIL}
            </span>
            {row.name}
          </a>
          {row.inviteOnly && (
            <span className="badge">
              <FormattedMessage id="browse.row.private_badge" defaultMessage="Private" />
            </span>
          )}
          {row.webPublic && (
            <span className="badge">
              <FormattedMessage id="browse.row.web_public_badge" defaultMessage="Web-public" />
            </span>
          )}
          {row.archived && (
            <span className="badge">
              <FormattedMessage id="browse.row.archived_badge" defaultMessage="Archived" />
            </span>
          )}
        </div>
        {row.renderedDescription ? (
          <RenderedHtml className="browse-row-description rendered" html={row.renderedDescription} />
        ) : (
          <p className="browse-row-description is-empty">
            <FormattedMessage id="browse.row.no_description" defaultMessage="No description." />
          </p>
        )}
        {facts.length > 0 && <p className="browse-row-facts">{facts.join(FACT_SEPARATOR)}</p>}
        {toggle.isError && (
          <p role="alert" className="notice notice-error">
            {errorMessage(toggle.error, intl)}
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
          {intl.formatMessage(row.subscribed ? messages.unsubscribe : messages.subscribe)}
        </button>
      )}
    </li>
  );
}
