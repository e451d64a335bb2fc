// What a message row needs from the actions: whether it is the selected message, a right-click
// that opens the action menu at the pointer, and a click that selects it.
import { useCallback, type MouseEvent } from 'react';
import { useActionUi } from './action-ui-store';

const scrollerOf = (element: HTMLElement) => element.closest<HTMLElement>('.message-scroller');

export function useRowActions(messageId: number) {
  const selected = useActionUi((s) => s.selectedId === messageId);
  const onContextMenu = useCallback(
    (event: MouseEvent<HTMLElement>) => {
      event.preventDefault();
      useActionUi.getState().openMenu({
        messageId,
        x: event.clientX,
        y: event.clientY,
        returnFocus: scrollerOf(event.currentTarget),
      });
    },
    [messageId],
  );
  const onClick = useCallback(
    (event: MouseEvent<HTMLElement>) => {
      // Links, buttons and text being selected keep their own meaning.
      if (event.target instanceof Element && event.target.closest('a, button, input, textarea')) return;
      if (window.getSelection()?.isCollapsed === false) return;
      useActionUi.getState().select(messageId);
    },
    [messageId],
  );
  return { selected, onContextMenu, onClick };
}
