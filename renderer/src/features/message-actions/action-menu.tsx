// The action menu of one message (right-click, "More actions", i / Shift+F10 / the context-menu
// key): a role="menu" of every action, arrow keys to move, Enter to act, Escape to close with focus
// restored. Disabled actions stay in the list, focusable, and say why.
import { useCallback, useLayoutEffect, useMemo, useRef, type KeyboardEvent } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useAppStore } from '../../state/selectors';
import { useDismiss } from '../common/use-dismiss';
import { chordLabel } from '../keyboard/key-labels';
import { useActionUi, type ActionMenu } from './action-ui-store';
import { useAccount } from '../../state/account-scope';
import { actionsFor, runAction } from './message-action-runner';
import { directionOf, placeInline } from '../../i18n/direction';
import { formatPhrase } from '../../../../shared/i18n/phrase';

const MARGIN = 8;

const messages = defineMessages<{ label: { sender: string } }>({
  label: { id: 'actions.menu.label', defaultMessage: 'Actions for the message from {sender}' },
});

export function MessageActionMenu() {
  const menu = useActionUi((s) => s.menu);
  return menu === null ? null : <OpenMenu key={`${menu.messageId}:${menu.x}:${menu.y}`} menu={menu} />;
}

function OpenMenu({ menu }: { menu: ActionMenu }) {
  const intl = useIntl();
  const message = useAppStore((s) => s.messages.byId.get(menu.messageId));
  const account = useAccount();
  const actions = useMemo(
    () => (message === undefined ? [] : actionsFor(account, message)),
    [account, message],
  );
  const ref = useRef<HTMLDivElement>(null);
  const close = useCallback(() => {
    useActionUi.getState().closeMenu();
    menu.returnFocus?.focus();
  }, [menu.returnFocus]);
  useDismiss(true, ref, close);

  // Keep the menu inside the window, then put focus on its first item.
  useLayoutEffect(() => {
    const element = ref.current;
    if (element === null) return;
    const box = element.getBoundingClientRect();
    element.style.left = `${placeInline(menu.x, box.width, window.innerWidth, MARGIN, directionOf(element))}px`;
    element.style.top = `${Math.max(MARGIN, Math.min(menu.y, window.innerHeight - box.height - MARGIN))}px`;
    element.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
  }, [menu.x, menu.y]);

  if (message === undefined) return null;

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const items = [...(ref.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
    const at = items.indexOf(document.activeElement as HTMLElement);
    const go = (index: number) => items[(index + items.length) % items.length]?.focus();
    const keys: Record<string, () => void> = {
      ArrowDown: () => go(at + 1),
      ArrowUp: () => go(at - 1),
      Home: () => go(0),
      End: () => go(items.length - 1),
      Tab: close,
    };
    const handler = keys[event.key];
    if (handler === undefined) return;
    event.preventDefault();
    handler();
  }

  return (
    <div
      ref={ref}
      role="menu"
      aria-label={intl.formatMessage(messages.label, { sender: message.sender_full_name })}
      data-testid="message-action-menu"
      className="message-action-menu"
      style={{ left: menu.x, top: menu.y }}
      onKeyDown={onKeyDown}
    >
      {actions.map((action) => {
        const reason =
          action.disabledReason === undefined ? undefined : formatPhrase(intl, action.disabledReason);
        return (
          <button
            key={action.id}
            type="button"
            role="menuitem"
            tabIndex={-1}
            className="message-action-item"
            data-action={action.id}
            aria-disabled={action.disabledReason !== undefined || undefined}
            aria-description={reason}
            title={reason}
            aria-keyshortcuts={action.shortcut?.replace('Ctrl+', 'Control+')}
            onClick={() => {
              if (action.disabledReason !== undefined) return;
              close();
              runAction(account, action.id, message, menu.returnFocus, intl);
            }}
          >
            <span>{intl.formatMessage(action.label)}</span>
            {action.shortcut !== undefined && (
              <kbd aria-hidden="true">{chordLabel(intl, action.shortcut)}</kbd>
            )}
          </button>
        );
      })}
    </div>
  );
}
