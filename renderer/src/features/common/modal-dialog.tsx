// A modal window on the native <dialog> element (Escape, an inert background), with the focus trap
// and focus return of useModalDialog; the close goes through the owner's state so React stays the
// one deciding what is open.
import { useId, useRef, type ReactNode } from 'react';
import { useModalDialog } from './use-modal-dialog';
import '../../styles/modal-dialog.css';

interface ModalDialogProps {
  title: string;
  onClose(): void;
  children: ReactNode;
  /** Extra class for sizing (e.g. "is-wide"). */
  className?: string;
  /**
   * The body is long text with nothing to focus (the key list): it takes the focus itself, so the
   * keyboard can scroll it (axe's scrollable-region-focusable).
   */
  scrollsWithoutControls?: boolean;
}

export function ModalDialog({
  title,
  onClose,
  children,
  className,
  scrollsWithoutControls,
}: ModalDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useModalDialog(ref);

  return (
    <dialog
      ref={ref}
      className={`modal-dialog${className ? ` ${className}` : ''}`}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <header className="modal-header">
        <h2 id={titleId}>{title}</h2>
        <button type="button" className="icon-button modal-close" aria-label="Close" onClick={onClose}>
          <span aria-hidden="true">×</span>
        </button>
      </header>
      <div className="modal-body" {...(scrollsWithoutControls ? { tabIndex: 0 } : {})}>
        {children}
      </div>
    </dialog>
  );
}
