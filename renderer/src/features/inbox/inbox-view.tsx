// The Inbox (#/inbox): every unread conversation, derived from the store (use-inbox.ts), in one
// virtualized list so only the rows in view are painted, with a filter box, "Collapse all" and
// web's keyboard model: arrows or j/k (Home, End, PgUp, PgDn) move a roving focus between rows,
// ArrowRight/l reaches the row's "Mark as read" and ArrowLeft/h comes back, Enter opens a row or
// collapses a header; ArrowDown in the filter box enters the list.
import '../../styles/inbox.css';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { callApi } from '../../bridge/call-api';
import { useDataReady } from '../../state/selectors';
import { appStore } from '../../state/store';
import { markInboxRead, type ReadTarget } from './inbox-mark-read';
import { InboxRowItem } from './inbox-row';
import { collapseKeys, nextIndex } from './inbox-rows';
import { useInboxUi } from './inbox-ui-store';
import { useInbox } from './use-inbox';

const ROW_PX = 34;
const PAGE_ROWS = 10;

export function InboxView() {
  const ready = useDataReady();
  const { groups, rows, total } = useInbox();
  const ui = useInboxUi();
  const [failure, setFailure] = useState<string | null>(null);
  const scrollRef = useRef<HTMLDivElement>(null);
  /** Set when a key moved the focus, so the next render focuses the row. */
  const wantFocus = useRef(false);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_PX,
    overscan: 8,
  });
  const found = ui.focusKey === null ? -1 : rows.findIndex((row) => row.key === ui.focusKey);
  const active = found === -1 ? 0 : found;

  useLayoutEffect(() => {
    if (!wantFocus.current) return;
    wantFocus.current = false;
    virtualizer.scrollToIndex(active, { align: 'auto' });
    const control = () => scrollRef.current?.querySelector<HTMLElement>(`[data-main="${active}"]`);
    const present = control();
    if (present) return present.focus();
    const frame = requestAnimationFrame(() => control()?.focus());
    return () => cancelAnimationFrame(frame);
  }, [active, virtualizer]);

  const { setFocusKey } = ui;
  const focusRow = useCallback(
    (index: number) => {
      const key = rows[index]?.key;
      if (key !== undefined) setFocusKey(key);
    },
    [rows, setFocusKey],
  );
  const markRead = useCallback((target: ReadTarget, key: string) => {
    setFailure(null);
    const { realm, unread } = appStore.getState();
    // A row's key is its conversation's key: the ids are what old servers are sent.
    const ids = unread.conversations.get(key)?.ids ?? [];
    markInboxRead(callApi, target, realm.featureLevel, ids).catch((error: unknown) => {
      setFailure(`Could not mark as read: ${error instanceof Error ? error.message : String(error)}`);
    });
  }, []);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    const key = event.key;
    if (key === 'ArrowRight' || key === 'l' || key === 'ArrowLeft' || key === 'h') {
      const row = scrollRef.current?.querySelector(`[data-main="${active}"]`)?.parentElement;
      const toButton = key === 'ArrowRight' || key === 'l';
      const target = toButton
        ? row?.querySelector<HTMLElement>('.inbox-read')
        : row?.querySelector<HTMLElement>('.inbox-main');
      event.preventDefault();
      target?.focus();
      return;
    }
    const next = nextIndex(key, active, rows.length, PAGE_ROWS);
    if (next === null) return;
    event.preventDefault();
    event.stopPropagation();
    wantFocus.current = true;
    const nextKey = rows[next]?.key ?? null;
    if (nextKey === ui.focusKey) {
      // Same row (the focus was elsewhere): focus it without waiting for a state change.
      scrollRef.current?.querySelector<HTMLElement>(`[data-main="${next}"]`)?.focus();
      wantFocus.current = false;
    } else setFocusKey(nextKey);
  };

  if (!ready) return <p className="pane-note">Loading…</p>;
  const keys = collapseKeys(groups);
  const anyOpen = keys.some((key) => !ui.collapsed.has(key));
  return (
    <section className="inbox-view" aria-labelledby="pane-title">
      <header className="inbox-header">
        <h1 id="pane-title">Inbox</h1>
        <input
          type="text"
          className="inbox-filter"
          aria-label="Filter conversations"
          placeholder="Filter conversations"
          value={ui.filter}
          onChange={(event) => ui.setFilter(event.target.value)}
          onKeyDown={(event) => {
            if (event.key !== 'ArrowDown' || rows.length === 0) return;
            event.preventDefault();
            wantFocus.current = true;
            scrollRef.current?.querySelector<HTMLElement>(`[data-main="${active}"]`)?.focus();
          }}
        />
        <button
          type="button"
          className="link-button"
          disabled={keys.length === 0}
          onClick={() => ui.setCollapsed(keys, anyOpen)}
        >
          {anyOpen ? 'Collapse all' : 'Expand all'}
        </button>
      </header>
      <p className="inbox-total" data-testid="inbox-total" aria-live="polite">
        {total === 1 ? '1 unread message' : `${total.toLocaleString('en-US')} unread messages`}
      </p>
      {failure !== null && (
        <p className="pane-note" role="alert">
          {failure}
        </p>
      )}
      {rows.length === 0 ? (
        <p className="pane-note">
          {ui.filter.trim() === ''
            ? 'There are no unread messages in your Inbox.'
            : 'No unread conversations match your filter.'}
        </p>
      ) : (
        <div ref={scrollRef} className="inbox-scroll" onKeyDown={onKeyDown}>
          <div
            role="list"
            aria-label="Unread conversations"
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
                  active={item.index === active}
                  onFocusRow={focusRow}
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
