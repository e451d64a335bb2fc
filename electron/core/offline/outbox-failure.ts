// What a failed send means for the outbox. The question is only "may it have arrived?": a
// connection that never opened (refused, no such host, no route, a TLS handshake that failed) or a
// 429 before any work means no, and the entry waits its turn again; a connection that broke after
// the request left, a timeout, or a 5xx (a proxy's timeout while the server went on) means maybe,
// and the server is asked before anything is sent again. Any other answer of the server is its
// refusal, kept with its words for Retry or Discard. A 401 waits: the session signs the account out
// or in again, and the outbox must not lose the message meanwhile.
import { ApiError } from '../api/errors';
import { IpcFailure } from '../session/ipc-failure';
import type { SendOutcome } from './outbox-types';

/** Error codes of a connection that never carried the request. */
const NEVER_CONNECTED = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ENETUNREACH',
  'EHOSTUNREACH',
  'ENETDOWN',
  'EHOSTDOWN',
  'UND_ERR_CONNECT_TIMEOUT',
]);

export function sendOutcomeOf(err: unknown): SendOutcome {
  if (!(err instanceof ApiError)) {
    // Main's own "not signed in" (no connection right now) is the only other failure that is not a bug.
    if (err instanceof IpcFailure && err.error.kind === 'not-signed-in') return { kind: 'not-sent' };
    return { kind: 'refused', reason: err instanceof Error ? err.message : String(err) };
  }
  const { detail } = err;
  switch (detail.kind) {
    case 'network': {
      const code = /^[A-Z_]+/.exec(detail.description)?.[0] ?? '';
      return NEVER_CONNECTED.has(code) ? { kind: 'not-sent' } : { kind: 'unknown' };
    }
    case 'tls':
      return { kind: 'not-sent' };
    case 'timeout':
    case 'aborted':
    case 'malformed':
      return { kind: 'unknown' };
    case 'http':
      if (detail.status === 429) {
        const wait = detail.retryAfterSeconds;
        return wait === undefined ? { kind: 'not-sent' } : { kind: 'not-sent', retryAfterMs: wait * 1000 };
      }
      if (detail.status === 401) return { kind: 'not-sent' };
      if (detail.status >= 500) return { kind: 'unknown' };
      return { kind: 'refused', reason: detail.msg };
  }
}
