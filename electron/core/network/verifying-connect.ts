// Browser mode's certificate check, wrapped around undici's connectors: TLS runs with
// rejectUnauthorized off so the handshake completes, and this decides before any byte of a request is
// written. A socket the system trusts passes at once (the usual case costs one property read); for any
// other, certificate-trust.ts decides from the certificate, the stack's verdict and the certificates
// the person trusted for that host and port. A refused socket is destroyed, and the connection fails
// with an UntrustedCertificateError the sign-in screen can show. The wrapped connector may be a direct
// one or ProxyAgent's tunnel: the check is the same through a proxy.
import { TLSSocket } from 'node:tls';
import type { buildConnector } from 'undici';
import type { TrustedCertificate } from '../../../shared/desktop';
import {
  certificateProblems,
  problemFromNodeCode,
  readCertificate,
  toServerCertificate,
} from './certificate-facts';
import { decideCertificate } from './certificate-trust';
import type { PresentedCertificates } from './presented-certificates';
import { UntrustedCertificateError } from './untrusted-certificate';

export interface VerifyDeps {
  trusted(): readonly TrustedCertificate[];
  presented: PresentedCertificates;
  now(): number;
}

export function verifyingConnector(
  inner: buildConnector.connector,
  deps: VerifyDeps,
): buildConnector.connector {
  return (options, callback) => {
    inner(options, (...args) => {
      const [err, socket] = args;
      if (err !== null) return callback(err, null);
      if (options.protocol !== 'https:' || !(socket instanceof TLSSocket) || socket.authorized) {
        return callback(null, socket);
      }
      const refusal = checkSocket(socket, options.hostname, Number(options.port) || 443, deps);
      if (refusal === undefined) return callback(null, socket);
      socket.destroy();
      callback(refusal, null);
    });
  };
}

function errorCode(reported: unknown): string {
  if (!(reported instanceof Error)) return 'CERT_UNTRUSTED';
  const { code } = reported as Error & { code?: unknown };
  return typeof code === 'string' ? code : reported.message;
}

function checkSocket(
  socket: TLSSocket,
  hostname: string,
  port: number,
  deps: VerifyDeps,
): UntrustedCertificateError | undefined {
  // Node puts the verification code (a string) here, though its types say Error.
  const reported: unknown = socket.authorizationError;
  const code = typeof reported === 'string' ? reported : errorCode(reported);
  const facts = readCertificate(socket.getPeerCertificate(true)?.raw ?? Buffer.alloc(0));
  if (facts === undefined) {
    return new UntrustedCertificateError(code, {
      host: hostname,
      port,
      fingerprint: '',
      subject: '',
      issuer: '',
      validFrom: 0,
      validTo: 0,
      trustable: false,
      reason: 'unreadable',
    });
  }
  const problems = certificateProblems(problemFromNodeCode(code), facts, hostname, deps.now());
  const decision = decideCertificate({
    host: hostname,
    port,
    fingerprint: facts.fingerprint,
    problems,
    trusted: deps.trusted(),
  });
  if (decision.do === 'accept') return undefined;
  const certificate = toServerCertificate(facts, hostname, port, decision);
  deps.presented.remember(certificate, port);
  return new UntrustedCertificateError(code, certificate);
}
