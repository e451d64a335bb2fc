// Turns what `fetch` throws for a request that never got an HTTP answer into an ApiError detail.
// Node's fetch wraps the socket error: TypeError('fetch failed', { cause: { code: 'ECONNREFUSED' } }),
// sometimes one level deeper, so the chain of causes is searched for the first error code.
import type { ApiErrorDetail } from './errors';

// OpenSSL verification codes (CERT_HAS_EXPIRED, UNABLE_TO_VERIFY_LEAF_SIGNATURE,
// DEPTH_ZERO_SELF_SIGNED_CERT, SELF_SIGNED_CERT_IN_CHAIN, …) and Node's own TLS codes
// (ERR_TLS_CERT_ALTNAME_INVALID, ERR_SSL_WRONG_VERSION_NUMBER, …).
const TLS_CODE = /^(CERT_|UNABLE_TO_|SELF_SIGNED|DEPTH_ZERO_SELF_SIGNED|ERR_TLS_|ERR_SSL_|HOSTNAME_MISMATCH)/;

const MAX_CAUSE_DEPTH = 6;

interface ErrorLike {
  code?: unknown;
  message?: unknown;
  cause?: unknown;
}

function asErrorLike(value: unknown): ErrorLike | undefined {
  return typeof value === 'object' && value !== null ? (value as ErrorLike) : undefined;
}

/** The first string `code` along the cause chain, and the innermost message seen. */
export function findCause(err: unknown): { code?: string; message?: string } {
  let code: string | undefined;
  let message: string | undefined;
  let current = asErrorLike(err);
  for (let depth = 0; current && depth < MAX_CAUSE_DEPTH; depth++) {
    if (code === undefined && typeof current.code === 'string') code = current.code;
    if (typeof current.message === 'string' && current.message) message = current.message;
    current = asErrorLike(current.cause);
  }
  return { code, message };
}

export function isTlsCode(code: string): boolean {
  return TLS_CODE.test(code);
}

export function classifyFetchFailure(err: unknown): ApiErrorDetail {
  const { code, message } = findCause(err);
  if (code && isTlsCode(code)) {
    return { kind: 'tls', causeCode: code, description: message ?? code };
  }
  const description = [code, message].filter(Boolean).join(': ') || 'request failed';
  return { kind: 'network', description };
}
