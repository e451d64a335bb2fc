// One notifier (notifications/notifier.ts) per signed-in account, each watching its own store, so a
// DM to a background account notifies as one to the shown account does. A message counts as on
// screen only when its account is the one shown; a click on a background account's notification
// switches to it (the notification's `open` target names the account). Runs outside React.
import type { IntlShape } from 'react-intl';
import type { NotificationRequest } from '../../../../shared/desktop';
import type { Message } from '../../../../shared/objects';
import type { AccountStores } from '../../state/account-stores';
import type { ShellStoreApi } from '../../state/shell-store';
import { startNotifier } from '../notifications/notifier';

export interface AccountNotifiersDeps {
  accounts: AccountStores;
  shell: ShellStoreApi;
  show(request: NotificationRequest): void;
  playSound(sound: string): void;
  /** Whether the window shows this message now (on-screen.ts), asked only for the shown account. */
  pageShowsMessage(message: Message, ownUserId: number): boolean;
  htmlToText(html: string): string;
  /** The window's language now (notifications are worded when they are made). */
  intl(): IntlShape;
}

/** Starts a notifier for each account as its store appears; returns the stop of them all. */
export function watchAccountNotifiers(deps: AccountNotifiersDeps): () => void {
  const running = new Map<string, () => void>();
  const follow = () => {
    const present = new Set(deps.accounts.entries().map((entry) => entry.accountId));
    for (const [id, stop] of running) {
      if (present.has(id)) continue;
      stop();
      running.delete(id);
    }
    for (const { accountId, store } of deps.accounts.entries()) {
      if (running.has(accountId)) continue;
      running.set(
        accountId,
        startNotifier({
          store,
          accountId,
          show: deps.show,
          playSound: deps.playSound,
          isOnScreen: (message, ownUserId) =>
            deps.shell.getState().session.activeAccountId === accountId &&
            deps.pageShowsMessage(message, ownUserId),
          doNotDisturbUntil: () => deps.shell.getState().desktop.preferences?.doNotDisturbUntil,
          htmlToText: deps.htmlToText,
          intl: deps.intl,
        }),
      );
    }
  };
  const stopFollowing = deps.accounts.subscribe(follow);
  follow();
  return () => {
    stopFollowing();
    for (const stop of running.values()) stop();
    running.clear();
  };
}
