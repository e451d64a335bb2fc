// What a presented certificate is and what is wrong with it, read the same way on both hosts from the
// certificate itself (node:crypto's X509Certificate): its SHA-256 fingerprint, names and validity,
// plus the problems the stack reported. OpenSSL stops at its first error (a self-signed certificate is
// reported as such even when it has also expired, and its name is then never checked), so the dates
// and the name are always checked here too.
import { X509Certificate } from 'node:crypto';
import { isIP } from 'node:net';
import type { ServerCertificate } from '../../../shared/desktop';
import type { CertificateDecision, CertificateProblem } from './certificate-trust';
import { normalizeHost } from './certificate-trust';

/** OpenSSL's and Node's verification codes (socket.authorizationError). */
const NODE_CODES: Record<string, CertificateProblem> = {
  DEPTH_ZERO_SELF_SIGNED_CERT: 'untrusted-issuer',
  SELF_SIGNED_CERT_IN_CHAIN: 'untrusted-issuer',
  UNABLE_TO_VERIFY_LEAF_SIGNATURE: 'untrusted-issuer',
  UNABLE_TO_GET_ISSUER_CERT_LOCALLY: 'untrusted-issuer',
  UNABLE_TO_GET_ISSUER_CERT: 'untrusted-issuer',
  CERT_UNTRUSTED: 'untrusted-issuer',
  CERT_HAS_EXPIRED: 'expired',
  CERT_NOT_YET_VALID: 'not-yet-valid',
  ERR_TLS_CERT_ALTNAME_INVALID: 'name-mismatch',
  HOSTNAME_MISMATCH: 'name-mismatch',
  CERT_REVOKED: 'revoked',
};

/** Chromium's net error codes (Electron's verify proc `errorCode`). */
const CHROMIUM_CODES: Record<number, CertificateProblem> = {
  [-200]: 'name-mismatch', // ERR_CERT_COMMON_NAME_INVALID
  [-201]: 'expired', // ERR_CERT_DATE_INVALID (the dates below say which way)
  [-202]: 'untrusted-issuer', // ERR_CERT_AUTHORITY_INVALID
  [-206]: 'revoked', // ERR_CERT_REVOKED
};

export interface CertificateFacts {
  fingerprint: string;
  subject: string;
  issuer: string;
  validFrom: number;
  validTo: number;
  /** Whether the certificate names `host` (DNS name or IP address). */
  names(host: string): boolean;
}

/** Reads a DER buffer or a PEM text; undefined when it is not a certificate. */
export function readCertificate(raw: Buffer | string): CertificateFacts | undefined {
  let cert: X509Certificate;
  try {
    cert = new X509Certificate(raw);
  } catch {
    return undefined;
  }
  return {
    fingerprint: cert.fingerprint256.toUpperCase(),
    subject: oneLine(cert.subject),
    issuer: oneLine(cert.issuer),
    validFrom: Date.parse(cert.validFrom),
    validTo: Date.parse(cert.validTo),
    names: (host) => {
      const bare = normalizeHost(host);
      return (isIP(bare) ? cert.checkIP(bare) : cert.checkHost(bare)) !== undefined;
    },
  };
}

/** The problems of a certificate the stack did not accept: its own code, plus dates and name. */
export function certificateProblems(
  reported: CertificateProblem,
  facts: CertificateFacts,
  host: string,
  now: number,
): CertificateProblem[] {
  const problems = new Set<CertificateProblem>([reported]);
  if (reported === 'expired' && now < facts.validFrom) {
    problems.delete('expired');
    problems.add('not-yet-valid');
  }
  if (now > facts.validTo) problems.add('expired');
  if (now < facts.validFrom) problems.add('not-yet-valid');
  if (!facts.names(host)) problems.add('name-mismatch');
  return [...problems];
}

export function problemFromNodeCode(code: string | undefined): CertificateProblem {
  return (code && NODE_CODES[code]) || 'other';
}

export function problemFromChromiumCode(code: number): CertificateProblem {
  return CHROMIUM_CODES[code] ?? 'other';
}

/** The sign-in screen's view of a certificate that was not accepted. */
export function toServerCertificate(
  facts: CertificateFacts,
  host: string,
  port: number,
  decision: Exclude<CertificateDecision, { do: 'accept' }>,
): ServerCertificate {
  return {
    host: normalizeHost(host),
    port,
    fingerprint: facts.fingerprint,
    subject: facts.subject,
    issuer: facts.issuer,
    validFrom: facts.validFrom,
    validTo: facts.validTo,
    trustable: decision.do === 'ask',
    reason: decision.reason,
  };
}

/** X509Certificate writes one attribute per line ("CN=x\nO=y"). */
function oneLine(name: string): string {
  return name.split('\n').filter(Boolean).join(', ');
}
