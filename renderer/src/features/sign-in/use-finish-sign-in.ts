import { useCallback } from 'react';
import { callIpc } from '../../bridge/call-api';
import { appStore } from '../../state/store';
import { useUiStore } from '../../state/ui';

/**
 * After any successful sign-in: leave the add-account flow and fetch AppState, so the new account
 * shows even if main's own app-state push is still on its way.
 */
export function useFinishSignIn(): () => Promise<void> {
  const setAddingAccount = useUiStore((s) => s.setAddingAccount);
  return useCallback(async () => {
    setAddingAccount(false);
    try {
      appStore.getState().applyAppState(await callIpc('app.state', {}));
    } catch {
      // The push from main carries the same state; nothing to tell the user here.
    }
  }, [setAddingAccount]);
}
