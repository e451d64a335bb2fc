// The header of a search's results: what was searched, in words (the query as typed in its
// tooltip); how many messages matched, once every result is loaded; and, when a channel term
// narrows the search, a button that searches all channels instead (the same terms without it).
import '../../styles/search-results.css';
import { useMemo } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { routeHref } from '../../routing/route';
import { findChannel } from '../../state/channels';
import type { SearchTerm } from '../../state/narrow';
import { useAppStore } from '../../state/selectors';
import { findUser } from '../../state/users';
import { narrowKey } from '../messages/narrow';
import { describeSearch, type SearchNames } from './describe-search';
import { formatSearchQuery } from './search-query';
import { formatPhrase } from '../../../../shared/i18n/phrase';

const messages = defineMessages<{ count: { count: number }; widen: Record<never, never> }>({
  count: {
    id: 'search.header.result_count',
    defaultMessage: '{count, plural, one {# result} other {# results}}',
  },
  widen: { id: 'search.header.all_channels', defaultMessage: 'Search in all channels' },
});

const isChannelTerm = (term: SearchTerm) =>
  !term.negated && (term.operator === 'channel' || term.operator === 'stream');

function useSearchNames(): SearchNames {
  const channels = useAppStore((s) => s.channels);
  const users = useAppStore((s) => s.users);
  const ownUserId = useAppStore((s) => s.realm.ownUserId);
  return useMemo(() => {
    const id = (operand: string) => (/^\d+$/.test(operand) ? Number(operand) : undefined);
    const userIdOf = (operand: string) => (operand === 'me' ? (ownUserId ?? undefined) : id(operand));
    return {
      channel: (operand) => {
        const streamId = id(operand);
        return streamId === undefined ? undefined : findChannel(channels, streamId)?.name;
      },
      user: (operand) => {
        const userId = userIdOf(operand);
        return userId === undefined ? undefined : findUser(users, userId)?.full_name;
      },
      isMe: (operand) => ownUserId !== null && userIdOf(operand) === ownUserId,
    };
  }, [channels, users, ownUserId]);
}

export function SearchHeader({ terms }: { terms: readonly SearchTerm[] }) {
  const intl = useIntl();
  const names = useSearchNames();
  const range = useAppStore((s) => s.messages.narrows[narrowKey({ kind: 'search', terms })]);
  const complete = range !== undefined && range.foundOldest && range.foundNewest;
  const count = range?.ids.length ?? 0;
  const widened = terms.filter((term) => !isChannelTerm(term));
  const canWiden = widened.length > 0 && widened.length < terms.length;
  return (
    <header className="narrow-header search-header">
      <h1 id="pane-title" className="search-header-title" title={formatSearchQuery(terms)}>
        {formatPhrase(intl, describeSearch(terms, names))}
      </h1>
      {complete && (
        <span className="search-header-count" data-testid="search-result-count">
          {intl.formatMessage(messages.count, { count })}
        </span>
      )}
      {canWiden && (
        <button
          type="button"
          className="button button-small"
          onClick={() => {
            window.location.hash = routeHref({ name: 'search', terms: widened });
          }}
        >
          {intl.formatMessage(messages.widen)}
        </button>
      )}
    </header>
  );
}
