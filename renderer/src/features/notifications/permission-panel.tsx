// Settings → Notifications, first: whether this window can show desktop notifications at all, said
// plainly, with the way to turn them on (browser mode) and to the test button in Diagnostics.
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { routeHref } from '../../routing/route';
import { PERMISSION_REASONS } from './notification-presenter';
import { useNotificationPermission } from './use-notification-permission';
import { formatPhrase } from '../../../../shared/i18n/phrase';

const messages = defineMessages({
  region: {
    id: 'notifications.panel.region',
    defaultMessage: 'Desktop notifications on this computer',
  },
  byDesktopApp: { id: 'notifications.panel.by_desktop_app', defaultMessage: 'Shown by the desktop app.' },
  granted: { id: 'notifications.panel.granted', defaultMessage: 'On: this browser shows them.' },
  turnOn: { id: 'notifications.panel.turn_on', defaultMessage: 'Turn on desktop notifications' },
});

export function NotificationPermissionPanel() {
  const intl = useIntl();
  const { permission, shownBy, request } = useNotificationPermission();
  const state =
    shownBy === 'main'
      ? intl.formatMessage(messages.byDesktopApp)
      : permission === 'granted'
        ? intl.formatMessage(messages.granted)
        : formatPhrase(intl, PERMISSION_REASONS[permission]);
  return (
    <section className="notification-permission" aria-label={intl.formatMessage(messages.region)}>
      <p>
        <FormattedMessage
          id="notifications.panel.state"
          defaultMessage="<strong>Desktop notifications on this computer:</strong> {state}"
          values={{ strong: (chunks) => <strong>{chunks}</strong>, state: <span>{state}</span> }}
        />
      </p>
      {shownBy === 'page' && permission === 'default' && (
        <button type="button" className="button" onClick={() => void request()}>
          {intl.formatMessage(messages.turnOn)}
        </button>
      )}
      <p className="setting-description">
        <FormattedMessage
          id="notifications.panel.test_hint"
          defaultMessage='To check them, use "Send a test notification" on the <link>Diagnostics page</link>.'
          values={{ link: (chunks) => <a href={routeHref({ name: 'diagnostics' })}>{chunks}</a> }}
        />
      </p>
    </section>
  );
}
