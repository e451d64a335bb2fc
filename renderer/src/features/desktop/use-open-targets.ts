// Listens for main's `open` pushes (a notification clicked in Electron, a link handed over by a second
// launch or browser mode's stdin) and opens them with open-target.ts; a target that cannot be opened,
// and main's `link-refused` pushes, are said in the link notice. It listens from the moment the
// bridge is connected (main.tsx), not from a React effect: a link that started the app is pushed as
// soon as the page has loaded, which can be before React's first effects run. A target of a
// background account (its notification) switches to that account first.
import { defineMessages } from 'react-intl';
import type { OpenTarget } from '../../../../shared/desktop';
import type { ThreadlineBridge } from '../../../../shared/ipc';
import { accountHandle } from '../../state/account-scope';
import { findChannelByName } from '../../state/channels';
import type { BridgeTargets } from '../../state/connect-bridge';
import { switchToAccount } from '../accounts/switch-account';
import { useFocusRequests } from '../keyboard/focus-requests';
import { useLinkNotice } from './link-notice';
import { resolveMessageRoute } from '../message-links/message-route';
import { openTarget, type OpenOutcome } from './open-target';
import { phrase } from '../../../../shared/i18n/phrase';

const messages = defineMessages({
  couldNotOpen: {
    id: 'desktop.open_target.could_not_open',
    defaultMessage: 'That link could not be opened. Try again once Threadline is connected.',
  },
});

/** Opens `target` in this window with the stores of the account it lands in. */
export function openInApp(targets: BridgeTargets, target: OpenTarget): Promise<OpenOutcome> {
  const { shell, accounts } = targets;
  const session = () => shell.getState().session;
  /** The shown account's entry, read after any switch (names are the new account's). */
  const shown = () => {
    const id = session().activeAccountId;
    return id === null ? undefined : accounts.get(id);
  };
  return openTarget(target, {
    accounts: () => session().accounts,
    activeAccountId: () => session().activeAccountId,
    // The target names its own view: no need to go back to the account's last one first.
    switchAccount: (accountId) =>
      switchToAccount(targets, window.location, accountId, { restoreView: false }),
    narrowContext: () => {
      const state = shown()?.store.getState();
      return {
        realmUrl: session().accounts.find((a) => a.id === session().activeAccountId)?.realmUrl ?? '',
        ownUserId: state?.realm.ownUserId ?? null,
        channelIdByName: (name) =>
          state === undefined ? undefined : findChannelByName(state.channels, name)?.stream_id,
      };
    },
    messageRoute: (messageId) => {
      const entry = shown();
      if (entry === undefined) return Promise.reject(new Error('No account is shown'));
      return resolveMessageRoute(accountHandle(entry), messageId);
    },
    navigate: (hash) => {
      window.location.hash = hash;
    },
    focusCompose: () => useFocusRequests.getState().request('compose'),
  });
}

/** Opens `target`, saying in the link notice why when it cannot be opened. */
export async function openAndTell(targets: BridgeTargets, target: OpenTarget): Promise<void> {
  const notice = useLinkNotice.getState();
  let outcome: OpenOutcome;
  try {
    outcome = await openInApp(targets, target);
  } catch {
    outcome = { ok: false, reason: phrase(messages.couldNotOpen) };
  }
  if (outcome.ok) notice.clear();
  else notice.show(outcome.reason);
}

/** Subscribes to main's `open` and `link-refused` pushes; returns the unsubscribe. */
export function listenForOpenTargets(bridge: ThreadlineBridge, targets: BridgeTargets): () => void {
  return bridge.on((push) => {
    if (push.type === 'open') void openAndTell(targets, push.target);
    else if (push.type === 'link-refused') useLinkNotice.getState().show(push.message);
  });
}
