// Every way a call to the server can fail, as one typed error. Callers branch on `kind` (and on
// `code` for server errors, never on `msg`, which the server translates).
import { ErrorCode } from '../../../shared/api/envelope';
import type { ServerCertificate } from '../../../shared/desktop';

export type ApiErrorDetail =
  | {
      kind: 'http';
      status: number;
      /** The error envelope's code; null when the body was not an error envelope (e.g. a proxy's 502 page). */
      code: string | null;
      msg: string;
      /** From the body's "retry-after" number, else the Retry-After header. */
      retryAfterSeconds?: number;
      /** Body fields beyond result, msg and code (e.g. queue_id, var_name). */
      extra: Record<string, unknown>;
    }
  /** Unreachable host, refused connection, DNS failure, connection reset. */
  | { kind: 'network'; description: string }
  /** Certificate or TLS handshake problems; not retried silently, the user has to act. */
  | {
      kind: 'tls';
      causeCode: string;
      description: string;
      /** The certificate main did not accept, when the failure was about one (network/untrusted-certificate.ts). */
      certificate?: ServerCertificate;
    }
  | { kind: 'timeout'; timeoutMs: number }
  /** Not JSON, not an envelope, or a success body that does not match the operation's schema. */
  | { kind: 'malformed'; description: string; status?: number }
  /** The caller's own AbortSignal fired (e.g. the event loop was stopped); not a failure of the server. */
  | { kind: 'aborted' };

export type ApiErrorKind = ApiErrorDetail['kind'];

export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly detail: ApiErrorDetail,
    /** The operation name, for logs. */
    readonly operation?: string,
  ) {
    super(describeDetail(detail, operation));
  }

  get kind(): ApiErrorKind {
    return this.detail.kind;
  }

  get status(): number | undefined {
    return this.detail.kind === 'http' ? this.detail.status : undefined;
  }

  get code(): string | null | undefined {
    return this.detail.kind === 'http' ? this.detail.code : undefined;
  }

  get retryAfterSeconds(): number | undefined {
    return this.detail.kind === 'http' ? this.detail.retryAfterSeconds : undefined;
  }
}

function describeDetail(detail: ApiErrorDetail, operation: string | undefined): string {
  const prefix = operation ? `${operation}: ` : '';
  switch (detail.kind) {
    case 'http':
      return `${prefix}HTTP ${detail.status}${detail.code ? ` ${detail.code}` : ''}: ${detail.msg}`;
    case 'network':
      return `${prefix}server unreachable (${detail.description})`;
    case 'tls':
      return `${prefix}TLS/certificate problem (${detail.causeCode}): ${detail.description}`;
    case 'timeout':
      return `${prefix}no answer within ${detail.timeoutMs} ms`;
    case 'malformed':
      return `${prefix}unexpected response${detail.status ? ` (HTTP ${detail.status})` : ''}: ${detail.description}`;
    case 'aborted':
      return `${prefix}request cancelled`;
  }
}

export function isApiError(err: unknown): err is ApiError {
  return err instanceof ApiError;
}

/** Worth retrying as-is after a backoff: the network, a timeout, a server-side 5xx, or rate limiting. */
export function isTransient(err: unknown): boolean {
  if (!isApiError(err)) return false;
  const { detail } = err;
  if (detail.kind === 'network' || detail.kind === 'timeout') return true;
  if (detail.kind !== 'http') return false;
  return detail.status >= 500 || detail.status === 429 || detail.code === ErrorCode.RateLimitHit;
}

/** The event queue is gone (expired, or never existed): register a new one, never reuse the id. */
export function isBadEventQueue(err: unknown): boolean {
  return isApiError(err) && err.code === ErrorCode.BadEventQueueId;
}

/** The credentials are no longer accepted (wrong key, deactivated user or realm): ask to sign in again. */
export function isAuthFailure(err: unknown): boolean {
  return isApiError(err) && err.status === 401;
}

export function isAborted(err: unknown): boolean {
  return isApiError(err) && err.kind === 'aborted';
}
