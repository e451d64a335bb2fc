// The people list, virtualized: only the rows in view (and a few either side) are in the DOM, so
// 10,000 people cost no more to show than 30, and everyone is reachable by scrolling. Each row carries
// aria-setsize/aria-posinset, since a screen reader cannot count rows that are not there. One row is
// in the tab order (roving focus): arrows, PageUp/PageDown and Home/End move it, Enter opens the card.
import { useVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { rovingStep, useRovingRequest } from '../common/use-roving-list';
import type { PersonEntry } from './people-index';
import { PersonRow } from './person-row';

/**
 * Row heights by list style, fixed (people.css makes the row fill them): nothing to measure, so
 * opening the list forces no layout per row.
 */
const ROW_PX: Record<number, number> = { 1: 36, 2: 54, 3: 54 };

const messages = defineMessages({
  list: { id: 'people.list.label', defaultMessage: 'People' },
});

interface PeopleListProps {
  entries: readonly PersonEntry[];
  listStyle: number;
  nowMs: number;
  /** Changes when the filter field hands the keyboard to the list (ArrowDown): focus the first row. */
  enterSeq: number;
  onOpen(userId: number, trigger: HTMLElement): void;
}

export function PeopleList({ entries, listStyle, nowMs, enterSeq, onOpen }: PeopleListProps) {
  const intl = useIntl();
  const scrollRef = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState(0);
  const current = Math.min(active, entries.length - 1);
  const itemKey = useCallback((index: number) => entries[index]?.user.user_id ?? index, [entries]);
  const estimateSize = useCallback(() => ROW_PX[listStyle] ?? 52, [listStyle]);
  const virtualizer = useVirtualizer({
    count: entries.length,
    getScrollElement: () => scrollRef.current,
    estimateSize,
    // Stable between renders: a new function would make the virtualizer lay out every row again.
    getItemKey: itemKey,
    overscan: 8,
  });

  // A key moves the focus with the active row (not when the list merely re-renders).
  const request = useRovingRequest(
    scrollRef,
    virtualizer,
    current,
    (index) => `[data-index="${index}"] button`,
  );
  const moveTo = useCallback(
    (index: number) => {
      setActive(index);
      request();
    },
    [request],
  );

  // Only a change after mount counts: the list is mounted anew for each query while the user types.
  const enteredAt = useRef(enterSeq);
  useEffect(() => {
    if (enterSeq === enteredAt.current) return;
    enteredAt.current = enterSeq;
    moveTo(0);
  }, [enterSeq, moveTo]);

  const onKeyDown = (event: KeyboardEvent) => {
    const next = rovingStep(event.key, current, entries.length, false);
    if (next === null) return;
    event.preventDefault();
    moveTo(next);
  };

  return (
    <div ref={scrollRef} className="people-scroll" data-testid="people-scroll">
      <ul
        className="people-list"
        aria-label={intl.formatMessage(messages.list)}
        style={{ height: `${virtualizer.getTotalSize()}px` }}
        onKeyDown={onKeyDown}
      >
        {virtualizer.getVirtualItems().map((item) => {
          const entry = entries[item.index] as PersonEntry;
          return (
            <li
              key={item.key}
              data-index={item.index}
              className="person-item"
              aria-setsize={entries.length}
              aria-posinset={item.index + 1}
              style={{ height: `${item.size}px`, transform: `translateY(${item.start}px)` }}
              onFocus={() => item.index !== current && setActive(item.index)}
            >
              <PersonRow
                user={entry.user}
                listStyle={listStyle}
                nowMs={nowMs}
                tabbable={item.index === current}
                onOpen={onOpen}
              />
            </li>
          );
        })}
      </ul>
    </div>
  );
}
