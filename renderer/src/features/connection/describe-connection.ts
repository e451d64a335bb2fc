// The connection banner's wording, as a pure function of main's connection state, the clock and the
// window's language: what is happening (no network, checking the server, reconnecting, unreachable)
// and when the next try is. main's last error is its own words, shown as they came.
import { defineMessages, type IntlShape, type NoMessageValues } from 'react-intl';
import type { ConnectionState } from '../../../../shared/ipc';
import type { LinkStatus } from '../../bridge/ws-bridge';

const messages = defineMessages<{
  linkLost: NoMessageValues;
  connected: NoMessageValues;
  connecting: NoMessageValues;
  retrying: { what: string };
  nextTry: { what: string; time: string };
  checking: NoMessageValues;
  offline: NoMessageValues;
  authFailed: NoMessageValues;
  stopped: NoMessageValues;
  inSeconds: { seconds: number };
  inMinutes: { minutes: number; seconds: number };
}>({
  linkLost: {
    id: 'connection.banner.link_lost',
    defaultMessage: 'Lost the connection to Threadline — reconnecting…',
  },
  connected: { id: 'connection.banner.connected', defaultMessage: 'Connected' },
  connecting: { id: 'connection.banner.connecting', defaultMessage: 'Connecting…' },
  retrying: {
    id: 'connection.banner.retrying',
    defaultMessage: '{what, select, unreachable {Server unreachable} other {Reconnecting}} — trying again…',
  },
  nextTry: {
    id: 'connection.banner.next_try',
    defaultMessage:
      '{what, select, unreachable {Server unreachable} other {Reconnecting}} — next try at {time}',
  },
  checking: { id: 'connection.banner.checking', defaultMessage: 'Checking the server…' },
  offline: {
    id: 'connection.banner.offline',
    defaultMessage: 'No network connection — Threadline reconnects when it is back',
  },
  authFailed: {
    id: 'connection.banner.auth_failed',
    defaultMessage: 'Signed out — the server no longer accepts this account’s key. Sign in again.',
  },
  stopped: { id: 'connection.banner.stopped', defaultMessage: 'Disconnected' },
  inSeconds: { id: 'connection.countdown.seconds', defaultMessage: '(in {seconds, number} s)' },
  inMinutes: {
    id: 'connection.countdown.minutes',
    defaultMessage: '(in {minutes, number} min {seconds, number} s)',
  },
});

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

/** Wall-clock time as HH:MM:SS (24-hour), in the IntlShape's time zone. */
export function formatClock(intl: IntlShape, epochMs: number): string {
  return intl.formatTime(epochMs, {
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  });
}

/** "(in 12 s)", "(in 2 min 5 s)". */
export function formatCountdown(intl: IntlShape, msLeft: number): string {
  const seconds = Math.max(0, Math.ceil(msLeft / 1000));
  if (seconds < 60) return intl.formatMessage(messages.inSeconds, { seconds });
  return intl.formatMessage(messages.inMinutes, { minutes: Math.floor(seconds / 60), seconds: seconds % 60 });
}

export function describeConnection(
  connection: ConnectionState,
  link: LinkStatus,
  now: number,
  intl: IntlShape,
): BannerModel {
  if (link === 'down')
    return { tone: 'error', text: intl.formatMessage(messages.linkLost), canRetryNow: false };
  const detail = connection.lastError;
  switch (connection.status) {
    case 'connected':
      return { tone: 'ok', text: intl.formatMessage(messages.connected), canRetryNow: false };
    case 'idle':
    case 'registering':
      return { tone: 'info', text: intl.formatMessage(messages.connecting), canRetryNow: false };
    case 'reconnecting':
    case 'unreachable':
      return retrying(connection.status, connection, now, intl);
    case 'checking':
      return { tone: 'info', text: intl.formatMessage(messages.checking), canRetryNow: false };
    case 'offline':
      // Failures mean nothing without a network: say what is wrong, not what failed.
      return { tone: 'warning', text: intl.formatMessage(messages.offline), canRetryNow: true };
    case 'auth-failed':
      return { tone: 'error', text: intl.formatMessage(messages.authFailed), detail, canRetryNow: false };
    case 'stopped':
      return { tone: 'warning', text: intl.formatMessage(messages.stopped), detail, canRetryNow: true };
  }
}

/** Waiting out a backoff: the next try as a wall-clock time (announced) and a countdown (shown). */
function retrying(
  what: 'reconnecting' | 'unreachable',
  connection: ConnectionState,
  now: number,
  intl: IntlShape,
): BannerModel {
  const detail = connection.lastError;
  const at = connection.nextRetryAt;
  if (at === undefined)
    return {
      tone: 'warning',
      text: intl.formatMessage(messages.retrying, { what }),
      detail,
      canRetryNow: true,
    };
  return {
    tone: 'warning',
    text: intl.formatMessage(messages.nextTry, { what, time: formatClock(intl, at) }),
    detail,
    countdown: formatCountdown(intl, at - now),
    canRetryNow: true,
  };
}
