// The notice left when an edit ends unsaved: why (the server's reason, or the message was deleted),
// and the text the user typed, selectable and copyable. After a refusal the message is still there,
// so "Edit again" reopens the editor with that text.
import { defineMessages, useIntl, type NoMessageValues, type MessageValue } from 'react-intl';
import { useAppStore } from '../../state/selectors';
import { useMessageDialogs } from '../message-actions/message-dialogs-store';
import { refusalReason } from './edit-errors';
import { useEditSession } from './edit-session-store';

const messages = defineMessages<{
  readonly deletedTitle: NoMessageValues;
  readonly refusedTitle: NoMessageValues;
  readonly titleSentence: { readonly title: MessageValue };
  readonly deletedReason: NoMessageValues;
  readonly text: NoMessageValues;
  readonly editAgain: NoMessageValues;
  readonly dismiss: NoMessageValues;
}>({
  deletedTitle: { id: 'edit.notice.deleted_title', defaultMessage: 'Your edit ended' },
  refusedTitle: { id: 'edit.notice.refused_title', defaultMessage: 'Your edit was not saved' },
  titleSentence: { id: 'edit.notice.title_sentence', defaultMessage: '{title}.' },
  deletedReason: {
    id: 'edit.notice.deleted_reason',
    defaultMessage: 'The message you were editing was deleted.',
  },
  text: { id: 'edit.notice.text_label', defaultMessage: 'Your edited text' },
  editAgain: { id: 'edit.notice.edit_again', defaultMessage: 'Edit again' },
  dismiss: { id: 'edit.notice.dismiss', defaultMessage: 'Dismiss' },
});

export function EditNotice() {
  const intl = useIntl();
  const notice = useEditSession((s) => s.notice);
  const exists = useAppStore((s) => notice !== null && s.messages.byId.get(notice.messageId) !== undefined);
  if (notice === null) return null;
  const dismiss = () => useEditSession.getState().showNotice(null);
  const editAgain = () => {
    useEditSession.getState().setDraft(notice.draft);
    dismiss();
    useMessageDialogs.getState().startEditing(notice.messageId);
  };
  const title = intl.formatMessage(notice.kind === 'deleted' ? messages.deletedTitle : messages.refusedTitle);
  const reason =
    notice.kind === 'deleted'
      ? intl.formatMessage(messages.deletedReason)
      : refusalReason(intl, notice.error);
  return (
    <section className="edit-notice" role="alert" aria-label={title} data-testid="edit-notice">
      <p>
        <strong>{intl.formatMessage(messages.titleSentence, { title })}</strong> {reason}
      </p>
      {notice.draft.content !== '' && (
        <textarea
          className="edit-notice-text"
          aria-label={intl.formatMessage(messages.text)}
          readOnly
          value={notice.draft.content}
          onFocus={(event) => event.target.select()}
        />
      )}
      <div className="edit-notice-actions">
        {notice.kind === 'refused' && exists && (
          <button type="button" className="button button-small" onClick={editAgain}>
            {intl.formatMessage(messages.editAgain)}
          </button>
        )}
        <button type="button" className="button button-small" onClick={dismiss}>
          {intl.formatMessage(messages.dismiss)}
        </button>
      </div>
    </section>
  );
}
