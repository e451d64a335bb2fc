// Applies the display settings to the whole window as soon as they change (issue 5 §3), and keeps
// the window title's unread count under desktop_icon_count_display.
import { useEffect } from 'react';
import { callIpc } from '../../bridge/call-api';
import { useRealmName } from '../../state/selectors';
import { badgeCount, windowTitle, type UnreadSummary } from './badge-count';
import { applyRootDisplay, rootDisplay } from './display-settings';
import { useUserSetting, useUserSettingValues } from './use-user-setting';
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

/**
 * The window title with the badge count. `unread` comes from the messages feature; null while it
 * has no unread state (no count is shown then).
 */
export function useWindowTitle(unread: UnreadSummary | null): number {
  const realmName = useRealmName();
  const policy = useUserSetting('desktop_icon_count_display');
  const count = badgeCount(policy, unread);
  useEffect(() => {
    document.title = windowTitle(realmName, count);
    // The desktop app also puts the count on its icon; browser mode has only the title.
    void callIpc('app.setBadge', { count }).catch(() => undefined);
  }, [realmName, count]);
  return count;
}
