// Showing a notification the decision asked for, by whichever host runs the page: in browser mode
// the page's Notification API (it needs the user's permission), in Electron main's Notification
// through `notification.show` (main's permission handler allows it; main says when the system has
// none). Both answer the same way, so the Diagnostics page's test button can say what went wrong:
// our own reasons as catalogue messages, main's in its own words.
import { defineMessages } from 'react-intl';
import type { NotificationRequest } from '../../../../shared/desktop';
import type { ThreadlineBridge } from '../../../../shared/ipc';
import { type Phrase, type ShownText, phrase } from '../../../../shared/i18n/phrase';

export type PermissionState = 'granted' | 'denied' | 'default' | 'unsupported';
export type ShowOutcome = { ok: true } | { ok: false; reason: ShownText };

export interface NotificationPresenter {
  readonly shownBy: 'page' | 'main';
  permission(): PermissionState;
  /** Must run from a user gesture in browser mode (a click on "Turn on desktop notifications"). */
  requestPermission(): Promise<PermissionState>;
  show(request: NotificationRequest): Promise<ShowOutcome>;
}

/** The part of the page's Notification API this needs (tests pass a fake). */
export interface PageNotification {
  addEventListener(type: 'click' | 'close', listener: () => void): void;
  close(): void;
}
export interface PageNotificationApi {
  readonly permission: NotificationPermission;
  requestPermission(): Promise<NotificationPermission>;
  new (title: string, options: NotificationOptions): PageNotification;
}

const messages = defineMessages({
  denied: {
    id: 'notifications.permission.denied',
    defaultMessage:
      'Your browser blocks notifications from Threadline. Allow them in the site settings (the icon at the left of the address bar), then reload the page.',
  },
  default: {
    id: 'notifications.permission.default',
    defaultMessage: 'Desktop notifications are not turned on yet: choose "Turn on desktop notifications".',
  },
  unsupported: {
    id: 'notifications.permission.unsupported',
    defaultMessage: 'This browser cannot show desktop notifications.',
  },
  refused: {
    id: 'notifications.show.refused',
    defaultMessage: 'The browser refused to show it ({error}).',
  },
});

export const PERMISSION_REASONS: Record<Exclude<PermissionState, 'granted'>, Phrase> = {
  denied: phrase(messages.denied),
  default: phrase(messages.default),
  unsupported: phrase(messages.unsupported),
};

export function createPagePresenter(
  api: PageNotificationApi | undefined,
  onClick: (request: NotificationRequest) => void,
): NotificationPresenter & { closeAll(): void } {
  // One per conversation: a newer notification with the same tag closes the older one.
  const shown = new Map<string, PageNotification>();
  const permission = (): PermissionState => (api === undefined ? 'unsupported' : api.permission);
  return {
    shownBy: 'page',
    permission,
    async requestPermission() {
      if (api === undefined) return 'unsupported';
      return api.requestPermission();
    },
    async show(request) {
      if (api === undefined) return { ok: false, reason: PERMISSION_REASONS.unsupported };
      const state = permission();
      if (state !== 'granted') return { ok: false, reason: PERMISSION_REASONS[state] };
      shown.get(request.tag)?.close();
      let notification: PageNotification;
      try {
        notification = new api(request.title, {
          body: request.body,
          tag: request.tag,
          silent: request.silent,
        });
      } catch (err) {
        return { ok: false, reason: phrase(messages.refused, { error: (err as Error).message }) };
      }
      shown.set(request.tag, notification);
      notification.addEventListener('click', () => {
        notification.close();
        onClick(request);
      });
      notification.addEventListener('close', () => {
        if (shown.get(request.tag) === notification) shown.delete(request.tag);
      });
      return { ok: true };
    },
    closeAll() {
      const all = [...shown.values()];
      shown.clear();
      for (const notification of all) notification.close();
    },
  };
}

export function createMainPresenter(bridge: Pick<ThreadlineBridge, 'invoke'>): NotificationPresenter {
  return {
    shownBy: 'main',
    permission: () => 'granted',
    requestPermission: async () => 'granted',
    async show(request) {
      const result = await bridge.invoke('notification.show', request);
      return result.ok ? { ok: true } : { ok: false, reason: result.error.message };
    },
  };
}
