// What the offline side has to say over the shown account: while its state is what this computer
// kept from an earlier run (the live register has not answered yet), a quiet "Showing what you last
// saw (as of …)"; while the server cannot be reached, how many messages wait in the outbox; and a
// notice about offline data (a full disk, in main's words) once, until dismissed.
import { defineMessages, useIntl, type IntlShape, type NoMessageValues } from 'react-intl';
import { useShell } from '../../state/app-runtime';
import { unsentCount } from '../../state/outbox';
import { useAppStore, useConnectionView } from '../../state/selectors';
import { useNow } from '../common/use-now';

const messages = defineMessages<{
  cached: { savedAt: string };
  capped: NoMessageValues;
  waiting: { count: number };
  dismiss: NoMessageValues;
}>({
  cached: { id: 'offline.banner.cached', defaultMessage: 'Showing what you last saw (as of {savedAt}).' },
  capped: { id: 'offline.banner.capped', defaultMessage: 'Some later changes were not kept.' },
  waiting: {
    id: 'offline.banner.waiting',
    defaultMessage:
      '{count, plural, one {# message is waiting to send. Threadline sends it when the server is back.} other {# messages are waiting to send. Threadline sends them when the server is back.}}',
  },
  dismiss: { id: 'offline.banner.dismiss', defaultMessage: 'Dismiss' },
});

/** "14:05" today, "3 Nov, 14:05" another day (the window's language, the person's clock and time zone). */
export function formatSavedAt(
  intl: IntlShape,
  savedAt: number,
  now: number,
  hourCycle?: 'h23' | 'h12',
): string {
  const clock = { hour: '2-digit', minute: '2-digit', ...(hourCycle ? { hourCycle } : {}) } as const;
  const day = (ms: number) => intl.formatDate(ms, { year: 'numeric', month: '2-digit', day: '2-digit' });
  if (day(savedAt) === day(now)) return intl.formatTime(savedAt, clock);
  return intl.formatDate(savedAt, { day: 'numeric', month: 'short', ...clock });
}

/** "3 messages are waiting to send. Threadline sends them when the server is back." */
export function waitingText(intl: IntlShape, count: number): string {
  return intl.formatMessage(messages.waiting, { count });
}

export function OfflineBanner() {
  const intl = useIntl();
  const cached = useAppStore((s) => s.sync.cached);
  const waiting = useAppStore((s) => unsentCount(s.outbox));
  const twentyFourHour = useAppStore((s) => s.userSettings.values.twenty_four_hour_time);
  const { connection } = useConnectionView();
  const now = useNow(false);
  const away = connection.status !== 'connected';
  const hourCycle = twentyFourHour === true ? 'h23' : twentyFourHour === false ? 'h12' : undefined;
  return (
    <>
      {cached !== undefined && (
        <div role="status" className="connection-banner tone-info offline-banner">
          <span className="banner-text">
            {intl.formatMessage(messages.cached, {
              savedAt: formatSavedAt(intl, cached.savedAt, now, hourCycle),
            })}
          </span>
          {cached.cappedAt !== undefined && (
            <span className="banner-detail">{intl.formatMessage(messages.capped)}</span>
          )}
        </div>
      )}
      {away && waiting > 0 && (
        <div role="status" className="connection-banner tone-info">
          <span className="banner-text">{waitingText(intl, waiting)}</span>
        </div>
      )}
      <OfflineNotice />
    </>
  );
}

function OfflineNotice() {
  const intl = useIntl();
  const notice = useShell((s) => s.desktop.offlineNotice);
  const dismiss = useShell((s) => s.dismissOfflineNotice);
  if (notice === null) return null;
  return (
    <div role="alert" className="connection-banner tone-warning">
      <span className="banner-text">{notice}</span>
      <button type="button" className="button button-small" onClick={dismiss}>
        {intl.formatMessage(messages.dismiss)}
      </button>
    </div>
  );
}
