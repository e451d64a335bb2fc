// Settings → Notifications, first: whether this window can show desktop notifications at all, said
// plainly, with the way to turn them on (browser mode) and to the test button in Diagnostics.
import { routeHref } from '../../routing/route';
import { PERMISSION_REASONS } from './notification-presenter';
import { useNotificationPermission } from './use-notification-permission';

export function NotificationPermissionPanel() {
  const { permission, shownBy, request } = useNotificationPermission();
  const state =
    shownBy === 'main'
      ? 'Shown by the desktop app.'
      : permission === 'granted'
        ? 'On: this browser shows them.'
        : PERMISSION_REASONS[permission];
  return (
    <section className="notification-permission" aria-label="Desktop notifications on this computer">
      <p>
        <strong>Desktop notifications on this computer: </strong>
        <span>{state}</span>
      </p>
      {shownBy === 'page' && permission === 'default' && (
        <button type="button" className="button" onClick={() => void request()}>
          Turn on desktop notifications
        </button>
      )}
      <p className="setting-description">
        To check them, use "Send a test notification" on the{' '}
        <a href={routeHref({ name: 'diagnostics' })}>Diagnostics page</a>.
      </p>
    </section>
  );
}
