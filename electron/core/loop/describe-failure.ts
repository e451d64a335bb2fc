// The connection state's `lastError`: what went wrong, written for the person using the app (the
// banner shows it under "Reconnecting…"), with the server's own words or the details in brackets.
// Logs keep the technical message (recovery.ts's describeError); this is only what people read.
import { ApiError, type ApiErrorDetail } from '../api/errors';

/** Our own check of a well-formed HTTP answer found a shape the loop cannot use. */
export class ServerShapeError extends Error {
  override readonly name = 'ServerShapeError';
}

export function describeFailure(err: unknown): string {
  if (err instanceof ApiError) return describeApiFailure(err.detail);
  if (err instanceof ServerShapeError) return err.message;
  const message = err instanceof Error ? err.message : String(err);
  // A callback threw on a good answer: a bug of ours, which a fresh register works around.
  return `Threadline could not apply what the server sent (${message}); loading everything again.`;
}

function describeApiFailure(detail: ApiErrorDetail): string {
  switch (detail.kind) {
    case 'http': {
      const { status } = detail;
      const said = `HTTP ${status}${detail.code ? ` ${detail.code}` : ''}${
        detail.msg && detail.msg !== `HTTP ${status}` ? `: ${detail.msg}` : ''
      }`;
      if (status >= 300 && status < 400) {
        return `The server answered with a redirect, which Threadline does not follow (${said}).`;
      }
      if (status === 401) return `The server no longer accepts this account's key (${said}).`;
      if (status === 429) return `The server asked Threadline to slow down (${said}).`;
      if (status >= 500) return `The server is having trouble (${said}).`;
      return `The server refused the request (${said}).`;
    }
    case 'network':
      return `Could not reach the server (${detail.description}).`;
    case 'tls':
      return `The server's certificate is not trusted (${detail.causeCode}: ${detail.description}).`;
    case 'timeout':
      return `The server did not answer within ${duration(detail.timeoutMs)}.`;
    case 'malformed':
      return `The server's answer was not understood (${detail.description}).`;
    case 'aborted':
      return 'The request was cancelled.';
  }
}

function duration(ms: number): string {
  return ms < 1000 ? `${ms} ms` : `${Number((ms / 1000).toFixed(1))} s`;
}
