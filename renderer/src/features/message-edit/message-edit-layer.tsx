// Mounted once per message view: the move, delete and edit-history dialogs the message actions open
// (through the message-dialogs store), the notice of an edit that ended unsaved, and the watch that
// ends an edit whose message was deleted.
import '../../styles/message-edit.css';
import { useMessageDialogs } from '../message-actions/message-dialogs-store';
import { DeleteDialog } from './delete-dialog';
import { EditNotice } from './edit-notice';
import { HistoryDialog } from './history-dialog';
import { MoveDialog } from './move-dialog';
import { useEditWatch } from './use-edit-watch';

export function MessageEditLayer() {
  useEditWatch();
  const dialog = useMessageDialogs((s) => s.dialog);
  const close = () => {
    useMessageDialogs.getState().closeDialog();
    const target = dialog?.returnFocus;
    if (target?.isConnected) target.focus();
  };
  return (
    <>
      <EditNotice />
      {dialog?.kind === 'move' && (
        <MoveDialog messageId={dialog.messageId} topicWide={dialog.topicWide === true} onClose={close} />
      )}
      {dialog?.kind === 'delete' && <DeleteDialog messageId={dialog.messageId} onClose={close} />}
      {dialog?.kind === 'history' && <HistoryDialog messageId={dialog.messageId} onClose={close} />}
    </>
  );
}
