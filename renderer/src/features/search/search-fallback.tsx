// A search's results view until the server's results are in: searching; the server's reason when
// it refuses the search (BAD_NARROW: an unknown channel, user or operand), not a generic failure;
// and, offline, the cached results (the messages on this device that match), labelled as such.
import '../../styles/search-results.css';
import { useMemo } from 'react';
import { defineMessages, useIntl, type NoMessageValues } from 'react-intl';
import { errorMessage } from '../../bridge/call-api';
import type { StoredMessage } from '../../state/messages';
import { messageContext } from '../../state/message-context';
import type { Narrow, SearchTerm } from '../../state/narrow';
import { useAccount } from '../../state/account-scope';
import { useAppStore } from '../../state/selectors';
import { useOffline } from '../connection/use-offline';
import { MessageList } from '../messages/message-list';
import { isRefusal, type NarrowMessages } from '../messages/use-narrow-messages';
import { cachedResults } from './cached-results';

const messages = defineMessages<{
  offline: { count: number };
  again: NoMessageValues;
  searching: NoMessageValues;
  refused: { reason: string };
  failed: { reason: string };
  retry: NoMessageValues;
}>({
  offline: {
    id: 'search.fallback.offline',
    defaultMessage:
      'You are offline, so this search could not reach the server. {count, plural, =0 {No cached messages match it.} one {Cached results: the # message on this device that match.} other {Cached results: the # messages on this device that match.}}',
  },
  again: { id: 'search.fallback.search_again', defaultMessage: 'Search again' },
  searching: { id: 'search.fallback.searching', defaultMessage: 'Searching…' },
  refused: { id: 'search.fallback.refused', defaultMessage: 'The server refused this search: {reason}' },
  failed: { id: 'search.fallback.failed', defaultMessage: 'Could not search: {reason}' },
  retry: { id: 'search.fallback.retry', defaultMessage: 'Try again' },
});

function noop() {}

/** The cached results as a complete, unpageable list. */
function useCachedData(terms: readonly SearchTerm[], enabled: boolean): NarrowMessages {
  const byId = useAppStore((s) => s.messages.byId);
  const { store } = useAccount();
  return useMemo(() => {
    const ctx = messageContext(store.getState());
    const messages: StoredMessage[] = enabled ? cachedResults(byId, terms, ctx) : [];
    const narrow: Narrow = { kind: 'search', terms };
    return {
      range: { narrow, ids: messages.map((m) => m.id), foundOldest: true, foundNewest: true },
      messages,
      initialError: null,
      retryInitial: noop,
      loadOlder: noop,
      loadNewer: noop,
      loadingOlder: false,
      loadingNewer: false,
      pagingError: null,
      retryPaging: noop,
    };
  }, [byId, terms, enabled, store]);
}

export function SearchFallback({ terms, data }: { terms: readonly SearchTerm[]; data: NarrowMessages }) {
  const intl = useIntl();
  const error = data.initialError;
  const offline = useOffline(error) && !isRefusal(error);
  const cached = useCachedData(terms, offline);
  if (offline) {
    const count = cached.messages.length;
    return (
      <>
        <div className="message-view-note search-offline" role="status">
          <p>{intl.formatMessage(messages.offline, { count })}</p>
          <button type="button" className="button button-small" onClick={data.retryInitial}>
            {intl.formatMessage(messages.again)}
          </button>
        </div>
        {count > 0 && cached.range && <MessageList narrow={cached.range.narrow} data={cached} pending={[]} />}
      </>
    );
  }
  if (error === null) return <p className="message-view-note">{intl.formatMessage(messages.searching)}</p>;
  return (
    <div className="message-view-note is-error search-refused" role="alert">
      <p>
        {intl.formatMessage(isRefusal(error) ? messages.refused : messages.failed, {
          reason: errorMessage(error, intl),
        })}
      </p>
      {!isRefusal(error) && (
        <button type="button" className="button button-small" onClick={data.retryInitial}>
          {intl.formatMessage(messages.retry)}
        </button>
      )}
    </div>
  );
}
