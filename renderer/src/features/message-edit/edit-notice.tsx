// The notice left when an edit ends unsaved: why (the server's reason, or the message was deleted),
// and the text the user typed, selectable and copyable. After a refusal the message is still there,
// so "Edit again" reopens the editor with that text.
import { useAppStore } from '../../state/selectors';
import { useMessageDialogs } from '../message-actions/message-dialogs-store';
import { useEditSession } from './edit-session-store';

export function EditNotice() {
  const notice = useEditSession((s) => s.notice);
  const exists = useAppStore((s) => notice !== null && s.messages.byId.get(notice.messageId) !== undefined);
  if (notice === null) return null;
  const dismiss = () => useEditSession.getState().showNotice(null);
  const editAgain = () => {
    useEditSession.getState().setDraft(notice.draft);
    dismiss();
    useMessageDialogs.getState().startEditing(notice.messageId);
  };
  const title = notice.kind === 'deleted' ? 'Your edit ended' : 'Your edit was not saved';
  return (
    <section className="edit-notice" role="alert" aria-label={title} data-testid="edit-notice">
      <p>
        <strong>{title}.</strong> {notice.reason}
      </p>
      {notice.draft.content !== '' && (
        <textarea
          className="edit-notice-text"
          aria-label="Your edited text"
          readOnly
          value={notice.draft.content}
          onFocus={(event) => event.target.select()}
        />
      )}
      <div className="edit-notice-actions">
        {notice.kind === 'refused' && exists && (
          <button type="button" className="button button-small" onClick={editAgain}>
            Edit again
          </button>
        )}
        <button type="button" className="button button-small" onClick={dismiss}>
          Dismiss
        </button>
      </div>
    </section>
  );
}
