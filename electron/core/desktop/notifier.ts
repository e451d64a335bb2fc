// Main's side of notifications in the desktop app: shows what the renderer decided on
// (`notification.show`) with Electron's Notification, one per conversation (a newer one with the same
// tag replaces the older), and on a click brings the window forward and pushes an `open` target so
// the renderer opens the account and conversation and focuses the composer. Electron objects are
// injected; main.ts passes the real ones. The renderer writes the notifications' text in the
// window's language; main says in it only why it cannot show one.
import { defineMessages } from '@formatjs/intl';
import type { NotificationRequest, OpenTarget } from '../../../shared/desktop';
import { userFailure } from '../session/ipc-failure';
import { phrase } from '../../../shared/i18n/phrase';

const messages = defineMessages({
  unsupported: {
    id: 'notify.unsupported',
    defaultMessage: 'This system does not show notifications (no notification service is running).',
  },
});

/** The part of Electron's Notification this needs. */
export interface NativeNotification {
  show(): void;
  close(): void;
  on(event: 'click' | 'close', listener: () => void): void;
}

export interface NativeNotificationOptions {
  title: string;
  body: string;
  silent: boolean;
}

/** The part of a BrowserWindow a click needs. */
export interface NotifiedWindow {
  isDestroyed(): boolean;
  isMinimized(): boolean;
  restore(): void;
  isVisible(): boolean;
  show(): void;
  focus(): void;
}

export interface MainNotifierOptions {
  /** Electron: `Notification.isSupported()` (false on a Linux desktop without a notification service). */
  isSupported(): boolean;
  create(options: NativeNotificationOptions): NativeNotification;
  window(): NotifiedWindow | undefined;
  open(target: OpenTarget): void;
}

export interface MainNotifier {
  /** Throws an IpcFailure the renderer can show when the system has no notifications. */
  show(request: NotificationRequest): void;
  /** Closes every notification still shown (the window got the focus, as Zulip's web app does). */
  closeAll(): void;
  /** How many notifications are held (shown and neither clicked nor closed). */
  size(): number;
}

/** Restores a minimised window, shows one hidden to the tray, and focuses it. */
export function bringForward(window: NotifiedWindow | undefined): void {
  if (window === undefined || window.isDestroyed()) return;
  if (window.isMinimized()) window.restore();
  if (!window.isVisible()) window.show();
  window.focus();
}

export function createMainNotifier(options: MainNotifierOptions): MainNotifier {
  // Held until clicked or closed: Electron keeps only a weak reference, and a collected
  // notification loses its click listener (electron/electron#16922).
  const shown = new Map<string, NativeNotification>();

  const forget = (tag: string, notification: NativeNotification) => {
    if (shown.get(tag) === notification) shown.delete(tag);
  };

  return {
    show(request) {
      if (!options.isSupported()) {
        throw userFailure('invalid-request', phrase(messages.unsupported));
      }
      const previous = shown.get(request.tag);
      if (previous !== undefined) {
        shown.delete(request.tag);
        previous.close();
      }
      const notification = options.create({
        title: request.title,
        body: request.body,
        silent: request.silent,
      });
      notification.on('click', () => {
        forget(request.tag, notification);
        bringForward(options.window());
        options.open({ accountId: request.accountId, hash: request.hash, focusCompose: true });
      });
      notification.on('close', () => forget(request.tag, notification));
      shown.set(request.tag, notification);
      notification.show();
    },
    closeAll() {
      const all = [...shown.values()];
      shown.clear();
      for (const notification of all) notification.close();
    },
    size: () => shown.size,
  };
}
