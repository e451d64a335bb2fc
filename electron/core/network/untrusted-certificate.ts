// The error a connection fails with when main did not accept the server's certificate: the TLS code
// the stack reported (so the API client classifies it as `tls`) and the certificate as main saw it, so
// the sign-in screen can show its fingerprint and offer to trust it (fetch-failure.ts finds it along
// the error's causes).
import type { ServerCertificate } from '../../../shared/desktop';

export class UntrustedCertificateError extends Error {
  override readonly name = 'UntrustedCertificateError';

  constructor(
    /** OpenSSL's or Chromium's code, e.g. DEPTH_ZERO_SELF_SIGNED_CERT or ERR_CERT_AUTHORITY_INVALID. */
    readonly code: string,
    readonly certificate: ServerCertificate,
  ) {
    super(`certificate not accepted: ${certificate.reason} (${code})`);
  }
}
