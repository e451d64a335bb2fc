// The edit feature's mount points. MessageEditDialogs, once in the main layout: the move, delete and
// edit-history dialogs that the message actions and the topic menu open through the message-dialogs
// store; focus goes back where the dialog was opened from once it has closed. EditNoticeSlot, in
// each message view: the notice of an edit that ended unsaved, and the watch that ends an edit whose
// message was deleted.
import { useEffect, useRef } from 'react';
import '../../styles/message-edit.css';
import { useMessageDialogs } from '../message-actions/message-dialogs-store';
import { DeleteDialog } from './delete-dialog';
import { EditNotice } from './edit-notice';
import { HistoryDialog } from './history-dialog';
import { MoveDialog } from './move-dialog';
import { useEditWatch } from './use-edit-watch';

export function MessageEditDialogs() {
  const dialog = useMessageDialogs((s) => s.dialog);
  const returnFocus = useRef<HTMLElement | null>(null);
  // Runs after the closed dialog's own cleanup, which would otherwise move focus again.
  useEffect(() => {
    if (dialog !== null) {
      returnFocus.current = dialog.returnFocus ?? null;
      return;
    }
    if (returnFocus.current?.isConnected) returnFocus.current.focus();
    returnFocus.current = null;
  }, [dialog]);
  const close = () => useMessageDialogs.getState().closeDialog();
  if (dialog === null) return null;
  return (
    <>
      {dialog.kind === 'move' && (
        <MoveDialog messageId={dialog.messageId} topic={dialog.topic} onClose={close} />
      )}
      {dialog.kind === 'delete' && <DeleteDialog messageId={dialog.messageId} onClose={close} />}
      {dialog.kind === 'history' && <HistoryDialog messageId={dialog.messageId} onClose={close} />}
    </>
  );
}

export function EditNoticeSlot() {
  useEditWatch();
  return <EditNotice />;
}
