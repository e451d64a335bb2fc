// "Move message" / "Move topic": the dialog around the move form (move-form.tsx), or why the message
// can no longer be moved (it left the store, or is not a channel message).
import { defineMessages, useIntl, type NoMessageValues } from 'react-intl';
import { useAppStore } from '../../state/selectors';
import { ModalDialog } from '../common/modal-dialog';
import { MoveForm } from './move-form';

const messages = defineMessages<{
  readonly moveTopic: NoMessageValues;
  readonly moveMessage: NoMessageValues;
  readonly gone: NoMessageValues;
}>({
  moveTopic: { id: 'edit.move.title_topic', defaultMessage: 'Move topic' },
  moveMessage: { id: 'edit.move.title_message', defaultMessage: 'Move message' },
  gone: { id: 'edit.move.gone', defaultMessage: 'This message can no longer be moved.' },
});

interface MoveDialogProps {
  messageId: number;
  /** Opened for a whole topic (the topic menu): every message moves by default. */
  topic: { streamId: number; name: string } | undefined;
  onClose(): void;
}

export function MoveDialog({ messageId, topic, onClose }: MoveDialogProps) {
  const intl = useIntl();
  const message = useAppStore((s) => s.messages.byId.get(messageId));
  const from =
    topic ??
    (message?.type === 'stream' && message.stream_id !== undefined
      ? { streamId: message.stream_id, name: message.subject }
      : null);
  return (
    <ModalDialog
      title={intl.formatMessage(topic ? messages.moveTopic : messages.moveMessage)}
      onClose={onClose}
    >
      {from === null ? (
        <p>{intl.formatMessage(messages.gone)}</p>
      ) : (
        <MoveForm
          messageId={messageId}
          from={from}
          timestamp={topic ? null : (message?.timestamp ?? null)}
          topicWide={topic !== undefined}
          onDone={onClose}
        />
      )}
    </ModalDialog>
  );
}
