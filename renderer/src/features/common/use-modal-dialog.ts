// Opening a native <dialog> as a modal, for every dialog of the app (issue 20). showModal() makes the
// rest of the window inert and handles Escape, but Tab still walks out of the dialog into the
// browser's own controls, and a dialog that React removes does not give focus back. So the dialog
// also gets a focus trap (the focus-trap library: Tab and Shift+Tab wrap inside it), and closing it
// focuses again what had the focus when it opened, if that is still in the page.
import { createFocusTrap } from 'focus-trap';
import { useEffect, type RefObject } from 'react';

export function useModalDialog(ref: RefObject<HTMLDialogElement | null>): void {
  useEffect(() => {
    const dialog = ref.current;
    if (dialog === null) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    const trap = createFocusTrap(dialog, {
      // showModal() already focused the autofocus control or the first one; keep that.
      initialFocus: false,
      fallbackFocus: dialog,
      // The dialog's own cancel event handles Escape; a click on the backdrop is the owner's to judge.
      escapeDeactivates: false,
      allowOutsideClick: true,
      returnFocusOnDeactivate: false,
    });
    trap.activate();
    return () => {
      trap.deactivate();
      dialog.close();
      if (opener?.isConnected) opener.focus();
    };
  }, [ref]);
}
