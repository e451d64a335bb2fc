// Saving an inline edit: only what changed is sent; the shown message then changes when the
// server's update_message event arrives. A refusal ends the edit with a notice that names the
// reason and keeps the typed text (the message itself was never changed here, so the original stays).
import { useMutation } from '@tanstack/react-query';
import type { StoredMessage } from '../../state/messages';
import { useMessageDialogs } from '../message-actions/message-dialogs-store';
import { useEditSession, type EditDraft } from './edit-session-store';
import { focusMessage } from './focus-message';
import { useAccount } from '../../state/account-scope';

export interface EditBaseline {
  content: string;
  topic: string;
}

/** The PATCH parameters for a draft, or null when nothing changed. */
export function editRequest(draft: EditDraft, baseline: EditBaseline) {
  const content = draft.content === baseline.content ? undefined : draft.content;
  const topic =
    draft.topic === null || draft.topic.trim() === baseline.topic ? undefined : draft.topic.trim();
  if (content === undefined && topic === undefined) return null;
  return {
    message_id: draft.messageId,
    ...(content === undefined ? {} : { content }),
    ...(topic === undefined ? {} : { topic }),
  };
}

/** Ends the edit: closes the editor, forgets its text, gives focus back to the message. */
export function endEdit(messageId: number): void {
  useMessageDialogs.getState().stopEditing();
  useEditSession.getState().setDraft(null);
  focusMessage(messageId);
}

export function useEditSave(message: StoredMessage) {
  const { api } = useAccount();
  return useMutation({
    mutationFn: async ({ draft, baseline }: { draft: EditDraft; baseline: EditBaseline }) => {
      const request = editRequest(draft, baseline);
      if (request !== null) await api('updateMessage', request);
    },
    onSuccess: () => endEdit(message.id),
    onError: (error, { draft }) => {
      useEditSession.getState().showNotice({
        kind: 'refused',
        messageId: message.id,
        error,
        draft,
      });
      endEdit(message.id);
    },
  });
}
