// Compose's typing notifier, wired to the app: periods from register, the user's two typing
// settings, the server's feature level, and POST /typing. Everything is read when used, so the
// notifier lives as long as the compose box and never goes stale.
import { useEffect, useState } from 'react';
import { TYPING_DEFAULT_MS, typingPeriodMs } from '../../../../shared/api/server-delays';
import { useAccount, type AccountHandle } from '../../state/account-scope';
import { selectUserSetting } from '../settings/use-user-setting';
import { createTypingNotifier, type TypingClock, type TypingNotifier } from './typing-notifier';
import { typingAllowed, typingRequest } from './typing-request';

const browserClock: TypingClock = {
  now: () => Date.now(),
  setTimeout: (fn, ms) => window.setTimeout(fn, ms),
  clearTimeout: (handle) => window.clearTimeout(handle as number),
};

function createAppTypingNotifier({ store, api }: AccountHandle): TypingNotifier {
  return createTypingNotifier({
    clock: browserClock,
    periods: () => {
      const { realm } = store.getState();
      // The server's periods drive our timers and how often we post: kept within sane bounds.
      return {
        startedWaitMs: typingPeriodMs(realm.typingStartedWaitMs, TYPING_DEFAULT_MS.startedWait),
        stoppedWaitMs: typingPeriodMs(realm.typingStoppedWaitMs, TYPING_DEFAULT_MS.stoppedWait),
      };
    },
    enabled: (target) => {
      const state = store.getState();
      return typingAllowed(target, {
        sendPrivate: selectUserSetting(state, 'send_private_typing_notifications'),
        sendStream: selectUserSetting(state, 'send_stream_typing_notifications'),
      });
    },
    send: (op, target) => {
      const request = typingRequest(op, target, store.getState().realm.featureLevel);
      if (request === null) return;
      // A lost notice only costs an indicator; it is never worth bothering the user about.
      api('setTypingStatus', request).catch((err: unknown) => {
        console.debug('Threadline: typing notice not sent', err);
      });
    },
  });
}

/** One notifier per compose box; leaving the box (unmount) stops any notice still running. */
export function useTypingNotifier(): TypingNotifier {
  const account = useAccount();
  const [notifier] = useState(() => createAppTypingNotifier(account));
  useEffect(() => () => notifier.stop(), [notifier]);
  return notifier;
}
