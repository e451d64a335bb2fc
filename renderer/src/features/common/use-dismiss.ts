// Closing a popup (a disclosure panel, a menu) the way people expect: Escape or a press elsewhere.
import { useEffect, type RefObject } from 'react';

/**
 * Calls `onDismiss` on Escape or a pointer press outside `ref`, while `open`. Escape pressed while
 * the focus is inside `ref` also gives the focus back to the disclosure's own button (the element
 * with aria-expanded in `ref`), so a keyboard user is not dropped at the top of the page.
 */
export function useDismiss(open: boolean, ref: RefObject<HTMLElement | null>, onDismiss: () => void): void {
  useEffect(() => {
    if (!open) return;
    function onPointerDown(event: PointerEvent) {
      if (event.target instanceof Node && !ref.current?.contains(event.target)) onDismiss();
    }
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== 'Escape') return;
      const root = ref.current;
      const focusInside = root !== null && root.contains(document.activeElement);
      onDismiss();
      if (focusInside) root.querySelector<HTMLElement>('[aria-expanded]')?.focus();
    }
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open, ref, onDismiss]);
}
