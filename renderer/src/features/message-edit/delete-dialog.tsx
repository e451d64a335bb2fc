// "Delete message?": says which message will go (sender, conversation, time and its text) and that
// it cannot be undone; a refusal from the server is named in the dialog, which stays open.
import { useMutation } from '@tanstack/react-query';
import type { StoredMessage } from '../../state/messages';
import { useAppStore } from '../../state/selectors';
import { ModalDialog } from '../common/modal-dialog';
import { RenderedHtml } from '../common/rendered-html';
import { refusalReason } from './edit-errors';
import { useAccount } from '../../state/account-scope';

interface DeleteDialogProps {
  messageId: number;
  onClose(): void;
}

function conversationOf(message: StoredMessage): string {
  if (message.type === 'stream') return `#${String(message.display_recipient)} > ${message.subject}`;
  return 'a direct message conversation';
}

export function DeleteDialog({ messageId, onClose }: DeleteDialogProps) {
  const { api } = useAccount();
  const message = useAppStore((s) => s.messages.byId.get(messageId));
  const remove = useMutation({
    mutationFn: () => api('deleteMessage', { message_id: messageId }),
    onSuccess: onClose,
  });
  return (
    <ModalDialog title="Delete message?" onClose={onClose}>
      {message === undefined ? (
        <p>This message no longer exists.</p>
      ) : (
        <>
          <p>
            This permanently deletes the message {message.sender_full_name} sent to {conversationOf(message)}{' '}
            on {new Date(message.timestamp * 1000).toLocaleString()}, for everyone. It cannot be undone.
          </p>
          <blockquote className="message-delete-preview" aria-label="Message to delete">
            <RenderedHtml className="rendered" html={message.content} />
          </blockquote>
        </>
      )}
      {remove.isError && (
        <p role="alert" className="message-edit-error">
          The message was not deleted: {refusalReason(remove.error)}
        </p>
      )}
      <div className="message-edit-dialog-actions">
        <button type="button" className="button" onClick={onClose} autoFocus>
          Cancel
        </button>
        <button
          type="button"
          className="button button-danger"
          disabled={message === undefined || remove.isPending}
          onClick={() => remove.mutate()}
        >
          {remove.isPending ? 'Deleting…' : 'Delete'}
        </button>
      </div>
    </ModalDialog>
  );
}
