// Listens for main's `open` pushes (a notification clicked in Electron, a link handed over by a second
// launch) and opens them with open-target.ts. Mounted once at the top of the app, signed in or not.
import { useEffect } from 'react';
import type { OpenTarget } from '../../../../shared/desktop';
import { callIpc } from '../../bridge/call-api';
import { getBridge } from '../../bridge/get-bridge';
import { findChannelByName } from '../../state/channels';
import { appStore } from '../../state/store';
import { useFocusRequests } from '../keyboard/focus-requests';
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

export function useOpenTargets(): void {
  useEffect(
    () =>
      getBridge().on((push) => {
        if (push.type === 'open') void openInApp(push.target).catch(() => undefined);
      }),
    [],
  );
}
