// Ends an inline edit whose message was deleted while it was open. The message leaving the store is
// the sign; the server is then asked, since a message can also leave the store without being
// deleted. What the user typed goes into the notice, so nothing is lost.
import { useEffect } from 'react';
import { ApiCallError } from '../../bridge/call-api';
import { useAppStore } from '../../state/selectors';
import { useMessageDialogs } from '../message-actions/message-dialogs-store';
import { useEditSession } from './edit-session-store';
import { useAccount } from '../../state/account-scope';

/** The real server's answer for a message that does not exist (or that the user lost access to). */
function isGone(error: unknown): boolean {
  return error instanceof ApiCallError && error.status === 400 && error.code === 'BAD_REQUEST';
}

export function useEditWatch(): void {
  const { api } = useAccount();
  const editingId = useMessageDialogs((s) => s.editingId);
  const present = useAppStore((s) => editingId === null || s.messages.byId.get(editingId) !== undefined);

  useEffect(() => {
    if (editingId === null || present) return;
    let current = true;
    api('getMessage', { message_id: editingId, apply_markdown: false }).then(
      () => undefined,
      (error: unknown) => {
        if (!current || !isGone(error) || useMessageDialogs.getState().editingId !== editingId) return;
        const session = useEditSession.getState();
        const draft = session.draft?.messageId === editingId ? session.draft : null;
        useMessageDialogs.getState().stopEditing();
        session.setDraft(null);
        session.showNotice({
          kind: 'deleted',
          messageId: editingId,
          draft: draft ?? { messageId: editingId, content: '', topic: null },
        });
      },
    );
    return () => {
      current = false;
    };
  }, [editingId, present]);
}
