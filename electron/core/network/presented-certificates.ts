// The certificates servers recently presented and main did not accept, remembered so that trusting
// one (the sign-in screen's `server.trustCertificate`) can only pin a certificate main really saw for
// that server, and only one that may be trusted: the renderer names a URL and a fingerprint, never a
// certificate of its own. Electron's verify hook does not know the port: its certificates are
// remembered for the host alone and matched with any port.
import { defineMessages } from '@formatjs/intl';
import { certificateProblemMessage } from '../../../shared/certificate-problems';
import type { ServerCertificate } from '../../../shared/desktop';
import { IpcFailure, invalidRequest } from '../session/ipc-failure';
import { normalizeHost } from './certificate-trust';
import type { TrustedCertificates } from './trusted-certificates';
import { phrase } from '../../../shared/i18n/phrase';

const messages = defineMessages({
  notPresented: {
    id: 'cert.trust.not_presented',
    defaultMessage:
      '{host} has not shown Threadline a certificate with that fingerprint. Look the server up again.',
  },
});

const MAX_REMEMBERED = 32;

export interface PresentedCertificates {
  /** `port` undefined: the stack did not say (Electron). */
  remember(certificate: ServerCertificate, port: number | undefined): void;
  find(host: string, port: number, fingerprint: string): ServerCertificate | undefined;
  /** The latest certificate refused for this host (any port, when remembered without one). */
  latestFor(host: string, port: number): ServerCertificate | undefined;
}

export function createPresentedCertificates(): PresentedCertificates {
  // Insertion order is age: the oldest entry goes first once the memory is full.
  const remembered = new Map<string, ServerCertificate[]>();
  const key = (host: string, port: number | undefined) => `${normalizeHost(host)} ${port ?? '*'}`;
  const candidates = (host: string, port: number) => [
    ...(remembered.get(key(host, port)) ?? []),
    ...(remembered.get(key(host, undefined)) ?? []),
  ];

  return {
    remember(certificate, port) {
      const k = key(certificate.host, port);
      const others = (remembered.get(k) ?? []).filter((c) => c.fingerprint !== certificate.fingerprint);
      remembered.delete(k);
      remembered.set(k, [...others, certificate].slice(-4));
      while (remembered.size > MAX_REMEMBERED) remembered.delete(remembered.keys().next().value as string);
    },
    find: (host, port, fingerprint) => candidates(host, port).find((c) => c.fingerprint === fingerprint),
    latestFor: (host, port) => candidates(host, port).at(-1),
  };
}

/**
 * Trusts the certificate `url`'s server presented, if it had this fingerprint and may be trusted.
 * Throws IpcFailure with a reason the sign-in screen shows otherwise.
 */
export async function trustPresentedCertificate(
  url: string,
  fingerprint: string,
  presented: PresentedCertificates,
  trusted: TrustedCertificates,
): Promise<void> {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new IpcFailure({ kind: 'invalid-request', message: 'Not a server address' });
  }
  if (parsed.protocol !== 'https:')
    throw new IpcFailure({
      kind: 'invalid-request',
      message: 'Only https servers have certificates to trust',
    });
  const port = parsed.port === '' ? 443 : Number(parsed.port);
  const certificate = presented.find(parsed.hostname, port, fingerprint);
  if (certificate === undefined) {
    throw invalidRequest(phrase(messages.notPresented, { host: parsed.host }));
  }
  if (!certificate.trustable) throw invalidRequest(phrase(certificateProblemMessage(certificate.reason)));
  await trusted.add({
    host: parsed.hostname,
    port,
    fingerprint: certificate.fingerprint,
    subject: certificate.subject,
  });
}
