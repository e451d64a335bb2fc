// Listens for main's `open` pushes (a notification clicked in Electron, a link handed over by a second
// launch or browser mode's stdin) and opens them with open-target.ts; a target that cannot be opened,
// and main's `link-refused` pushes, are said in the link notice. It listens from the moment the
// bridge is connected (main.tsx), not from a React effect: a link that started the app is pushed as
// soon as the page has loaded, which can be before React's first effects run.
import type { OpenTarget } from '../../../../shared/desktop';
import type { ThreadlineBridge } from '../../../../shared/ipc';
import { callIpc } from '../../bridge/call-api';
import { getBridge } from '../../bridge/get-bridge';
import { findChannelByName } from '../../state/channels';
import { appStore } from '../../state/store';
import { useFocusRequests } from '../keyboard/focus-requests';
import { useLinkNotice } from './link-notice';
import { resolveMessageRoute } from '../message-links/message-route';
import { openTarget, type OpenOutcome } from './open-target';

/** Opens `target` in this window with the app's own store, bridge and navigation. */
export function openInApp(target: OpenTarget): Promise<OpenOutcome> {
  const state = () => appStore.getState();
  return openTarget(target, {
    accounts: () => state().session.accounts,
    activeAccountId: () => state().session.activeAccountId,
    switchAccount: async (accountId) => {
      await callIpc('account.switch', { accountId });
    },
    narrowContext: () => ({
      realmUrl:
        state().session.accounts.find((a) => a.id === state().session.activeAccountId)?.realmUrl ?? '',
      ownUserId: state().realm.ownUserId,
      channelIdByName: (name) => findChannelByName(state().channels, name)?.stream_id,
    }),
    messageRoute: resolveMessageRoute,
    navigate: (hash) => {
      window.location.hash = hash;
    },
    focusCompose: () => useFocusRequests.getState().request('compose'),
  });
}

const COULD_NOT_OPEN = 'That link could not be opened. Try again once Threadline is connected.';

/** Opens `target`, saying in the link notice why when it cannot be opened. */
export async function openAndTell(target: OpenTarget): Promise<void> {
  const notice = useLinkNotice.getState();
  let outcome: OpenOutcome;
  try {
    outcome = await openInApp(target);
  } catch {
    outcome = { ok: false, reason: COULD_NOT_OPEN };
  }
  if (outcome.ok) notice.clear();
  else notice.show(outcome.reason);
}

/** Subscribes to main's `open` and `link-refused` pushes; returns the unsubscribe. */
export function listenForOpenTargets(bridge: ThreadlineBridge = getBridge()): () => void {
  return bridge.on((push) => {
    if (push.type === 'open') void openAndTell(push.target);
    else if (push.type === 'link-refused') useLinkNotice.getState().show(push.message);
  });
}
