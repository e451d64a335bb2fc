// The window's notification services, made once and shared: the presenter for this host (the page's
// Notification API in browser mode, main's in Electron) and the sound player. The notifier, the
// permission prompt, the sound preview and the Diagnostics page's test button all use these, so a
// test notification takes exactly the path a real one does.
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import type { NotificationRequest } from '../../../../shared/desktop';
import { getBridge } from '../../bridge/get-bridge';
import { useRuntime } from '../../state/app-runtime';
import type { BridgeTargets } from '../../state/connect-bridge';
import { openAndTell } from '../desktop/use-open-targets';
import {
  createMainPresenter,
  createPagePresenter,
  type NotificationPresenter,
} from './notification-presenter';
import { createSoundPlayer, type SoundPlayer } from './notification-sounds';

export interface NotificationServices {
  presenter: NotificationPresenter;
  sounds: SoundPlayer;
}

const NotificationsContext = createContext<NotificationServices | null>(null);

/**
 * A click on one of the page's notifications: as main does for its own, window first, then the
 * target, in its account (a background account's notification switches to it).
 */
function openClicked(targets: BridgeTargets, request: NotificationRequest): void {
  window.focus();
  void openAndTell(targets, { accountId: request.accountId, hash: request.hash, focusCompose: true });
}

function makeServices(targets: BridgeTargets): NotificationServices & { closeAll?: () => void } {
  const sounds = createSoundPlayer();
  if (getBridge().host === 'electron') return { presenter: createMainPresenter(getBridge()), sounds };
  const page = createPagePresenter(
    typeof Notification === 'undefined' ? undefined : Notification,
    (request) => openClicked(targets, request),
  );
  return { presenter: page, sounds, closeAll: page.closeAll };
}

export function NotificationsProvider({ children }: { children: ReactNode }) {
  const runtime = useRuntime();
  const [services] = useState(() => makeServices(runtime));
  useEffect(() => {
    // As Zulip's web app does: coming back to the window clears the notifications it left.
    const closeAll = services.closeAll;
    if (closeAll === undefined) return;
    window.addEventListener('focus', closeAll);
    return () => window.removeEventListener('focus', closeAll);
  }, [services]);
  return <NotificationsContext.Provider value={services}>{children}</NotificationsContext.Provider>;
}

export function useNotificationServices(): NotificationServices {
  const services = useContext(NotificationsContext);
  if (services === null) throw new Error('useNotificationServices needs a NotificationsProvider above it');
  return services;
}
