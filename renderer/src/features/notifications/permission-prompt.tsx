// Browser mode's bar asking to turn on desktop notifications while the page has no answer from the
// browser yet ("default"): browsers only ask in answer to a click, so the page offers the button.
// A refusal is said plainly in the same bar; "Not now" hides it for this window's life.
import { useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { PERMISSION_REASONS } from './notification-presenter';
import { useNotificationPermission } from './use-notification-permission';
import { formatPhrase } from '../../../../shared/i18n/phrase';

const messages = defineMessages({
  region: { id: 'notifications.prompt.region', defaultMessage: 'Desktop notifications' },
  ask: { id: 'notifications.prompt.ask', defaultMessage: 'Get notified of direct messages and mentions.' },
  turnOn: { id: 'notifications.prompt.turn_on', defaultMessage: 'Turn on desktop notifications' },
  notNow: { id: 'notifications.prompt.not_now', defaultMessage: 'Not now' },
  stillOff: { id: 'notifications.prompt.still_off', defaultMessage: 'Notifications are still off.' },
  dismiss: { id: 'notifications.prompt.dismiss', defaultMessage: 'Dismiss' },
});

export function NotificationPermissionPrompt() {
  const intl = useIntl();
  const { permission, shownBy, request } = useNotificationPermission();
  const [asked, setAsked] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  if (shownBy !== 'page' || dismissed) return null;
  if (permission === 'default' && !asked) {
    return (
      <div
        role="region"
        aria-label={intl.formatMessage(messages.region)}
        className="connection-banner tone-info"
      >
        <span className="banner-text">{intl.formatMessage(messages.ask)}</span>
        <button
          type="button"
          className="button button-small"
          onClick={() => {
            setAsked(true);
            void request();
          }}
        >
          {intl.formatMessage(messages.turnOn)}
        </button>
        <button type="button" className="button button-small" onClick={() => setDismissed(true)}>
          {intl.formatMessage(messages.notNow)}
        </button>
      </div>
    );
  }
  // Only right after asking: a refusal the person made earlier is said in the settings instead.
  if (!asked || permission === 'granted') return null;
  return (
    <div
      role="region"
      aria-label={intl.formatMessage(messages.region)}
      className="connection-banner tone-warning"
    >
      <span role="alert" className="banner-text">
        {permission === 'default'
          ? intl.formatMessage(messages.stillOff)
          : formatPhrase(intl, PERMISSION_REASONS.denied)}
      </span>
      <button type="button" className="button button-small" onClick={() => setDismissed(true)}>
        {intl.formatMessage(messages.dismiss)}
      </button>
    </div>
  );
}
