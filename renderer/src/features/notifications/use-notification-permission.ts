// The page's notification permission as React state: read from the presenter, asked for from a
// click, and followed when the person changes it in the browser's site settings (Permissions API).
import { useCallback, useEffect, useState } from 'react';
import type { PermissionState } from './notification-presenter';
import { useNotificationServices } from './notifications-context';

export function useNotificationPermission(): {
  permission: PermissionState;
  shownBy: 'page' | 'main';
  /** Call from a click: browsers only ask in answer to a user gesture. */
  request(): Promise<PermissionState>;
} {
  const { presenter } = useNotificationServices();
  const [permission, setPermission] = useState<PermissionState>(() => presenter.permission());

  useEffect(() => {
    if (presenter.shownBy !== 'page' || !('permissions' in navigator)) return;
    let status: PermissionStatus | undefined;
    const follow = () => setPermission(presenter.permission());
    void navigator.permissions
      .query({ name: 'notifications' })
      .then((result) => {
        status = result;
        status.addEventListener('change', follow);
      })
      .catch(() => undefined);
    return () => status?.removeEventListener('change', follow);
  }, [presenter]);

  const request = useCallback(async () => {
    const next = await presenter.requestPermission();
    setPermission(next);
    return next;
  }, [presenter]);

  return { permission, shownBy: presenter.shownBy, request };
}
