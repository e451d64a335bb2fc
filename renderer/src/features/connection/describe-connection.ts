// The connection banner's wording, as a pure function of main's connection state and the clock: what
// is happening (no network, checking the server, reconnecting, unreachable) and when the next try is.
import type { ConnectionState } from '../../../../shared/ipc';
import type { LinkStatus } from '../../bridge/ws-bridge';

export type BannerTone = 'ok' | 'info' | 'warning' | 'error';

export interface BannerModel {
  tone: BannerTone;
  /** The stable announcement (what the status region says). */
  text: string;
  /** Extra detail, e.g. main's last error. */
  detail?: string;
  /** A live countdown to the next attempt, shown but not announced (it changes every second). */
  countdown?: string;
  canRetryNow: boolean;
}

/** Local wall-clock time as HH:MM:SS (24-hour). */
export function formatClock(epochMs: number): string {
  const date = new Date(epochMs);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}

export function formatCountdown(msLeft: number): string {
  const seconds = Math.max(0, Math.ceil(msLeft / 1000));
  if (seconds < 60) return `in ${seconds} s`;
  return `in ${Math.floor(seconds / 60)} min ${seconds % 60} s`;
}

export function describeConnection(connection: ConnectionState, link: LinkStatus, now: number): BannerModel {
  if (link === 'down') {
    return { tone: 'error', text: 'Lost the connection to Threadline — reconnecting…', canRetryNow: false };
  }
  const detail = connection.lastError;
  switch (connection.status) {
    case 'connected':
      return { tone: 'ok', text: 'Connected', canRetryNow: false };
    case 'idle':
    case 'registering':
      return { tone: 'info', text: 'Connecting…', canRetryNow: false };
    case 'reconnecting':
      return retrying('Reconnecting', connection, now);
    case 'unreachable':
      return retrying('Server unreachable', connection, now);
    case 'checking':
      return { tone: 'info', text: 'Checking the server…', canRetryNow: false };
    case 'offline':
      // Failures mean nothing without a network: say what is wrong, not what failed.
      return {
        tone: 'warning',
        text: 'No network connection — Threadline reconnects when it is back',
        canRetryNow: true,
      };
    case 'auth-failed':
      return {
        tone: 'error',
        text: 'Signed out — the server no longer accepts this account’s key. Sign in again.',
        detail,
        canRetryNow: false,
      };
    case 'stopped':
      return { tone: 'warning', text: 'Disconnected', detail, canRetryNow: true };
  }
}

/** Waiting out a backoff: the next try as a wall-clock time (announced) and a countdown (shown). */
function retrying(what: string, connection: ConnectionState, now: number): BannerModel {
  const detail = connection.lastError;
  const at = connection.nextRetryAt;
  if (at === undefined)
    return { tone: 'warning', text: `${what} — trying again…`, detail, canRetryNow: true };
  return {
    tone: 'warning',
    text: `${what} — next try at ${formatClock(at)}`,
    detail,
    countdown: formatCountdown(at - now),
    canRetryNow: true,
  };
}
