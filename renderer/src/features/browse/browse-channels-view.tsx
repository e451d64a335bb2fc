// The channel browser: every channel you can see, with its description, subscriber count and
// weekly traffic, a filter, and Subscribe / Unsubscribe on each row.
import { useId, useMemo, useState } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { useAppStore, useDataReady } from '../../state/selectors';
import '../../styles/browse.css';
import { useSidebarUi } from '../channels/sidebar-ui-store';
import { browseRows } from './browse-model';
import { BrowseRowItem } from './browse-row';

export function BrowseChannelsView() {
  const ready = useDataReady();
  const source = useAppStore(
    useShallow((s) => ({
      subscriptions: s.channels.subscriptions,
      streams: s.channels.streams,
      unsubscribed: s.channels.unsubscribed,
      neverSubscribed: s.channels.neverSubscribed,
    })),
  );
  const [filter, setFilter] = useState('');
  const [showArchived, setShowArchived] = useState(false);
  const setCreating = useSidebarUi((s) => s.setCreatingChannel);
  const filterId = useId();
  const rows = useMemo(() => browseRows(source, filter, showArchived), [source, filter, showArchived]);

  return (
    <section className="browse-view" aria-labelledby="browse-title">
      <header className="view-header">
        <h1 id="browse-title">Channels</h1>
        <button type="button" className="button button-primary" onClick={() => setCreating(true)}>
          New channel
        </button>
      </header>
      <div className="browse-controls">
        <label htmlFor={filterId} className="visually-hidden">
          Filter channels
        </label>
        <input
          id={filterId}
          type="search"
          placeholder="Filter channels"
          value={filter}
          onChange={(event) => setFilter(event.target.value)}
        />
        <label className="form-choice">
          <input
            type="checkbox"
            checked={showArchived}
            onChange={(event) => setShowArchived(event.target.checked)}
          />
          Show archived channels
        </label>
      </div>
      {!ready && <p className="pane-note">Loading channels…</p>}
      {ready && rows.length === 0 && (
        <p className="pane-note">{filter.trim() === '' ? 'No channels to show.' : 'No channel matches.'}</p>
      )}
      {rows.length > 0 && (
        <ul className="browse-list" aria-label="All channels">
          {rows.map((row) => (
            <BrowseRowItem key={row.streamId} row={row} />
          ))}
        </ul>
      )}
    </section>
  );
}
