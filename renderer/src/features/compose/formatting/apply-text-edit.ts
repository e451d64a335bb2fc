// Applies an edit to a textarea the way typing would, so the browser's undo stack keeps it and React
// hears an input event (its controlled value stays in step): `insertText` where the browser has it,
// else setRangeText plus a bubbling input event.

export interface TextEdit {
  /** The range replaced. */
  start: number;
  end: number;
  text: string;
  /** The selection afterwards, in the new text. */
  selectStart: number;
  selectEnd: number;
}

export function applyTextEdit(box: HTMLTextAreaElement, edit: TextEdit): void {
  box.focus();
  box.setSelectionRange(edit.start, edit.end);
  const doc = box.ownerDocument;
  const inserted =
    typeof doc.execCommand === 'function' &&
    // insertText with '' would be a no-op on some engines; delete is the same edit.
    (edit.text === '' ? doc.execCommand('delete') : doc.execCommand('insertText', false, edit.text));
  if (!inserted) {
    box.setRangeText(edit.text, edit.start, edit.end, 'end');
    box.dispatchEvent(new Event('input', { bubbles: true }));
  }
  box.setSelectionRange(edit.selectStart, edit.selectEnd);
}
