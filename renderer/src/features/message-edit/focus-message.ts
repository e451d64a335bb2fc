// Gives focus back to a message row after its editor or a dialog about it closes, so keyboard
// users continue from the message they acted on.
export function focusMessage(messageId: number): void {
  const row = document.querySelector<HTMLElement>(`[data-message-id="${messageId}"]`);
  if (row === null) return;
  if (!row.hasAttribute('tabindex')) row.tabIndex = -1;
  row.focus();
}
