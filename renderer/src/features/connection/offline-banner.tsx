// What the offline side has to say over the shown account: while its state is what this computer
// kept from an earlier run (the live register has not answered yet), a quiet "Showing what you last
// saw (as of …)"; while the server cannot be reached, how many messages wait in the outbox; and a
// notice about offline data (a full disk) once, until dismissed.
import { useShell } from '../../state/app-runtime';
import { unsentCount } from '../../state/outbox';
import { useAppStore, useConnectionView } from '../../state/selectors';
import { useNow } from '../common/use-now';

/** "14:05" today, "3 Nov, 14:05" another day (the person's own locale and time zone). */
export function formatSavedAt(savedAt: number, now: number): string {
  const saved = new Date(savedAt);
  const time = saved.toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' });
  if (saved.toDateString() === new Date(now).toDateString()) return time;
  return `${saved.toLocaleDateString(undefined, { day: 'numeric', month: 'short' })}, ${time}`;
}

export function waitingText(count: number): string {
  return count === 1 ? '1 message is waiting to send.' : `${count} messages are waiting to send.`;
}

export function OfflineBanner() {
  const cached = useAppStore((s) => s.sync.cached);
  const waiting = useAppStore((s) => unsentCount(s.outbox));
  const { connection } = useConnectionView();
  const now = useNow(false);
  const away = connection.status !== 'connected';
  return (
    <>
      {cached !== undefined && (
        <div role="status" className="connection-banner tone-info offline-banner">
          <span className="banner-text">
            Showing what you last saw (as of {formatSavedAt(cached.savedAt, now)}).
          </span>
          {cached.cappedAt !== undefined && (
            <span className="banner-detail">Some later changes were not kept.</span>
          )}
        </div>
      )}
      {away && waiting > 0 && (
        <div role="status" className="connection-banner tone-info">
          <span className="banner-text">
            {waitingText(waiting)} Threadline sends {waiting === 1 ? 'it' : 'them'} when the server is back.
          </span>
        </div>
      )}
      <OfflineNotice />
    </>
  );
}

function OfflineNotice() {
  const notice = useShell((s) => s.desktop.offlineNotice);
  const dismiss = useShell((s) => s.dismissOfflineNotice);
  if (notice === null) return null;
  return (
    <div role="alert" className="connection-banner tone-warning">
      <span className="banner-text">{notice}</span>
      <button type="button" className="button button-small" onClick={dismiss}>
        Dismiss
      </button>
    </div>
  );
}
