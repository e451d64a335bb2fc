// The channel browser: every channel you can see, with its description, subscriber count and
// weekly traffic, a filter, and Subscribe / Unsubscribe on each row.
import { useId, useMemo, useState } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { useShallow } from 'zustand/react/shallow';
import { useCompareNames } from '../../i18n/name-order';
import { useAppStore, useDataReady } from '../../state/selectors';
import '../../styles/browse.css';
import { useSidebarUi } from '../channels/sidebar-ui-store';
import { browseRows } from './browse-model';
import { BrowseRowItem } from './browse-row';

const messages = defineMessages({
  filter: { id: 'browse.view.filter', defaultMessage: 'Filter channels' },
  list: { id: 'browse.view.list_label', defaultMessage: 'All channels' },
  nothing: { id: 'browse.view.nothing', defaultMessage: 'No channels to show.' },
  noMatch: { id: 'browse.view.no_match', defaultMessage: 'No channel matches.' },
});

export function BrowseChannelsView() {
  const intl = useIntl();
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
  const compareNames = useCompareNames();
  const rows = useMemo(
    () => browseRows(source, filter, showArchived, compareNames),
    [source, filter, showArchived, compareNames],
  );

  return (
    <section className="browse-view" aria-labelledby="browse-title">
      <header className="view-header">
        <h1 id="browse-title">
          <FormattedMessage id="browse.view.title" defaultMessage="Channels" />
        </h1>
        <button type="button" className="button button-primary" onClick={() => setCreating(true)}>
          <FormattedMessage id="browse.view.new_channel" defaultMessage="New channel" />
        </button>
      </header>
      <div className="browse-controls">
        <label htmlFor={filterId} className="visually-hidden">
          {intl.formatMessage(messages.filter)}
        </label>
        <input
          id={filterId}
          type="search"
          placeholder={intl.formatMessage(messages.filter)}
          value={filter}
          onChange={(event) => setFilter(event.target.value)}
        />
        <label className="form-choice">
          <input
            type="checkbox"
            checked={showArchived}
            onChange={(event) => setShowArchived(event.target.checked)}
          />
          <FormattedMessage id="browse.view.show_archived" defaultMessage="Show archived channels" />
        </label>
      </div>
      {!ready && (
        <p className="pane-note">
          <FormattedMessage id="browse.view.loading" defaultMessage="Loading channels…" />
        </p>
      )}
      {ready && rows.length === 0 && (
        <p className="pane-note">
          {intl.formatMessage(filter.trim() === '' ? messages.nothing : messages.noMatch)}
        </p>
      )}
      {rows.length > 0 && (
        <ul className="browse-list" aria-label={intl.formatMessage(messages.list)}>
          {rows.map((row) => (
            <BrowseRowItem key={row.streamId} row={row} />
          ))}
        </ul>
      )}
    </section>
  );
}
