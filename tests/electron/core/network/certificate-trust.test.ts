// The certificate-trust decision as a table: what is accepted, what may be trusted by the person
// (asked), and what is refused whatever was trusted before.
import { describe, expect, it } from 'vitest';
import {
  decideCertificate,
  type CertificateCheck,
} from '../../../../electron/core/network/certificate-trust';
import { certificateProblemMessage } from '../../../../shared/certificate-problems';
import { plainIntl } from '../../../support/intl';
import type { TrustedCertificate } from '../../../../shared/desktop';

const FP = 'AA:'.repeat(31) + 'AA';
const OTHER_FP = 'BB:'.repeat(31) + 'BB';
const trusted: TrustedCertificate[] = [
  { host: 'chat.example', port: 8443, fingerprint: FP, subject: 'CN=chat', trustedAt: 1 },
];

const check = (over: Partial<CertificateCheck>): CertificateCheck => ({
  host: 'chat.example',
  port: 8443,
  fingerprint: FP,
  problems: ['untrusted-issuer'],
  trusted,
  ...over,
});

describe('decideCertificate', () => {
  it.each<[string, Partial<CertificateCheck>, ReturnType<typeof decideCertificate>]>([
    ['the system trusts it', { problems: [], trusted: [] }, { do: 'accept' }],
    ['trusted for this host and port, exactly this fingerprint', {}, { do: 'accept' }],
    ['host names compare without case', { host: 'CHAT.Example' }, { do: 'accept' }],
    ['never trusted: ask', { trusted: [] }, { do: 'ask', reason: 'untrusted-issuer' }],
    ['another host: ask', { host: 'other.example' }, { do: 'ask', reason: 'untrusted-issuer' }],
    ['another port: ask', { port: 443 }, { do: 'ask', reason: 'untrusted-issuer' }],
    [
      'another fingerprint for the trusted server: ask, saying it changed',
      { fingerprint: OTHER_FP },
      { do: 'ask', reason: 'changed' },
    ],
    ['port unknown (Electron): a trust for that host counts', { port: undefined }, { do: 'accept' }],
    [
      'port unknown, another fingerprint: ask',
      { port: undefined, fingerprint: OTHER_FP },
      { do: 'ask', reason: 'changed' },
    ],
  ])('%s', (_name, over, expected) => {
    expect(decideCertificate(check(over))).toEqual(expected);
  });

  it.each([
    ['expired', /expired/],
    ['not-yet-valid', /not valid yet/],
    ['name-mismatch', /another server name/],
    ['revoked', /revoked/],
    ['other', /could not be checked/],
  ] as const)('%s is refused even when its fingerprint was trusted', (problem, reason) => {
    const decision = decideCertificate(check({ problems: ['untrusted-issuer', problem] }));
    expect(decision.do).toBe('reject');
    if (decision.do === 'reject') {
      expect(decision.reason).toBe(problem);
      expect(plainIntl().formatMessage(certificateProblemMessage(decision.reason))).toMatch(reason);
    }
    expect(decideCertificate(check({ problems: [problem], trusted: [] })).do).toBe('reject');
  });

  it("says each reason in the window's language from the shared catalogue", () => {
    expect(plainIntl('de').formatMessage(certificateProblemMessage('expired'))).toBe(
      'Das Zertifikat ist abgelaufen. Bitten Sie den Administrator des Servers, es zu erneuern.',
    );
  });
});
