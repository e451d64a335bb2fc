// Applies the display settings to the whole window as soon as they change (issue 5 §3). The window
// title and the badge count are every account's (features/accounts/account-watchers.tsx).
import { useEffect } from 'react';
import { applyRootDisplay, rootDisplay } from './display-settings';
import { useUserSettingValues } from './use-user-setting';
import '../../styles/display-settings.css';

/** Mount once in the signed-in layout; leaving it (sign-out) puts the defaults back. */
export function useApplyDisplaySettings(): void {
  const values = useUserSettingValues();
  useEffect(() => {
    const root = document.documentElement;
    applyRootDisplay(root, rootDisplay(values));
    return () => applyRootDisplay(root, rootDisplay({}));
  }, [values]);
}
