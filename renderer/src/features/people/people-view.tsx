import '../../styles/people.css';
import { useCallback, useDeferredValue, useMemo, useRef, useState } from 'react';
import { useActiveUsers, useDataReady } from '../../state/selectors';
import { matchesSearch, sortPeople } from './people-model';
import { useUserListStyle } from './people-selectors';
import { PersonRow } from './person-row';
import { ProfileCard } from './profile-card';
import { useClock } from './use-clock';
import { useFetchedUsers } from './use-fetched-users';

/** Rows rendered at most; a search narrows the rest (keeps very large organizations responsive). */
const MAX_ROWS = 500;
const PRESENCE_REFRESH_MS = 30_000;

/** Everyone the server lets us see, active accounts only, with a search box and profile cards. */
export function PeopleView() {
  const ready = useDataReady();
  const { error: fetchError } = useFetchedUsers();
  const users = useActiveUsers();
  const listStyle = useUserListStyle();
  const nowMs = useClock(PRESENCE_REFRESH_MS);
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);
  const [openId, setOpenId] = useState<number | null>(null);
  const triggerRef = useRef<HTMLElement | null>(null);

  const matches = useMemo(
    () => sortPeople(users.filter((user) => matchesSearch(user, deferredQuery))),
    [users, deferredQuery],
  );
  const open = useCallback((userId: number, trigger: HTMLElement) => {
    triggerRef.current = trigger;
    setOpenId(userId);
  }, []);
  const close = useCallback(() => {
    setOpenId(null);
    triggerRef.current?.focus();
  }, []);

  if (!ready) return <p className="pane-note">Loading…</p>;
  const shown = matches.slice(0, MAX_ROWS);
  return (
    <section className="people-view" aria-labelledby="pane-title">
      <header className="people-header">
        <h1 id="pane-title">People</h1>
        <input
          // A plain text input: QA finds it as a textbox (type=search would make it a searchbox).
          type="text"
          className="people-search"
          aria-label="Search people"
          placeholder="Search by name or email"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
      </header>
      {fetchError && (
        <p className="pane-note" role="alert">
          Could not refresh profiles: {fetchError.message}
        </p>
      )}
      <p className="people-count" aria-live="polite">
        {matches.length === 1 ? '1 person' : `${matches.length.toLocaleString()} people`}
        {matches.length > shown.length && ` (showing the first ${shown.length}; search to narrow)`}
      </p>
      {matches.length === 0 ? (
        <p className="pane-note">Nobody matches “{deferredQuery.trim()}”.</p>
      ) : (
        <ul className="people-list" aria-label="People">
          {shown.map((user) => (
            <PersonRow key={user.user_id} user={user} listStyle={listStyle} nowMs={nowMs} onOpen={open} />
          ))}
        </ul>
      )}
      {openId !== null && <ProfileCard userId={openId} nowMs={nowMs} onClose={close} />}
    </section>
  );
}
