// Which message is being acted on beyond one click: the message being edited inline, and the one
// dialog about a message that is open (move, delete, edit history, Markdown source, emoji picker).
// The actions (toolbar, context menu, keyboard) open them here; the message row and the message
// view read it to show the editor or the dialog. One at a time, as in the web app.
import { create } from 'zustand';

export type MessageDialogKind = 'move' | 'delete' | 'history' | 'source' | 'emoji';

export interface MessageDialog {
  kind: MessageDialogKind;
  messageId: number;
  /** The element to give focus back to when the dialog closes (the action's button or the row). */
  returnFocus?: HTMLElement | null;
  /** For 'move' from the topic menu: the whole topic (messageId is its newest message). */
  topic?: { streamId: number; name: string };
}

interface MessageDialogsState {
  /** The message whose inline editor is open, or null. */
  editingId: number | null;
  dialog: MessageDialog | null;
  startEditing(messageId: number): void;
  stopEditing(): void;
  openDialog(dialog: MessageDialog): void;
  closeDialog(): void;
}

export const useMessageDialogs = create<MessageDialogsState>()((set) => ({
  editingId: null,
  dialog: null,
  startEditing: (messageId) => set({ editingId: messageId, dialog: null }),
  stopEditing: () => set({ editingId: null }),
  openDialog: (dialog) => set({ dialog }),
  closeDialog: () => set({ dialog: null }),
}));
