// Reading a presented certificate: fingerprint and names, and the problems OpenSSL does not report
// once it has found one (a self-signed certificate is not checked for its dates or its name).
import { X509Certificate } from 'node:crypto';
import { generate } from 'selfsigned';
import { describe, expect, it } from 'vitest';
import {
  certificateProblems,
  problemFromChromiumCode,
  problemFromNodeCode,
  readCertificate,
} from '../../../../electron/core/network/certificate-facts';

const DAY = 86_400_000;

async function certificate(notBefore: Date, notAfter: Date) {
  const pems = await generate([{ name: 'commonName', value: 'chat.example' }], {
    keyType: 'ec',
    algorithm: 'sha256',
    notBeforeDate: notBefore,
    notAfterDate: notAfter,
    extensions: [
      {
        name: 'subjectAltName',
        altNames: [
          { type: 2, value: 'chat.example' },
          { type: 7, ip: '10.1.2.3' },
        ],
      },
    ],
  });
  return pems.cert;
}

describe('certificate facts', () => {
  it('reads the SHA-256 fingerprint, names and dates; anything else is not a certificate', async () => {
    const pem = await certificate(new Date(Date.now() - DAY), new Date(Date.now() + DAY));
    const facts = readCertificate(pem);
    expect(facts?.fingerprint).toBe(new X509Certificate(pem).fingerprint256);
    expect(facts?.fingerprint).toMatch(/^([0-9A-F]{2}:){31}[0-9A-F]{2}$/);
    expect(facts?.subject).toBe('CN=chat.example');
    expect(facts?.names('chat.example')).toBe(true);
    expect(facts?.names('10.1.2.3')).toBe(true);
    expect(facts?.names('[10.1.2.3]')).toBe(true);
    expect(facts?.names('evil.example')).toBe(false);
    expect(readCertificate('not a certificate')).toBeUndefined();
  });

  it('adds expiry and a wrong name to a self-signed verdict', async () => {
    const now = Date.now();
    const expired = readCertificate(await certificate(new Date(now - 3 * DAY), new Date(now - DAY)));
    if (!expired) throw new Error('unreadable');
    expect(certificateProblems('untrusted-issuer', expired, 'chat.example', now)).toEqual([
      'untrusted-issuer',
      'expired',
    ]);
    expect(certificateProblems('untrusted-issuer', expired, 'other.example', now - 2 * DAY)).toEqual([
      'untrusted-issuer',
      'name-mismatch',
    ]);
    const future = readCertificate(await certificate(new Date(now + DAY), new Date(now + 3 * DAY)));
    if (!future) throw new Error('unreadable');
    // Chromium's "date invalid" is told apart by the dates.
    expect(certificateProblems('expired', future, 'chat.example', now)).toEqual(['not-yet-valid']);
  });

  it("maps OpenSSL's and Chromium's codes", () => {
    expect(problemFromNodeCode('DEPTH_ZERO_SELF_SIGNED_CERT')).toBe('untrusted-issuer');
    expect(problemFromNodeCode('UNABLE_TO_GET_ISSUER_CERT_LOCALLY')).toBe('untrusted-issuer');
    expect(problemFromNodeCode('CERT_HAS_EXPIRED')).toBe('expired');
    expect(problemFromNodeCode('ERR_TLS_CERT_ALTNAME_INVALID')).toBe('name-mismatch');
    expect(problemFromNodeCode('SOMETHING_ELSE')).toBe('other');
    expect(problemFromChromiumCode(-202)).toBe('untrusted-issuer');
    expect(problemFromChromiumCode(-200)).toBe('name-mismatch');
    expect(problemFromChromiumCode(-206)).toBe('revoked');
    expect(problemFromChromiumCode(-999)).toBe('other');
  });
});
