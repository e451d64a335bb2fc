// Reading and changing this computer's preferences (shared/desktop.ts) from React. Main keeps them
// and pushes every change back, so the store, not this hook, is the truth after a change.
import type { DesktopPreferences } from '../../../../shared/desktop';
import { callIpc } from '../../bridge/call-api';
import { useShell } from '../../state/app-runtime';

/** null until main has said. */
export function useDesktopPreferences(): DesktopPreferences | null {
  return useShell((s) => s.desktop.preferences);
}

/** Changes some preferences; rejects with ApiCallError when main refuses them. */
export function setDesktopPreferences(change: Partial<DesktopPreferences>): Promise<DesktopPreferences> {
  return callIpc('desktop.setPreferences', change);
}
