// Keyboard handling for the message list: keeps the selection on a message of the list, scrolls it
// into view, and runs the hotkeys of message-keys.ts on it. Keys count only when the list itself
// has focus, so typing in a row's button or in compose is never taken.
import { useCallback, useEffect, type KeyboardEvent } from 'react';
import { narrowKey, type Narrow } from '../messages/narrow';
import type { StoredMessage } from '../../state/messages';
import { useActionUi } from './action-ui-store';
import { messageKeyCommand } from './message-keys';
import { runAction } from './message-action-runner';

/** The element of a message row, to open its menu beside it. */
function rowElement(messageId: number): HTMLElement | null {
  return document.querySelector<HTMLElement>(`.message-row[data-message-id="${messageId}"]`);
}

function nextIndex(current: number, count: number, to: 'next' | 'previous' | 'first' | 'last'): number {
  // With nothing selected, any move starts from the newest message, as the web app does.
  if (current < 0) return count - 1;
  if (to === 'first') return 0;
  if (to === 'last') return count - 1;
  return Math.min(count - 1, Math.max(0, current + (to === 'next' ? 1 : -1)));
}

export function useMessageKeys(
  messages: readonly StoredMessage[],
  scrollToMessage: (messageId: number) => void,
): (event: KeyboardEvent<HTMLElement>) => void {
  return useCallback(
    (event: KeyboardEvent<HTMLElement>) => {
      if (event.target !== event.currentTarget || event.nativeEvent.isComposing) return;
      const command = messageKeyCommand(event);
      if (command === null || messages.length === 0) return;
      event.preventDefault();
      const ui = useActionUi.getState();
      const index = messages.findIndex((m) => m.id === ui.selectedId);
      if (command.kind === 'move' || index < 0) {
        const next =
          messages[nextIndex(index, messages.length, command.kind === 'move' ? command.to : 'last')];
        if (next === undefined) return;
        ui.select(next.id);
        scrollToMessage(next.id);
        if (command.kind === 'move') return;
      }
      const message = messages[index < 0 ? messages.length - 1 : index];
      if (message === undefined) return;
      const list = event.currentTarget;
      if (command.kind === 'menu') {
        const box = (rowElement(message.id) ?? list).getBoundingClientRect();
        ui.openMenu({ messageId: message.id, x: box.left + 48, y: box.top + 8, returnFocus: list });
        return;
      }
      runAction(command.id, message, list);
    },
    [messages, scrollToMessage],
  );
}

/**
 * A new view starts with nothing selected and reading by viewing resumed; returns whether this view
 * paused it ("mark as unread from here").
 */
export function useViewActionState(narrow: Narrow): { readingPaused: boolean } {
  const key = narrowKey(narrow);
  useEffect(() => {
    const ui = useActionUi.getState();
    ui.select(null);
    ui.setReadingPaused(false);
  }, [key]);
  return { readingPaused: useActionUi((s) => s.readingPaused) };
}
