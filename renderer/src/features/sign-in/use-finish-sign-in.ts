import { useCallback } from 'react';
import type { ThreadlineBridge } from '../../../../shared/ipc';
import { callIpc } from '../../bridge/call-api';
import { useRuntime } from '../../state/app-runtime';
import { applyMainState, type BridgeTargets } from '../../state/connect-bridge';
import { useUiStore } from '../../state/ui';

/**
 * After any successful sign-in: leave the add-account flow and fetch AppState, so the new account
 * shows even if main's own app-state push is still on its way. Also run from outside React when a
 * browser sign-in ends by a link handed over to main (browser-sign-in-listener.ts).
 */
export async function finishSignIn(targets: BridgeTargets, bridge?: ThreadlineBridge): Promise<void> {
  useUiStore.getState().setAddingAccount(false);
  try {
    applyMainState(targets, await callIpc('app.state', {}, bridge));
  } catch {
    // The push from main carries the same state; nothing to tell the user here.
  }
}

export function useFinishSignIn(): () => Promise<void> {
  const runtime = useRuntime();
  return useCallback(() => finishSignIn(runtime), [runtime]);
}
