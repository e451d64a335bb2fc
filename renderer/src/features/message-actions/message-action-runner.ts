// What the toolbar, the menu and the keyboard share: the actions a message offers now (from the
// store's permission inputs) and the runner wired to the bridge, the router, the clipboard and the
// dialogs store, for the account whose view shows the message.
import type { IntlShape } from 'react-intl';
import type { AccountHandle } from '../../state/account-scope';
import type { StoredMessage } from '../../state/messages';
import { openThenInsert } from '../drafts/compose-insert';
import { messageActions, type MessageAction, type MessageActionId } from './action-list';
import { useActionUi } from './action-ui-store';
import { useMessageDialogs } from './message-dialogs-store';
import { permissionInputs } from './permission-inputs';
import { runMessageAction } from './run-action';

/** The actions as of now (permissions depend on the time: read it when a menu or key needs it). */
export function actionsFor(account: Pick<AccountHandle, 'store'>, message: StoredMessage): MessageAction[] {
  const state = account.store.getState();
  return messageActions(message, permissionInputs(state, message.stream_id, Date.now() / 1000));
}

/** Runs an action if it is allowed now; otherwise says why. `intl` words what it writes. */
export function runAction(
  account: AccountHandle,
  id: MessageActionId,
  message: StoredMessage,
  returnFocus: HTMLElement | null,
  intl: Pick<IntlShape, 'formatMessage'>,
): void {
  const action = actionsFor(account, message).find((a) => a.id === id);
  const notify = useActionUi.getState().notify;
  if (action === undefined) return;
  if (action.disabledReason !== undefined) {
    notify(action.disabledReason);
    return;
  }
  const { realm } = account.store.getState();
  const dialogs = useMessageDialogs.getState();
  void runMessageAction(id, message, {
    call: account.api,
    intl,
    ownUserId: realm.ownUserId ?? -1,
    realmUrl: realm.url,
    featureLevel: realm.featureLevel,
    openThenInsert,
    writeClipboard: (text) => navigator.clipboard.writeText(text),
    notify,
    pauseReading: () => useActionUi.getState().setReadingPaused(true),
    startEditing: dialogs.startEditing,
    openDialog: dialogs.openDialog,
    returnFocus,
  });
}
