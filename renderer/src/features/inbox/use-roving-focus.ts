// The Inbox's keyboard model, as web's: one row at a time is in the tab order (roving focus);
// arrows or j/k, Home/End and PgUp/PgDn move it (scrolling the virtual list to the row first, since
// a row out of view is not in the DOM), ArrowRight/l reaches the row's "Mark as read" and
// ArrowLeft/h comes back. Enter is the focused link's or button's own.
import type { Virtualizer } from '@tanstack/react-virtual';
import { useCallback, useLayoutEffect, useState, type KeyboardEvent, type RefObject } from 'react';
import { nextIndex, type InboxRow } from './inbox-rows';

const PAGE_ROWS = 10;
const SIDEWAYS = new Set(['ArrowRight', 'l', 'ArrowLeft', 'h']);

export interface RovingFocus {
  /** The row in the tab order. */
  active: number;
  /** A row took the focus (click or Tab): it becomes the active one. */
  onFocusRow(index: number): void;
  /** Moves the focus to the active row (ArrowDown from the filter box). */
  focusActive(): void;
  onKeyDown(event: KeyboardEvent): void;
}

export function useRovingFocus(
  rows: readonly InboxRow[],
  scrollRef: RefObject<HTMLElement | null>,
  virtualizer: Virtualizer<HTMLDivElement, Element>,
  focusKey: string | null,
  setFocusKey: (key: string | null) => void,
): RovingFocus {
  /** Bumped when a key asks for the focus; the layout effect then moves it to the active row. */
  const [request, setRequest] = useState(0);
  const found = focusKey === null ? -1 : rows.findIndex((row) => row.key === focusKey);
  const active = found === -1 ? 0 : found;

  useLayoutEffect(() => {
    if (request === 0) return;
    virtualizer.scrollToIndex(active, { align: 'auto' });
    const control = () => scrollRef.current?.querySelector<HTMLElement>(`[data-main="${active}"]`);
    const present = control();
    if (present) return present.focus();
    const frame = requestAnimationFrame(() => control()?.focus());
    return () => cancelAnimationFrame(frame);
    // Only a request moves the focus; `active` changing under live updates must not steal it.
  }, [request]);

  const onFocusRow = useCallback(
    (index: number) => {
      const key = rows[index]?.key;
      if (key !== undefined) setFocusKey(key);
    },
    [rows, setFocusKey],
  );
  const moveTo = (index: number) => {
    setFocusKey(rows[index]?.key ?? null);
    setRequest((n) => n + 1);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    if (SIDEWAYS.has(event.key)) {
      const row = scrollRef.current?.querySelector(`[data-main="${active}"]`)?.parentElement;
      const toButton = event.key === 'ArrowRight' || event.key === 'l';
      event.preventDefault();
      event.stopPropagation();
      row?.querySelector<HTMLElement>(toButton ? '.inbox-read' : '.inbox-main')?.focus();
      return;
    }
    const next = nextIndex(event.key, active, rows.length, PAGE_ROWS);
    if (next === null) return;
    event.preventDefault();
    event.stopPropagation();
    moveTo(next);
  };

  return { active, onFocusRow, focusActive: () => moveTo(active), onKeyDown };
}
