// Recent conversations (`#/recent`): the latest conversations across channels and direct messages,
// newest first, with their filters, and older conversations as the reader scrolls or asks for more.
import { errorMessage } from '../../bridge/call-api';
import '../../styles/recent.css';
import { useDeferredValue, useMemo } from 'react';
import { defineMessages, useIntl, type NoMessageValues } from 'react-intl';
import { useAppStore } from '../../state/selectors';
import { useClock } from '../people/use-clock';
import { useRecentFilters } from './recent-filter-store';
import { RecentFilterBar } from './recent-filter-bar';
import { RecentList } from './recent-list';
import { OFFLINE_VIEW_MESSAGE, useOffline } from '../connection/use-offline';
import { useRecentConversations } from './use-recent-conversations';

const messages = defineMessages<{
  title: NoMessageValues;
  olderFailed: { reason: string };
  retry: NoMessageValues;
  loadingOlder: NoMessageValues;
  end: NoMessageValues;
  loadMore: NoMessageValues;
  failed: { reason: string };
  loading: NoMessageValues;
  none: NoMessageValues;
  noMatch: NoMessageValues;
}>({
  title: { id: 'recent.title', defaultMessage: 'Recent conversations' },
  olderFailed: { id: 'recent.older_failed', defaultMessage: 'Could not load older messages: {reason}' },
  retry: { id: 'recent.retry', defaultMessage: 'Try again' },
  loadingOlder: { id: 'recent.loading_older', defaultMessage: 'Loading older conversations…' },
  end: { id: 'recent.end', defaultMessage: 'No older conversations.' },
  loadMore: { id: 'recent.load_more', defaultMessage: 'Load more' },
  failed: { id: 'recent.failed', defaultMessage: 'Could not load recent conversations: {reason}' },
  loading: { id: 'recent.loading', defaultMessage: 'Loading recent conversations…' },
  none: { id: 'recent.none', defaultMessage: 'No conversations yet.' },
  noMatch: { id: 'recent.no_match', defaultMessage: 'No conversations match these filters.' },
});

/** Between a note and its button (a space, not a word). */
const SPACE = ' ';

/** Relative times ("5 minutes ago") move on once a minute. */
const CLOCK_MS = 60_000;

export function RecentView() {
  const intl = useIntl();
  const filters = useRecentFilters((s) => s.filters);
  const change = useRecentFilters((s) => s.change);
  // A remembered channel you have since left (or of another account) is no filter at all.
  const known = useAppStore(
    (s) => filters.streamId === null || s.channels.subscriptions.has(filters.streamId),
  );
  const effective = useMemo(() => (known ? filters : { ...filters, streamId: null }), [known, filters]);
  // Typing in the text filter stays responsive while thousands of rows are filtered.
  const deferred = useDeferredValue(effective);
  const { data, rows, total } = useRecentConversations(deferred);
  const offline = useOffline(data.initialError);
  const nowMs = useClock(CLOCK_MS);
  const { range } = data;

  let footer;
  if (data.pagingError !== null)
    footer = (
      <p className="recent-note is-error" role="alert">
        {intl.formatMessage(messages.olderFailed, { reason: errorMessage(data.pagingError, intl) })}
        {SPACE}
        <button type="button" onClick={data.retryPaging}>
          {intl.formatMessage(messages.retry)}
        </button>
      </p>
    );
  else if (data.loadingOlder)
    footer = <p className="recent-note">{intl.formatMessage(messages.loadingOlder)}</p>;
  else if (range?.foundOldest)
    footer = <p className="recent-note recent-end">{intl.formatMessage(messages.end)}</p>;
  else if (range !== undefined)
    footer = (
      <button type="button" className="recent-load-more" onClick={data.loadOlder}>
        {intl.formatMessage(messages.loadMore)}
      </button>
    );

  return (
    <section
      className="recent-view"
      aria-labelledby="pane-title"
      // ArrowDown in the text filter goes down to the list, to the row in the tab order.
      onKeyDown={(event) => {
        const field = event.target;
        if (event.key !== 'ArrowDown' || !(field instanceof HTMLInputElement) || field.type !== 'text')
          return;
        const row = event.currentTarget.querySelector<HTMLElement>('.recent-row[tabindex="0"]');
        if (row === null) return;
        event.preventDefault();
        row.focus();
      }}
    >
      <header className="recent-header">
        <h1 id="pane-title">{intl.formatMessage(messages.title)}</h1>
        <RecentFilterBar filters={filters} change={change} />
      </header>
      {range === undefined ? (
        data.initialError !== null ? (
          <p className="recent-note is-error" role="alert">
            {offline
              ? intl.formatMessage(OFFLINE_VIEW_MESSAGE)
              : intl.formatMessage(messages.failed, { reason: errorMessage(data.initialError, intl) })}
            {SPACE}
            <button type="button" onClick={data.retryInitial}>
              {intl.formatMessage(messages.retry)}
            </button>
          </p>
        ) : (
          <p className="recent-note">{intl.formatMessage(messages.loading)}</p>
        )
      ) : (
        <>
          {rows.length === 0 && (
            <p className="recent-note" role="status">
              {intl.formatMessage(total === 0 ? messages.none : messages.noMatch)}
            </p>
          )}
          <RecentList rows={rows} nowMs={nowMs} onNearEnd={data.loadOlder} footer={footer} />
        </>
      )}
    </section>
  );
}
