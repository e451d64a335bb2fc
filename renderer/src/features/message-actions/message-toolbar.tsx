// The small toolbar a message shows on hover (and while selected): add a reaction, 👍, reply, edit
// when allowed, and "More actions" for the full menu. Its buttons are for the pointer; keyboard
// users reach the same actions through the selected message's hotkeys and menu. The row mounts it
// only while it is hovered, focused or selected: working out the actions reads the permissions,
// which is not worth doing for every message of a long list. A starred message shows its star always.
import type { MouseEvent } from 'react';
import type { StoredMessage } from '../../state/messages';
import { useActionUi } from './action-ui-store';
import { useAccount } from '../../state/account-scope';
import { actionsFor, runAction } from './message-action-runner';
import type { MessageActionId } from './action-list';
import { directionOf } from '../../i18n/direction';

const TOOLBAR: readonly { id: MessageActionId; icon: string }[] = [
  { id: 'react', icon: '☺' },
  { id: 'thumbs-up', icon: '👍' },
  { id: 'reply', icon: '↩' },
  { id: 'edit', icon: '✎' },
];

export function MessageToolbar({ message }: { message: StoredMessage }) {
  const account = useAccount();
  const actions = actionsFor(account, message);
  const openMenu = (event: MouseEvent<HTMLButtonElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    useActionUi.getState().openMenu({
      messageId: message.id,
      x: directionOf(event.currentTarget) === 'rtl' ? box.right : box.left,
      y: box.bottom + 2,
      returnFocus: event.currentTarget.closest<HTMLElement>('.message-scroller'),
    });
  };
  return (
    <div
      className="message-toolbar"
      role="toolbar"
      aria-label="Message actions"
      data-testid="message-toolbar"
    >
      {TOOLBAR.map(({ id, icon }) => {
        const action = actions.find((a) => a.id === id);
        // Edit shows only where it is allowed; the menu lists it with the reason otherwise.
        if (action === undefined || action.disabledReason !== undefined) return null;
        return (
          <button
            key={id}
            type="button"
            tabIndex={-1}
            className="icon-button message-toolbar-button"
            aria-label={action.label}
            title={action.shortcut === undefined ? action.label : `${action.label} (${action.shortcut})`}
            data-action={id}
            onClick={(event) =>
              runAction(account, id, message, event.currentTarget.closest<HTMLElement>('.message-scroller'))
            }
          >
            <span aria-hidden="true">{icon}</span>
          </button>
        );
      })}
      <button
        type="button"
        tabIndex={-1}
        className="icon-button message-toolbar-button"
        aria-label="More actions"
        aria-haspopup="menu"
        title="More actions (I)"
        onClick={openMenu}
      >
        <span aria-hidden="true">⋮</span>
      </button>
    </div>
  );
}

export function StarredMark() {
  return (
    <span className="message-starred" role="img" aria-label="Starred" title="Starred">
      ★
    </span>
  );
}
