// The text of one compose box and its draft on disk: every change is saved through main
// (compose-drafts.ts), stored text that arrives after the box mounted fills it if still empty, and
// insertions land at the cursor. Kept apart from the box's layout (compose-box.tsx).
import { useEffect, useRef, useState, type RefObject } from 'react';
import { useAppStore } from '../../state/selectors';
import { saveComposeDraft, useComposeDrafts } from './compose-drafts';
import type { ShownText } from '../../../../shared/i18n/phrase';

export interface ComposeText {
  text: string;
  /** Why the last save of this conversation's text failed, if it did. */
  saveError: ShownText | undefined;
  /** Replaces the whole text and saves it. */
  replace(next: string): void;
  /** Changes the newest text (uploads finish after renders the box has not seen yet). */
  edit(change: (current: string) => string): void;
  /** Inserts at the cursor (or the end) and puts the cursor after the insertion. */
  insertAtCursor(insert: string): void;
}

export function useComposeText(
  draftKey: string,
  textarea: RefObject<HTMLTextAreaElement | null>,
): ComposeText {
  // A text too long to send is not saved either (compose-drafts.ts checks it against this limit).
  const maxMessageLength = useAppStore((s) => s.realm.maxMessageLength);
  const [text, setText] = useState(() => useComposeDrafts.getState().texts[draftKey] ?? '');
  const latestText = useRef(text);
  latestText.current = text;

  // Stored text may arrive from main after the box mounted; it fills the box only if still empty.
  const draftsLoaded = useComposeDrafts((s) => s.loaded);
  const saveError = useComposeDrafts((s) => s.saveErrors[draftKey]);
  useEffect(() => {
    const stored = useComposeDrafts.getState().texts[draftKey];
    if (draftsLoaded && stored !== undefined) setText((current) => (current === '' ? stored : current));
  }, [draftsLoaded, draftKey]);

  function replace(next: string): void {
    setText(next);
    saveComposeDraft(draftKey, next, maxMessageLength);
  }

  function edit(change: (current: string) => string): void {
    const next = change(latestText.current);
    latestText.current = next;
    replace(next);
  }

  function insertAtCursor(insert: string): void {
    const box = textarea.current;
    const start = box?.selectionStart ?? text.length;
    const end = box?.selectionEnd ?? text.length;
    replace(text.slice(0, start) + insert + text.slice(end));
    requestAnimationFrame(() => {
      box?.focus();
      box?.setSelectionRange(start + insert.length, start + insert.length);
    });
  }

  return { text, saveError, replace, edit, insertAtCursor };
}
