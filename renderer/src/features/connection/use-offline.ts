// Whether a view's failure means "the server cannot be reached" rather than "the server refused":
// the connection to main or main's to the server is down, or the failure is a network one. Views
// that are not kept on this computer then say so plainly (OFFLINE_VIEW_MESSAGE) instead of showing a
// raw error, and load once the account is connected again (the `messages-stale` push).
import { defineMessage } from 'react-intl';
import { ApiCallError } from '../../bridge/call-api';
import { useConnectionView } from '../../state/selectors';

const OFFLINE_KINDS = new Set(['network', 'timeout', 'tls']);
const LOST_STATUSES = new Set(['reconnecting', 'offline', 'unreachable', 'stopped']);

/** A failure that says nothing of the request itself: the server was not reached (or timed out). */
export function isUnreachable(error: unknown): boolean {
  return error instanceof ApiCallError && OFFLINE_KINDS.has(error.kind);
}

/** True while the shown account cannot reach its server, or when `error` is such a failure. */
export function useOffline(error: Error | null): boolean {
  const { connection, link } = useConnectionView();
  const lost = link === 'down' || LOST_STATUSES.has(connection.status);
  return lost || isUnreachable(error);
}

/** What a view that is not kept for offline use says while the server cannot be reached. */
export const OFFLINE_VIEW_MESSAGE = defineMessage({
  id: 'offline.view_not_saved',
  defaultMessage:
    'This view is not saved on this computer, so it can be shown only when the server can be reached. It loads by itself when the server is back.',
});
