// "Send a test notification": one notification through the same presenter real ones use, so the
// permission and the host's path are tested too; only the decision is skipped. The chosen sound
// plays with it, as with a direct message.
import type { NotificationRequest } from '../../../../shared/desktop';
import type { NotificationServices } from '../notifications/notifications-context';

export function testNotification(accountId: string | null): NotificationRequest {
  return {
    // Main's schema wants an account; a click on a test notification only brings the window forward.
    accountId: accountId ?? 'none',
    hash: '#/diagnostics',
    title: 'Threadline test notification',
    body: 'If you can read this, desktop notifications work.',
    tag: 'threadline:test',
    silent: true,
  };
}

/** What to tell the person: sent, or why not. */
export async function sendTestNotification(
  services: NotificationServices,
  accountId: string | null,
  sound: string,
): Promise<string> {
  const outcome = await services.presenter.show(testNotification(accountId));
  if (!outcome.ok) return `The test notification could not be shown. ${outcome.reason}`;
  void services.sounds.play(sound);
  return 'Sent a test notification.';
}
