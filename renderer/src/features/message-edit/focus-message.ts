// Gives focus back to a message after its editor closes: the message becomes the selected one and
// the message list (which carries keyboard focus for its rows, see use-message-keys.ts) is focused,
// so keyboard users continue from the message they edited.
import { useActionUi } from '../message-actions/action-ui-store';

export function focusMessage(messageId: number): void {
  useActionUi.getState().select(messageId);
  const row = document.querySelector<HTMLElement>(`.message-row[data-message-id="${messageId}"]`);
  const list =
    row?.closest<HTMLElement>('.message-scroller') ??
    document.querySelector<HTMLElement>('.message-scroller');
  list?.focus();
}
