// The People view: everyone, a filter field, the count, and a profile card for the chosen person.
import '../../styles/people.css';
import { useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { defineMessages, FormattedMessage, useIntl, type NoMessageValues } from 'react-intl';
import { useAppStore, useDataReady } from '../../state/selectors';
import { useFocusRequest } from '../keyboard/focus-requests';
import { filterPeople } from './people-index';
import { usePeopleIndex } from './people-index-cache';
import { PeopleList } from './people-list';
import { useUserListStyle } from './people-selectors';
import { ProfileCard } from './profile-card';
import { useClock } from './use-clock';
import { useFetchedUsers } from './use-fetched-users';

const PRESENCE_REFRESH_MS = 30_000;

const messages = defineMessages<{
  search: NoMessageValues;
  searchHint: NoMessageValues;
  count: { count: number };
}>({
  search: { id: 'people.view.search', defaultMessage: 'Search people' },
  searchHint: { id: 'people.view.search_placeholder', defaultMessage: 'Search by name or email' },
  count: { id: 'people.view.count', defaultMessage: '{count, plural, one {# person} other {# people}}' },
});

/**
 * Everyone the server lets us see, active accounts only, with a filter field (`w` focuses it) and
 * profile cards. The sorted, search-keyed index is built once per version of the users slice (and
 * kept between visits); a keystroke only filters it.
 */
export function PeopleView() {
  const intl = useIntl();
  const ready = useDataReady();
  const { error: fetchError } = useFetchedUsers();
  const active = useAppStore((s) => s.users.active);
  const listStyle = useUserListStyle();
  const nowMs = useClock(PRESENCE_REFRESH_MS);
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);
  const [openId, setOpenId] = useState<number | null>(null);
  const [enterSeq, setEnterSeq] = useState(0);
  const triggerRef = useRef<HTMLElement | null>(null);
  const filterRef = useRef<HTMLInputElement>(null);
  useFocusRequest('people-filter', filterRef);

  const index = usePeopleIndex(active);
  const matches = useMemo(() => filterPeople(index, deferredQuery), [index, deferredQuery]);
  const open = useCallback((userId: number, trigger: HTMLElement) => {
    triggerRef.current = trigger;
    setOpenId(userId);
  }, []);
  const close = useCallback(() => setOpenId(null), []);
  // Back to the row that opened the card, once the card's modal dialog has closed (an element
  // behind an open modal cannot take the focus).
  useEffect(() => {
    if (openId !== null) return;
    triggerRef.current?.focus();
    triggerRef.current = null;
  }, [openId]);

  return (
    <section className="people-view" aria-labelledby="pane-title">
      <header className="people-header">
        <h1 id="pane-title">
          <FormattedMessage id="people.view.title" defaultMessage="People" />
        </h1>
        <input
          ref={filterRef}
          // A plain text input: QA finds it as a textbox (type=search would make it a searchbox).
          type="text"
          className="field people-search"
          aria-label={intl.formatMessage(messages.search)}
          placeholder={intl.formatMessage(messages.searchHint)}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'ArrowDown' && matches.length > 0) {
              event.preventDefault();
              setEnterSeq((seq) => seq + 1);
            } else if (event.key === 'Escape' && query !== '') {
              event.stopPropagation();
              setQuery('');
            }
          }}
        />
      </header>
      {!ready && (
        <p className="pane-note">
          <FormattedMessage id="people.view.loading" defaultMessage="Loading…" />
        </p>
      )}
      {fetchError && (
        <p className="pane-note" role="alert">
          <FormattedMessage
            id="people.view.fetch_error"
            defaultMessage="Could not refresh profiles: {error}"
            values={{ error: fetchError.message }}
          />
        </p>
      )}
      {ready && (
        <p className="people-count" aria-live="polite">
          {intl.formatMessage(messages.count, { count: matches.length })}
        </p>
      )}
      {ready && matches.length === 0 && (
        <p className="pane-note">
          <FormattedMessage
            id="people.view.no_match"
            defaultMessage="Nobody matches “{query}”."
            values={{ query: deferredQuery.trim() }}
          />
        </p>
      )}
      {ready && matches.length > 0 && (
        <PeopleList
          key={deferredQuery}
          entries={matches}
          listStyle={listStyle}
          nowMs={nowMs}
          enterSeq={enterSeq}
          onOpen={open}
        />
      )}
      {openId !== null && <ProfileCard userId={openId} nowMs={nowMs} onClose={close} />}
    </section>
  );
}
