// The desktop app's network with a fake Electron session: the proxy preference becomes setProxy (and
// pooled sockets are closed), the verify proc keeps Chromium's verdict unless the person trusted exactly
// that certificate for that host, and a certificate failure names the certificate the verifier saw.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { plainIntl } from '../../../support/intl';
import { classifyFetchFailure } from '../../../../electron/core/api/fetch-failure';
import {
  createElectronNetwork,
  type NetworkSession,
  type VerifyCallback,
  type VerifyRequest,
} from '../../../../electron/core/network/electron-network';
import type { ElectronProxyConfig } from '../../../../electron/core/network/proxy-choice';
import {
  createTrustedCertificates,
  type TrustedCertificates,
} from '../../../../electron/core/network/trusted-certificates';
import { levelled } from '../../../../electron/core/session/log';
import { selfSignedCertificate } from '../../../../server/tls-certificate';
import { X509Certificate } from 'node:crypto';

class FakeSession implements NetworkSession {
  proxies: ElectronProxyConfig[] = [];
  closes = 0;
  verifier: ((request: VerifyRequest, callback: VerifyCallback) => void) | null = null;
  installs = 0;
  /** What the next fetch does. */
  answer: () => Promise<Response> = () => Promise.resolve(new Response('ok'));

  fetch(): Promise<Response> {
    return this.answer();
  }
  setProxy(config: ElectronProxyConfig): Promise<void> {
    this.proxies.push(config);
    return Promise.resolve();
  }
  closeAllConnections(): Promise<void> {
    this.closes += 1;
    return Promise.resolve();
  }
  setCertificateVerifyProc(proc: ((request: VerifyRequest, callback: VerifyCallback) => void) | null): void {
    this.verifier = proc;
    this.installs += 1;
  }
  verify(request: VerifyRequest): number {
    let result = NaN;
    this.verifier?.(request, (value) => {
      result = value;
    });
    return result;
  }
}

let profileDir: string;
let trusted: TrustedCertificates;
const log = levelled(() => undefined);

beforeEach(() => {
  profileDir = mkdtempSync(join(tmpdir(), 'threadline-electron-net-'));
  trusted = createTrustedCertificates({ profileDir, log });
});
afterEach(() => rmSync(profileDir, { recursive: true, force: true }));

describe('Electron network', () => {
  it('applies the proxy preference with setProxy and drops pooled sockets on a change', async () => {
    const session = new FakeSession();
    const network = await createElectronNetwork({ session, trusted, initialProxy: { mode: 'system' }, log });
    expect(session.proxies).toEqual([{ mode: 'system' }]);
    await network.applyProxy({ mode: 'pac', pacUrl: 'https://wpad.example/proxy.pac' });
    expect(session.proxies.at(-1)).toEqual({
      mode: 'pac_script',
      pacScript: 'https://wpad.example/proxy.pac',
    });
    expect(session.closes).toBe(1);
    expect(network.describeProxy(plainIntl())).toBe('PAC script https://wpad.example/proxy.pac');
  });

  it("keeps Chromium's verdict, shows the refused certificate, and accepts it once trusted", async () => {
    const session = new FakeSession();
    const network = await createElectronNetwork({ session, trusted, initialProxy: { mode: 'none' }, log });
    const pem = (await selfSignedCertificate()).cert;
    const fingerprint = new X509Certificate(pem).fingerprint256;
    const request = { hostname: '127.0.0.1', certificate: { data: pem }, errorCode: -202 };
    expect(session.verify({ ...request, errorCode: 0 })).toBe(-3);
    expect(session.verify(request)).toBe(-3);

    session.answer = () => Promise.reject(new Error('net::ERR_CERT_AUTHORITY_INVALID'));
    const err = await network.fetch('https://127.0.0.1:8443/api/v1/server_settings').catch((e: unknown) => e);
    expect(classifyFetchFailure(err)).toMatchObject({
      kind: 'tls',
      causeCode: 'ERR_CERT_AUTHORITY_INVALID',
      certificate: { host: '127.0.0.1', port: 8443, fingerprint, trustable: true },
    });

    const installs = session.installs;
    await network.trustCertificate('https://127.0.0.1:8443', fingerprint);
    // Re-installing the proc clears Chromium's cached verdicts.
    expect(session.installs).toBe(installs + 1);
    expect(session.verify(request)).toBe(0);
    expect(session.verify({ ...request, hostname: 'localhost' })).toBe(-3);
    // A name the certificate does not carry is refused whatever was trusted.
    expect(session.verify({ ...request, errorCode: -200, hostname: 'elsewhere.example' })).toBe(-3);
  });

  it('leaves other failures as they are', async () => {
    const session = new FakeSession();
    const network = await createElectronNetwork({ session, trusted, initialProxy: { mode: 'none' }, log });
    session.answer = () => Promise.reject(new Error('net::ERR_CONNECTION_REFUSED'));
    const err = await network.fetch('https://chat.example/').catch((e: unknown) => e);
    expect(classifyFetchFailure(err)).toMatchObject({ kind: 'network' });
  });
});
