// "Send a test notification": one notification through the same presenter real ones use, so the
// permission and the host's path are tested too; only the decision is skipped. The chosen sound
// plays with it, as with a direct message. Its words are in the window's language.
import { defineMessages, type IntlShape, type NoMessageValues } from 'react-intl';
import type { NotificationRequest } from '../../../../shared/desktop';
import type { NotificationServices } from '../notifications/notifications-context';
import { formatPhrase } from '../../../../shared/i18n/phrase';

const messages = defineMessages<{
  title: NoMessageValues;
  body: NoMessageValues;
  notShown: { reason: string };
  sent: NoMessageValues;
}>({
  title: { id: 'diagnostics.test_notification.title', defaultMessage: 'Threadline test notification' },
  body: {
    id: 'diagnostics.test_notification.body',
    defaultMessage: 'If you can read this, desktop notifications work.',
  },
  notShown: {
    id: 'diagnostics.test_notification.not_shown',
    defaultMessage: 'The test notification could not be shown. {reason}',
  },
  sent: { id: 'diagnostics.test_notification.sent', defaultMessage: 'Sent a test notification.' },
});

export function testNotification(accountId: string | null, intl: IntlShape): NotificationRequest {
  return {
    // Main's schema wants an account; a click on a test notification only brings the window forward.
    accountId: accountId ?? 'none',
    hash: '#/diagnostics',
    title: intl.formatMessage(messages.title),
    body: intl.formatMessage(messages.body),
    tag: 'threadline:test',
    silent: true,
  };
}

/** What to tell the person: sent, or why not. */
export async function sendTestNotification(
  services: NotificationServices,
  accountId: string | null,
  sound: string,
  intl: IntlShape,
): Promise<string> {
  const outcome = await services.presenter.show(testNotification(accountId, intl));
  if (!outcome.ok)
    return intl.formatMessage(messages.notShown, { reason: formatPhrase(intl, outcome.reason) });
  void services.sounds.play(sound);
  return intl.formatMessage(messages.sent);
}
