// A small menu-button behaviour shared by the channel and topic menus: open and close, focus the
// first item on open, arrow keys between items, Escape or a click outside closes and returns focus.
import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useDismiss } from '../common/use-dismiss';

const ITEM_SELECTOR = '[role^="menuitem"]:not(:disabled)';

export function useMenu() {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, rootRef, close);

  useEffect(() => {
    if (open) menuRef.current?.querySelector<HTMLElement>(ITEM_SELECTOR)?.focus();
  }, [open]);

  /** Closes and puts focus back on the menu button (after choosing an item, or on Escape). */
  const closeAndFocus = useCallback(() => {
    setOpen(false);
    buttonRef.current?.focus();
  }, []);

  function onMenuKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const items = [...(menuRef.current?.querySelectorAll<HTMLElement>(ITEM_SELECTOR) ?? [])];
    const index = items.indexOf(document.activeElement as HTMLElement);
    const focusAt = (i: number) => items[(i + items.length) % items.length]?.focus();
    if (event.key === 'ArrowDown') focusAt(index + 1);
    else if (event.key === 'ArrowUp') focusAt(index - 1);
    else if (event.key === 'Home') focusAt(0);
    else if (event.key === 'End') focusAt(items.length - 1);
    else if (event.key === 'Escape') closeAndFocus();
    else {
      // Tab leaves the menu the ordinary way; the menu just closes behind it.
      if (event.key === 'Tab') close();
      return;
    }
    event.preventDefault();
  }

  return { open, setOpen, rootRef, buttonRef, menuRef, onMenuKeyDown, closeAndFocus };
}
