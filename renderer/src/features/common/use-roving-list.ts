// Roving focus over a virtualized list, shared by Inbox, Recent conversations and People: one row at a
// time is in the tab order and the keys move it. A row scrolled out of view is not in the DOM, so
// moving the focus is a request: scroll the virtualizer to the row first, then focus its control at
// once when it is rendered, or a frame later. Each view keeps its own idea of the active row (by key
// or by index) and its own extra keys; this file only knows indices, keys and the scroll element.
import type { Virtualizer } from '@tanstack/react-virtual';
import { useCallback, useLayoutEffect, useState, type RefObject } from 'react';

/** Rows PageUp and PageDown move by. */
export const PAGE_ROWS = 10;

/**
 * The row index `key` moves to from `index` in a list of `count`, or null for other keys and empty
 * lists. `letters` adds j and k (as the web app's Inbox and Recent conversations do).
 */
export function rovingStep(key: string, index: number, count: number, letters: boolean): number | null {
  if (count === 0) return null;
  const clamp = (i: number) => Math.min(Math.max(i, 0), count - 1);
  switch (letters ? ({ j: 'ArrowDown', k: 'ArrowUp' }[key] ?? key) : key) {
    case 'ArrowDown':
      return clamp(index + 1);
    case 'ArrowUp':
      return clamp(index - 1);
    case 'PageDown':
      return clamp(index + PAGE_ROWS);
    case 'PageUp':
      return clamp(index - PAGE_ROWS);
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

/**
 * Returns `request()`: after the next render, scroll to `active` and focus the element
 * `control(active)` selects inside `scrollRef`. Only a request moves the focus; `active` changing
 * under live updates must not steal it.
 */
export function useRovingRequest(
  scrollRef: RefObject<HTMLElement | null>,
  virtualizer: Virtualizer<HTMLDivElement, Element>,
  active: number,
  control: (index: number) => string,
): () => void {
  const [request, setRequest] = useState(0);
  useLayoutEffect(() => {
    if (request === 0 || active < 0) return;
    virtualizer.scrollToIndex(active, { align: 'auto' });
    const find = () => scrollRef.current?.querySelector<HTMLElement>(control(active));
    const present = find();
    if (present) return present.focus();
    const frame = requestAnimationFrame(() => find()?.focus());
    return () => cancelAnimationFrame(frame);
  }, [request]);
  return useCallback(() => setRequest((n) => n + 1), []);
}
