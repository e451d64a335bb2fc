// The "edited" / "moved" marker of a message: a button that opens the edit history, or plain text
// when the organization does not let anyone view edit histories.
import { defineMessages, useIntl } from 'react-intl';
import { useAppStore } from '../../state/selectors';
import { useMessageDialogs } from '../message-actions/message-dialogs-store';
import { historyPolicy } from './history-policy';

const messages = defineMessages({
  edited: { id: 'edit.marker.edited', defaultMessage: 'edited' },
  moved: { id: 'edit.marker.moved', defaultMessage: 'moved' },
  editedHistory: { id: 'edit.marker.edited_history', defaultMessage: 'Edited: view edit history' },
  movedHistory: { id: 'edit.marker.moved_history', defaultMessage: 'Moved: view edit history' },
});

interface EditMarkerProps {
  messageId: number;
  label: 'edited' | 'moved';
  /** When it happened, in words (the caller's). */
  title: string;
}

export function EditMarker({ messageId, label, title }: EditMarkerProps) {
  const intl = useIntl();
  const viewable = useAppStore((s) => historyPolicy(s.realmSettings.values) !== 'none');
  const text = intl.formatMessage(label === 'edited' ? messages.edited : messages.moved);
  if (!viewable) {
    return (
      <span className="message-marker" title={title}>
        {text}
      </span>
    );
  }
  return (
    <button
      type="button"
      className="message-marker message-marker-button"
      title={title}
      aria-label={intl.formatMessage(label === 'edited' ? messages.editedHistory : messages.movedHistory)}
      onClick={(event) =>
        useMessageDialogs
          .getState()
          .openDialog({ kind: 'history', messageId, returnFocus: event.currentTarget })
      }
    >
      {text}
    </button>
  );
}
