// The "edited" / "moved" marker of a message: a button that opens the edit history, or plain text
// when the organization does not let anyone view edit histories.
import { useAppStore } from '../../state/selectors';
import { useMessageDialogs } from '../message-actions/message-dialogs-store';
import { historyPolicy } from './history-policy';

interface EditMarkerProps {
  messageId: number;
  label: 'edited' | 'moved';
  title: string;
}

export function EditMarker({ messageId, label, title }: EditMarkerProps) {
  const viewable = useAppStore((s) => historyPolicy(s.realmSettings.values) !== 'none');
  if (!viewable) {
    return (
      <span className="message-marker" title={title}>
        {label}
      </span>
    );
  }
  return (
    <button
      type="button"
      className="message-marker message-marker-button"
      title={title}
      aria-label={`${label === 'edited' ? 'Edited' : 'Moved'}: view edit history`}
      onClick={(event) =>
        useMessageDialogs
          .getState()
          .openDialog({ kind: 'history', messageId, returnFocus: event.currentTarget })
      }
    >
      {label}
    </button>
  );
}
