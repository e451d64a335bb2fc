// Turns what `fetch` throws for a request that never got an HTTP answer into an ApiError detail.
// Node's fetch wraps the socket error: TypeError('fetch failed', { cause: { code: 'ECONNREFUSED' } }),
// sometimes one level deeper, so the chain of causes is searched for the first error code.
import type { ServerCertificate } from '../../../shared/desktop';
import { UntrustedCertificateError } from '../network/untrusted-certificate';
import type { ApiErrorDetail } from './errors';

// OpenSSL verification codes (CERT_HAS_EXPIRED, UNABLE_TO_VERIFY_LEAF_SIGNATURE,
// DEPTH_ZERO_SELF_SIGNED_CERT, SELF_SIGNED_CERT_IN_CHAIN, …) and Node's own TLS codes
// (ERR_TLS_CERT_ALTNAME_INVALID, ERR_SSL_WRONG_VERSION_NUMBER, …).
const TLS_CODE =
  /^(CERT_|UNABLE_TO_|SELF_SIGNED|DEPTH_ZERO_SELF_SIGNED|ERR_TLS_|ERR_SSL_|HOSTNAME_MISMATCH|ERR_CERT_)/;
/** Electron's net.fetch rejects with Chromium's error name in the message: `net::ERR_CERT_DATE_INVALID`. */
const CHROMIUM_ERROR = /net::(ERR_[A-Z_]+)/;

const MAX_CAUSE_DEPTH = 6;

interface ErrorLike {
  code?: unknown;
  message?: unknown;
  cause?: unknown;
}

function asErrorLike(value: unknown): ErrorLike | undefined {
  return typeof value === 'object' && value !== null ? (value as ErrorLike) : undefined;
}

/**
 * The first string `code` along the cause chain (or Chromium's error name in a message), the
 * innermost message seen, and the certificate main refused, if that is what failed.
 */
export function findCause(err: unknown): {
  code?: string;
  message?: string;
  certificate?: ServerCertificate;
} {
  let code: string | undefined;
  let message: string | undefined;
  let certificate: ServerCertificate | undefined;
  let current = asErrorLike(err);
  for (let depth = 0; current && depth < MAX_CAUSE_DEPTH; depth++) {
    if (current instanceof UntrustedCertificateError) certificate ??= current.certificate;
    if (code === undefined && typeof current.code === 'string') code = current.code;
    if (typeof current.message === 'string' && current.message) {
      message = current.message;
      code ??= CHROMIUM_ERROR.exec(current.message)?.[1];
    }
    current = asErrorLike(current.cause);
  }
  return { code, message, ...(certificate === undefined ? {} : { certificate }) };
}

export function isTlsCode(code: string): boolean {
  return TLS_CODE.test(code);
}

export function classifyFetchFailure(err: unknown): ApiErrorDetail {
  const { code, message, certificate } = findCause(err);
  if (certificate)
    return {
      kind: 'tls',
      causeCode: code ?? 'CERT_UNTRUSTED',
      description: message ?? code ?? '',
      certificate,
    };
  if (code && isTlsCode(code)) {
    return { kind: 'tls', causeCode: code, description: message ?? code };
  }
  const description = [code, message].filter(Boolean).join(': ') || 'request failed';
  return { kind: 'network', description };
}
