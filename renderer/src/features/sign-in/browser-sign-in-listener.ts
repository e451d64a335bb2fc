// The end of "Sign in with your browser" when the system hands the `zulip://login` link to main
// (the desktop app's URL handler, browser mode's stdin) rather than the person pasting it: main's
// `browser-sign-in` push says whether that signed in or why not. It listens from the moment the
// bridge connects (main.tsx), like the link pushes, so a link that arrives with the window is heard.
// A refusal is said in the link notice, which shows over every screen, the sign-in screen included.
import type { ThreadlineBridge } from '../../../../shared/ipc';
import type { BridgeTargets } from '../../state/connect-bridge';
import { useLinkNotice } from '../desktop/link-notice';
import { finishSignIn } from './use-finish-sign-in';

/** Subscribes to `browser-sign-in` pushes; returns the unsubscribe. */
export function listenForBrowserSignIn(bridge: ThreadlineBridge, targets: BridgeTargets): () => void {
  return bridge.on((push) => {
    if (push.type !== 'browser-sign-in') return;
    const notice = useLinkNotice.getState();
    if (push.outcome.ok) {
      notice.clear();
      void finishSignIn(targets, bridge);
    } else {
      notice.show(push.outcome.message);
    }
  });
}
