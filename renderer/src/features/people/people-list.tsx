// The people list, virtualized: only the rows in view (and a few either side) are in the DOM, so
// 10,000 people cost no more to show than 30, and everyone is reachable by scrolling. Each row carries
// aria-setsize/aria-posinset, since a screen reader cannot count rows that are not there. One row is
// in the tab order (roving focus): arrows, PageUp/PageDown and Home/End move it, Enter opens the card.
import { useVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { PersonEntry } from './people-index';
import { PersonRow } from './person-row';

/**
 * Row heights by list style, fixed (people.css makes the row fill them): nothing to measure, so
 * opening the list forces no layout per row.
 */
const ROW_PX: Record<number, number> = { 1: 36, 2: 54, 3: 54 };
const PAGE_ROWS = 10;

interface PeopleListProps {
  entries: readonly PersonEntry[];
  listStyle: number;
  nowMs: number;
  /** Changes when the filter field hands the keyboard to the list (ArrowDown): focus the first row. */
  enterSeq: number;
  onOpen(userId: number, trigger: HTMLElement): void;
}

/** The row index a key moves to from `index` in a list of `count`, or null for other keys. */
export function moveInList(index: number, key: string, count: number): number | null {
  const last = count - 1;
  switch (key) {
    case 'ArrowDown':
      return Math.min(index + 1, last);
    case 'ArrowUp':
      return Math.max(index - 1, 0);
    case 'PageDown':
      return Math.min(index + PAGE_ROWS, last);
    case 'PageUp':
      return Math.max(index - PAGE_ROWS, 0);
    case 'Home':
      return 0;
    case 'End':
      return last;
    default:
      return null;
  }
}

export function PeopleList({ entries, listStyle, nowMs, enterSeq, onOpen }: PeopleListProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState(0);
  // Bumped by a key: focus follows the active row (not when the list merely re-renders).
  const [focusSeq, setFocusSeq] = useState(0);
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

  const moveTo = useCallback((index: number) => {
    setActive(index);
    setFocusSeq((seq) => seq + 1);
  }, []);

  // Only a change after mount counts: the list is mounted anew for each query while the user types.
  const enteredAt = useRef(enterSeq);
  useEffect(() => {
    if (enterSeq === enteredAt.current) return;
    enteredAt.current = enterSeq;
    moveTo(0);
  }, [enterSeq, moveTo]);

  useLayoutEffect(() => {
    if (focusSeq === 0 || current < 0) return;
    virtualizer.scrollToIndex(current, { align: 'auto' });
    // A row on screen takes focus at once (so the next key lands on it); one scrolled to renders a
    // frame later.
    const row = () => scrollRef.current?.querySelector<HTMLElement>(`[data-index="${current}"] button`);
    const present = row();
    if (present) {
      present.focus();
      return;
    }
    const frame = requestAnimationFrame(() => row()?.focus());
    return () => cancelAnimationFrame(frame);
  }, [focusSeq, current, virtualizer]);

  const onKeyDown = (event: KeyboardEvent) => {
    const next = moveInList(current, event.key, entries.length);
    if (next === null) return;
    event.preventDefault();
    moveTo(next);
  };

  return (
    <div ref={scrollRef} className="people-scroll" data-testid="people-scroll">
      <ul
        className="people-list"
        aria-label="People"
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
