// The Inbox's keyboard model, as web's: one row at a time is in the tab order (roving focus);
// arrows or j/k, Home/End and PgUp/PgDn move it (scrolling the virtual list to the row first, since
// a row out of view is not in the DOM), ArrowRight/l reaches the row's "Mark as read" and
// ArrowLeft/h comes back. Enter is the focused link's or button's own. When the focused row leaves
// the list, the focus stays at its place.
import type { Virtualizer } from '@tanstack/react-virtual';
import {
  useCallback,
  useLayoutEffect,
  useRef,
  type FocusEvent,
  type KeyboardEvent,
  type RefObject,
} from 'react';
import { rovingStep, useRovingRequest } from '../common/use-roving-list';
import { directionOf, logicalArrowKey } from '../../i18n/direction';
import type { InboxRow } from './inbox-rows';
import type { RowFocus } from './inbox-ui-store';

const SIDEWAYS = new Set(['ArrowRight', 'l', 'ArrowLeft', 'h']);

export interface RovingFocus {
  /** The row in the tab order. */
  active: number;
  /** A row took the focus (click or Tab): it becomes the active one. */
  onFocusRow(index: number): void;
  /** Moves the focus to the active row (ArrowDown from the filter box). */
  focusActive(): void;
  onKeyDown(event: KeyboardEvent): void;
  /** For the list's container: whether the focus is in the list. */
  onFocus(): void;
  onBlur(event: FocusEvent): void;
}

export function useRovingFocus(
  rows: readonly InboxRow[],
  scrollRef: RefObject<HTMLElement | null>,
  virtualizer: Virtualizer<HTMLDivElement, Element>,
  focus: RowFocus | null,
  setFocus: (focus: RowFocus) => void,
): RovingFocus {
  const found = focus === null ? -1 : rows.findIndex((row) => row.key === focus.key);
  const active = found !== -1 ? found : Math.max(0, Math.min(focus?.index ?? 0, rows.length - 1));

  const request = useRovingRequest(scrollRef, virtualizer, active, (index) => `[data-main="${index}"]`);

  // A focused row that goes (read, muted) takes the focus with it: give it to the row now in its place.
  const inList = useRef(false);
  useLayoutEffect(() => {
    if (!inList.current || document.activeElement !== document.body) return;
    scrollRef.current?.querySelector<HTMLElement>(`[data-main="${active}"]`)?.focus();
  }, [rows, active, scrollRef]);

  const onFocusRow = useCallback(
    (index: number) => {
      const key = rows[index]?.key;
      if (key !== undefined) setFocus({ key, index });
    },
    [rows, setFocus],
  );
  const moveTo = (index: number) => {
    const key = rows[index]?.key;
    if (key !== undefined) setFocus({ key, index });
    request();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    if (SIDEWAYS.has(event.key)) {
      const row = scrollRef.current?.querySelector(`[data-main="${active}"]`)?.parentElement;
      // The arrows swap in right to left (the button is then on the left); h and l stay as they are.
      const arrow = logicalArrowKey(event.key, directionOf(event.currentTarget));
      const toButton = arrow === 'ArrowRight' || event.key === 'l';
      event.preventDefault();
      event.stopPropagation();
      row?.querySelector<HTMLElement>(toButton ? '.inbox-read' : '.inbox-main')?.focus();
      return;
    }
    const next = rovingStep(event.key, active, rows.length, true);
    if (next === null) return;
    event.preventDefault();
    event.stopPropagation();
    moveTo(next);
  };

  return {
    active,
    onFocusRow,
    focusActive: () => moveTo(active),
    onKeyDown,
    onFocus: () => {
      inList.current = true;
    },
    // A removed element's blur names no next target: the focus is then still the list's to keep.
    onBlur: (event) => {
      if (event.relatedTarget !== null && !scrollRef.current?.contains(event.relatedTarget as Node))
        inList.current = false;
    },
  };
}
