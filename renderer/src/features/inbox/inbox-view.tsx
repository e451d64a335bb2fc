// The Inbox (#/inbox): every unread conversation, derived from the store (use-inbox.ts), in one
// virtualized list so only the rows in view are painted, with a filter box, "Collapse all", "Mark
// as read" per row and web's keyboard model (use-roving-focus.ts); ArrowDown in the filter box
// enters the list.
import '../../styles/inbox.css';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useRef, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useDataReady } from '../../state/selectors';
import { callIpc, errorMessage } from '../../bridge/call-api';
import { useEmptyTopicName } from '../messages/names';
import { useOffline } from '../connection/use-offline';
import { markInboxReadOrQueue, unreadIdsFor, type ReadTarget } from './inbox-mark-read';
import { InboxRowItem } from './inbox-row';
import { collapseKeys } from './inbox-rows';
import { useInboxUi } from './inbox-ui-store';
import { useInbox } from './use-inbox';
import { useRovingFocus } from './use-roving-focus';
import { useAccount } from '../../state/account-scope';

const messages = defineMessages({
  loading: { id: 'inbox.loading', defaultMessage: 'Loading…' },
  title: { id: 'inbox.title', defaultMessage: 'Inbox' },
  filter: { id: 'inbox.filter', defaultMessage: 'Filter conversations' },
  collapseAll: { id: 'inbox.collapse_all', defaultMessage: 'Collapse all' },
  expandAll: { id: 'inbox.expand_all', defaultMessage: 'Expand all' },
  empty: { id: 'inbox.empty', defaultMessage: 'There are no unread messages in your Inbox.' },
  noMatch: { id: 'inbox.no_match', defaultMessage: 'No unread conversations match your filter.' },
  list: { id: 'inbox.list', defaultMessage: 'Unread conversations' },
});
const counts = defineMessages<{ total: { count: number }; failed: { reason: string } }>({
  total: {
    id: 'inbox.total',
    defaultMessage: '{count, plural, one {# unread message} other {# unread messages}}',
  },
  failed: { id: 'inbox.mark_read_failed', defaultMessage: 'Could not mark as read: {reason}' },
});

const ROW_PX = 34;

export function InboxView() {
  const intl = useIntl();
  const { accountId, api, store } = useAccount();
  const offline = useOffline(null);
  const ready = useDataReady();
  const { groups, rows, total } = useInbox();
  const ui = useInboxUi();
  const emptyTopicName = useEmptyTopicName();
  const [failure, setFailure] = useState<string | null>(null);
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_PX,
    overscan: 8,
    // Rows on the first render, before the scroll element is measured: no empty frame on opening.
    initialRect: { width: 800, height: 900 },
  });
  const roving = useRovingFocus(rows, scrollRef, virtualizer, ui.focus, ui.setFocus);
  const markRead = useCallback(
    (target: ReadTarget, key: string) => {
      setFailure(null);
      const { realm, unread } = store.getState();
      // The ids are what old servers are sent, and what the outbox keeps while offline.
      const ids = unreadIdsFor(target, key, unread);
      const outbox = {
        offline,
        queue: (messageIds: number[]) => callIpc('outbox.markRead', { accountId, messageIds }),
      };
      markInboxReadOrQueue(api, outbox, target, realm.featureLevel, ids).catch((error: unknown) => {
        setFailure(intl.formatMessage(counts.failed, { reason: errorMessage(error, intl) }));
      });
    },
    [offline, intl],
  );

  if (!ready) return <p className="pane-note">{intl.formatMessage(messages.loading)}</p>;
  const keys = collapseKeys(groups);
  const anyOpen = keys.some((key) => !ui.collapsed.has(key));
  return (
    <section className="inbox-view" aria-labelledby="pane-title">
      <header className="inbox-header">
        <h1 id="pane-title">{intl.formatMessage(messages.title)}</h1>
        <input
          type="text"
          className="field inbox-filter"
          aria-label={intl.formatMessage(messages.filter)}
          placeholder={intl.formatMessage(messages.filter)}
          value={ui.filter}
          onChange={(event) => ui.setFilter(event.target.value)}
          onKeyDown={(event) => {
            if (event.key !== 'ArrowDown' || rows.length === 0) return;
            event.preventDefault();
            roving.focusActive();
          }}
        />
        <button
          type="button"
          className="link-button"
          disabled={keys.length === 0}
          onClick={() => ui.setCollapsed(keys, anyOpen)}
        >
          {intl.formatMessage(anyOpen ? messages.collapseAll : messages.expandAll)}
        </button>
      </header>
      <p className="inbox-total" data-testid="inbox-total" aria-live="polite">
        {intl.formatMessage(counts.total, { count: total })}
      </p>
      {failure !== null && (
        <p className="pane-note" role="alert">
          {failure}
        </p>
      )}
      {rows.length === 0 ? (
        <p className="pane-note">
          {intl.formatMessage(ui.filter.trim() === '' ? messages.empty : messages.noMatch)}
        </p>
      ) : (
        <div
          ref={scrollRef}
          className="inbox-scroll"
          onKeyDown={roving.onKeyDown}
          onFocus={roving.onFocus}
          onBlur={roving.onBlur}
        >
          <div
            role="list"
            aria-label={intl.formatMessage(messages.list)}
            className="inbox-list"
            style={{ height: `${virtualizer.getTotalSize()}px` }}
          >
            {virtualizer.getVirtualItems().map((item) => {
              const row = rows[item.index]!;
              return (
                <InboxRowItem
                  key={row.key}
                  row={row}
                  index={item.index}
                  top={item.start}
                  active={item.index === roving.active}
                  emptyTopicName={emptyTopicName}
                  onFocusRow={roving.onFocusRow}
                  onToggle={ui.toggle}
                  onMarkRead={markRead}
                />
              );
            })}
          </div>
        </div>
      )}
    </section>
  );
}
