// The small toolbar a message shows on hover (and while selected): add a reaction, 👍, reply, edit
// when allowed, and "More actions" for the full menu. Its buttons are for the pointer; keyboard
// users reach the same actions through the selected message's hotkeys and menu. The row mounts it
// only while it is hovered, focused or selected: working out the actions reads the permissions,
// which is not worth doing for every message of a long list. A starred message shows its star always.
import type { MouseEvent } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import type { StoredMessage } from '../../state/messages';
import { useActionUi } from './action-ui-store';
import { useAccount } from '../../state/account-scope';
import { actionsFor, runAction } from './message-action-runner';
import type { MessageActionId } from './action-list';
import { directionOf } from '../../i18n/direction';
import { chordLabel } from '../keyboard/key-labels';

const TOOLBAR: readonly { id: MessageActionId; icon: string }[] = [
  { id: 'react', icon: '☺' },
  { id: 'thumbs-up', icon: '👍' },
  { id: 'reply', icon: '↩' },
  { id: 'edit', icon: '✎' },
];

const messages = defineMessages({
  toolbar: { id: 'actions.toolbar.label', defaultMessage: 'Message actions' },
  more: { id: 'actions.toolbar.more', defaultMessage: 'More actions' },
  starred: { id: 'actions.starred_mark', defaultMessage: 'Starred' },
});
const withKey = defineMessages<{ withKey: { action: string; key: string } }>({
  withKey: { id: 'actions.toolbar.with_key', defaultMessage: '{action} ({key})' },
}).withKey;

/** The key of "More actions", as the menu's shortcut list shows it. */
const MENU_KEY = 'I';
/** Marks drawn as text: symbols, not words (the buttons are named by their labels). */
const MORE_MARK = '⋮';
const STAR_MARK = '★';

export function MessageToolbar({ message }: { message: StoredMessage }) {
  const intl = useIntl();
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
      aria-label={intl.formatMessage(messages.toolbar)}
      data-testid="message-toolbar"
    >
      {TOOLBAR.map(({ id, icon }) => {
        const action = actions.find((a) => a.id === id);
        // Edit shows only where it is allowed; the menu lists it with the reason otherwise.
        if (action === undefined || action.disabledReason !== undefined) return null;
        const label = intl.formatMessage(action.label);
        return (
          <button
            key={id}
            type="button"
            tabIndex={-1}
            className="icon-button message-toolbar-button"
            aria-label={label}
            title={
              action.shortcut === undefined
                ? label
                : intl.formatMessage(withKey, { action: label, key: chordLabel(intl, action.shortcut) })
            }
            data-action={id}
            onClick={(event) =>
              runAction(
                account,
                id,
                message,
                event.currentTarget.closest<HTMLElement>('.message-scroller'),
                intl,
              )
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
        aria-label={intl.formatMessage(messages.more)}
        aria-haspopup="menu"
        title={intl.formatMessage(withKey, { action: intl.formatMessage(messages.more), key: MENU_KEY })}
        onClick={openMenu}
      >
        <span aria-hidden="true">{MORE_MARK}</span>
      </button>
    </div>
  );
}

export function StarredMark() {
  const intl = useIntl();
  const label = intl.formatMessage(messages.starred);
  return (
    <span className="message-starred" role="img" aria-label={label} title={label}>
      {STAR_MARK}
    </span>
  );
}
