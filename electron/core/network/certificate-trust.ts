// Whether to accept a server certificate, as a pure decision from what the handshake showed and the
// certificates the person trusted. The rules, and why:
// - The system's verdict wins when it is "trusted": nothing to decide.
// - Only one problem can be trusted away: no authority the system trusts vouches for the certificate
//   (self-signed, or from a private authority). That is what a trust on first use fixes, and pinning
//   the exact fingerprint for that host and port keeps it safe.
// - Never trustable: expired or not yet valid (the server's administrator must renew it; a pinned but
//   expired certificate also means its key may have been retired), for another name (how an
//   interception looks, and a certificate for one name says nothing about another), revoked, or any
//   other failure. These are refused with the reason, even when the fingerprint was trusted before.
// - A trusted certificate counts for its host and port only, and only with exactly its fingerprint.
//   Electron's verify hook is not told the port; there `port` is undefined and a trust for that host
//   on any port counts, still only for the exact fingerprint.
//   The reasons are codes; shared/certificate-problems.ts has the sentence for each.
import type { CertificateReason } from '../../../shared/certificate-problems';
import type { TrustedCertificate } from '../../../shared/desktop';

export type CertificateProblem =
  'untrusted-issuer' | 'expired' | 'not-yet-valid' | 'name-mismatch' | 'revoked' | 'other';

export interface CertificateCheck {
  host: string;
  /** undefined where the network stack does not say (Electron's setCertificateVerifyProc). */
  port: number | undefined;
  fingerprint: string;
  /** Empty when the system trusts the certificate. */
  problems: readonly CertificateProblem[];
  trusted: readonly TrustedCertificate[];
}

export type CertificateDecision =
  | { do: 'accept' }
  /** The person may trust it (sign-in screen): `reason` says why it is not trusted yet. */
  | { do: 'ask'; reason: Extract<CertificateReason, 'untrusted-issuer' | 'changed'> }
  | { do: 'reject'; reason: Exclude<CertificateProblem, 'untrusted-issuer'> };

export function decideCertificate(check: CertificateCheck): CertificateDecision {
  if (check.problems.length === 0) return { do: 'accept' };
  const refused = check.problems.find((problem) => problem !== 'untrusted-issuer');
  if (refused !== undefined) return { do: 'reject', reason: refused };
  const host = normalizeHost(check.host);
  const forServer = check.trusted.filter(
    (entry) => normalizeHost(entry.host) === host && (check.port === undefined || entry.port === check.port),
  );
  if (forServer.some((entry) => entry.fingerprint === check.fingerprint)) return { do: 'accept' };
  return { do: 'ask', reason: forServer.length > 0 ? 'changed' : 'untrusted-issuer' };
}

/** Host names compare without case and without an IPv6 address's brackets. */
export function normalizeHost(host: string): string {
  return host.toLowerCase().replace(/^\[(.*)\]$/, '$1');
}
