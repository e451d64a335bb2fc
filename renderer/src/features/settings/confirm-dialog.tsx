// A modal question with a confirm and a cancel button, on the native <dialog> element (it closes on
// Escape by itself), with the focus trap and focus return of useModalDialog. The caller gives the
// title and the confirm button's label already in the user's language.
import { useId, useRef, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { useModalDialog } from '../common/use-modal-dialog';

interface ConfirmDialogProps {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  onConfirm(): void;
  onCancel(): void;
}

export function ConfirmDialog({ title, children, confirmLabel, onConfirm, onCancel }: ConfirmDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const bodyId = useId();

  useModalDialog(ref);

  return (
    <dialog
      ref={ref}
      className="confirm-dialog"
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      onCancel={(event) => {
        // Escape: close through React state, not by the browser alone.
        event.preventDefault();
        onCancel();
      }}
    >
      <h2 id={titleId} className="confirm-title">
        {title}
      </h2>
      <div id={bodyId} className="confirm-body">
        {children}
      </div>
      <div className="confirm-actions">
        <button type="button" className="button" onClick={onCancel} autoFocus>
          <FormattedMessage id="settings.confirm_dialog.cancel" defaultMessage="Cancel" />
        </button>
        <button type="button" className="button button-danger" onClick={onConfirm}>
          {confirmLabel}
        </button>
      </div>
    </dialog>
  );
}
