// A modal window on the native <dialog> element (Escape, an inert background), with the focus trap
// and focus return of useModalDialog; the close goes through the owner's state so React stays the
// one deciding what is open.
import { useId, useRef, type ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useModalDialog } from './use-modal-dialog';
import '../../styles/modal-dialog.css';

const messages = defineMessages({
  close: { id: 'common.dialog.close', defaultMessage: 'Close' },
});

/** The close button's mark (a symbol; the button is named "Close"). */
const CLOSE_MARK = '×';

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
  const intl = useIntl();
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
        <button
          type="button"
          className="icon-button modal-close"
          aria-label={intl.formatMessage(messages.close)}
          onClick={onClose}
        >
          <span aria-hidden="true">{CLOSE_MARK}</span>
        </button>
      </header>
      <div className="modal-body" {...(scrollsWithoutControls ? { tabIndex: 0 } : {})}>
        {children}
      </div>
    </dialog>
  );
}
