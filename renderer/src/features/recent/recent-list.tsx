// The scrolling list of Recent conversations: virtualized (a big organization has thousands of
// conversations), walked from the keyboard (one row is in the tab order; the arrows, j and k move
// between rows, Home and End jump), and asking for older messages when the reader nears the bottom.
import { useVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import type { RecentConversation } from './recent-grouping';
import { rovingStep } from '../common/use-roving-list';
import { RecentRow } from './recent-row';
import { createTimeFormat } from './recent-time';
import { useUserSetting } from '../settings/use-user-setting';

const messages = defineMessages({
  list: { id: 'recent.list.label', defaultMessage: 'Conversations' },
});

const ROW_PX = 44;
/** Load older messages while the reader is within this many pixels of the bottom. */
const EDGE_PX = 600;

interface RecentListProps {
  rows: readonly RecentConversation[];
  nowMs: number;
  onNearEnd(): void;
  /** Below the rows: "Load more", a spinner or the end marker. */
  footer: ReactNode;
}

export function RecentList({ rows, nowMs, onNearEnd, footer }: RecentListProps) {
  const intl = useIntl();
  const twentyFourHour = useUserSetting('twenty_four_hour_time');
  const scrollRef = useRef<HTMLDivElement>(null);
  const time = useMemo(() => createTimeFormat(intl, twentyFourHour), [intl, twentyFourHour]);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_PX,
    getItemKey: (index) => rows[index]?.key ?? index,
    overscan: 10,
    // Rows on the first render, before the scroll element is measured: no empty frame on opening.
    initialRect: { width: 800, height: 900 },
  });
  // The row the keyboard is on, by conversation: it keeps its place when a new message reorders rows.
  const [activeKey, setActiveKey] = useState<string | null>(null);
  const found = activeKey === null ? -1 : rows.findIndex((row) => row.key === activeKey);
  const activeIndex = found < 0 ? 0 : found;
  const focusWanted = useRef(false);

  useEffect(() => {
    if (!focusWanted.current) return;
    const link = scrollRef.current?.querySelector<HTMLElement>(`[data-index="${activeIndex}"] a`);
    if (link) {
      focusWanted.current = false;
      link.focus();
    }
  });

  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLDivElement>) => {
      if (event.altKey || event.ctrlKey || event.metaKey || !(event.target instanceof HTMLAnchorElement))
        return;
      const next = rovingStep(event.key, activeIndex, rows.length, true);
      if (next === null) return;
      event.preventDefault();
      event.stopPropagation();
      focusWanted.current = true;
      setActiveKey(rows[next]?.key ?? null);
      virtualizer.scrollToIndex(next, { align: 'auto' });
    },
    [rows, activeIndex, virtualizer],
  );

  const onScroll = useCallback(() => {
    const element = scrollRef.current;
    if (element !== null && element.scrollHeight - element.scrollTop - element.clientHeight < EDGE_PX)
      onNearEnd();
  }, [onNearEnd]);

  const items = virtualizer.getVirtualItems();
  // When the keyboard's row is scrolled out of the DOM, the first row shown takes its place in the tab order.
  const tabIndexRow = items.some((item) => item.index === activeIndex) ? activeIndex : (items[0]?.index ?? 0);
  return (
    <div className="recent-scroller" ref={scrollRef} onScroll={onScroll} onKeyDown={onKeyDown}>
      <ul
        className="recent-list"
        aria-label={intl.formatMessage(messages.list)}
        style={{ height: virtualizer.getTotalSize() }}
        // A click or Tab onto a row makes it the keyboard's row.
        onFocus={(event) => {
          const key = event.target.closest<HTMLElement>('[data-key]')?.dataset.key;
          if (key !== undefined && key !== activeKey) setActiveKey(key);
        }}
      >
        {items.map((item) => {
          const row = rows[item.index];
          if (row === undefined) return null;
          return (
            <li
              key={item.key}
              data-index={item.index}
              aria-setsize={rows.length}
              aria-posinset={item.index + 1}
              className="recent-item"
              style={{ transform: `translateY(${item.start}px)`, height: item.size }}
            >
              <RecentRow row={row} nowMs={nowMs} time={time} tabbable={item.index === tabIndexRow} />
            </li>
          );
        })}
      </ul>
      <div className="recent-footer">{footer}</div>
    </div>
  );
}
