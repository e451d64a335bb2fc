// "Delete message?": says which message will go (sender, conversation, time and its text) and that
// it cannot be undone; a refusal from the server is named in the dialog, which stays open.
import { useMutation } from '@tanstack/react-query';
import { defineMessages, useIntl, type NoMessageValues, type MessageValue } from 'react-intl';
import { useAppStore } from '../../state/selectors';
import { ModalDialog } from '../common/modal-dialog';
import { RenderedHtml } from '../common/rendered-html';
import { refusalReason } from './edit-errors';
import { useFullDate } from './use-full-date';
import { useAccount } from '../../state/account-scope';

const messages = defineMessages<{
  readonly title: NoMessageValues;
  readonly gone: NoMessageValues;
  readonly channelMessage: {
    readonly channel: MessageValue;
    readonly date: MessageValue;
    readonly sender: MessageValue;
    readonly topic: MessageValue;
  };
  readonly directMessage: { readonly date: MessageValue; readonly sender: MessageValue };
  readonly preview: NoMessageValues;
  readonly failed: { readonly reason: MessageValue };
  readonly cancel: NoMessageValues;
  readonly deleting: NoMessageValues;
  readonly delete: NoMessageValues;
}>({
  title: { id: 'edit.delete.title', defaultMessage: 'Delete message?' },
  gone: { id: 'edit.delete.gone', defaultMessage: 'This message no longer exists.' },
  channelMessage: {
    id: 'edit.delete.explanation_channel',
    defaultMessage:
      'This permanently deletes the message {sender} sent to #{channel} > {topic} on {date}, for everyone. It cannot be undone.',
  },
  directMessage: {
    id: 'edit.delete.explanation_direct',
    defaultMessage:
      'This permanently deletes the message {sender} sent to a direct message conversation on {date}, for everyone. It cannot be undone.',
  },
  preview: { id: 'edit.delete.preview_label', defaultMessage: 'Message to delete' },
  failed: { id: 'edit.delete.failed', defaultMessage: 'The message was not deleted: {reason}' },
  cancel: { id: 'edit.delete.cancel', defaultMessage: 'Cancel' },
  deleting: { id: 'edit.delete.deleting', defaultMessage: 'Deleting…' },
  delete: { id: 'edit.delete.confirm', defaultMessage: 'Delete' },
});

interface DeleteDialogProps {
  messageId: number;
  onClose(): void;
}

export function DeleteDialog({ messageId, onClose }: DeleteDialogProps) {
  const intl = useIntl();
  const fullDate = useFullDate();
  const { api } = useAccount();
  const message = useAppStore((s) => s.messages.byId.get(messageId));
  const remove = useMutation({
    mutationFn: () => api('deleteMessage', { message_id: messageId }),
    onSuccess: onClose,
  });
  const explanation =
    message === undefined
      ? ''
      : message.type === 'stream'
        ? intl.formatMessage(messages.channelMessage, {
            sender: message.sender_full_name,
            channel: String(message.display_recipient),
            topic: message.subject,
            date: fullDate(message.timestamp),
          })
        : intl.formatMessage(messages.directMessage, {
            sender: message.sender_full_name,
            date: fullDate(message.timestamp),
          });
  return (
    <ModalDialog title={intl.formatMessage(messages.title)} onClose={onClose}>
      {message === undefined ? (
        <p>{intl.formatMessage(messages.gone)}</p>
      ) : (
        <>
          <p>{explanation}</p>
          <blockquote className="message-delete-preview" aria-label={intl.formatMessage(messages.preview)}>
            <RenderedHtml className="rendered" html={message.content} />
          </blockquote>
        </>
      )}
      {remove.isError && (
        <p role="alert" className="message-edit-error">
          {intl.formatMessage(messages.failed, { reason: refusalReason(intl, remove.error) })}
        </p>
      )}
      <div className="message-edit-dialog-actions">
        <button type="button" className="button" onClick={onClose} autoFocus>
          {intl.formatMessage(messages.cancel)}
        </button>
        <button
          type="button"
          className="button button-danger"
          disabled={message === undefined || remove.isPending}
          onClick={() => remove.mutate()}
        >
          {intl.formatMessage(remove.isPending ? messages.deleting : messages.delete)}
        </button>
      </div>
    </ModalDialog>
  );
}
