// Browser mode's bar asking to turn on desktop notifications while the page has no answer from the
// browser yet ("default"): browsers only ask in answer to a click, so the page offers the button.
// A refusal is said plainly in the same bar; "Not now" hides it for this window's life.
import { useState } from 'react';
import { PERMISSION_REASONS } from './notification-presenter';
import { useNotificationPermission } from './use-notification-permission';

export function NotificationPermissionPrompt() {
  const { permission, shownBy, request } = useNotificationPermission();
  const [asked, setAsked] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  if (shownBy !== 'page' || dismissed) return null;
  if (permission === 'default' && !asked) {
    return (
      <div role="region" aria-label="Desktop notifications" className="connection-banner tone-info">
        <span className="banner-text">Get notified of direct messages and mentions.</span>
        <button
          type="button"
          className="button button-small"
          onClick={() => {
            setAsked(true);
            void request();
          }}
        >
          Turn on desktop notifications
        </button>
        <button type="button" className="button button-small" onClick={() => setDismissed(true)}>
          Not now
        </button>
      </div>
    );
  }
  // Only right after asking: a refusal the person made earlier is said in the settings instead.
  if (!asked || permission === 'granted') return null;
  return (
    <div role="region" aria-label="Desktop notifications" className="connection-banner tone-warning">
      <span role="alert" className="banner-text">
        {permission === 'default' ? 'Notifications are still off.' : PERMISSION_REASONS.denied}
      </span>
      <button type="button" className="button button-small" onClick={() => setDismissed(true)}>
        Dismiss
      </button>
    </div>
  );
}
