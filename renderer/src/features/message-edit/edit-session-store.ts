// The text of the open inline edit, and the notice left when an edit ends without being saved.
// Both live outside the message row: the row unmounts when its message is deleted or leaves the
// view, and what the user typed must survive that (it stays copyable in the notice).
import { create } from 'zustand';

export interface EditDraft {
  messageId: number;
  content: string;
  /** The topic field's text; null for direct messages or when the topic may not be edited. */
  topic: string | null;
}

/**
 * refused: the server said no (`error` is its refusal, put into words where the notice is shown, in
 * the user's language); deleted: the message was deleted while being edited.
 */
export type EditNotice = { messageId: number; draft: EditDraft } & (
  { kind: 'refused'; error: unknown } | { kind: 'deleted' }
);

interface EditSessionState {
  draft: EditDraft | null;
  notice: EditNotice | null;
  setDraft(draft: EditDraft | null): void;
  showNotice(notice: EditNotice | null): void;
}

export const useEditSession = create<EditSessionState>()((set) => ({
  draft: null,
  notice: null,
  setDraft: (draft) => set({ draft }),
  showNotice: (notice) => set({ notice }),
}));
