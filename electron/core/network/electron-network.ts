// The desktop app's MainNetwork: main's requests go through Chromium's network stack on a session of
// main's own (not the window's, whose requests are all blocked), so the system proxy, PAC scripts and
// the operating system's certificate store apply by themselves. The proxy preference becomes
// session.setProxy; trusted certificates are honoured in setCertificateVerifyProc, which is told the
// host but not the port (certificate-trust.ts says what that means). The Electron session is injected
// as the small shape below, so tests drive this with a fake.
import type { ProxySetting } from '../../../shared/desktop';
import { findCause } from '../api/fetch-failure';
import type { LevelledLog } from '../session/log';
import {
  certificateProblems,
  problemFromChromiumCode,
  readCertificate,
  toServerCertificate,
} from './certificate-facts';
import { decideCertificate } from './certificate-trust';
import type { MainNetwork } from './main-network';
import { createPresentedCertificates, trustPresentedCertificate } from './presented-certificates';
import { electronProxyConfig, type ElectronProxyConfig } from './proxy-choice';
import type { TrustedCertificates } from './trusted-certificates';
import { UntrustedCertificateError } from './untrusted-certificate';
import { describeProxy } from './describe-proxy';
import { englishIntl } from '../../../shared/i18n/phrase';

export interface VerifyRequest {
  hostname: string;
  /** PEM in `data`. */
  certificate: { data: string };
  /** Chromium's net error: 0 when it trusts the certificate. */
  errorCode: number;
}

/** 0 accepts, -2 rejects, -3 keeps Chromium's own verdict (Electron's setCertificateVerifyProc). */
export type VerifyCallback = (result: 0 | -2 | -3) => void;

/** What this needs of Electron's Session. */
export interface NetworkSession {
  fetch(input: string, init?: RequestInit): Promise<Response>;
  setProxy(config: ElectronProxyConfig): Promise<void>;
  closeAllConnections(): Promise<void>;
  setCertificateVerifyProc(proc: ((request: VerifyRequest, callback: VerifyCallback) => void) | null): void;
}

export interface ElectronNetworkOptions {
  session: NetworkSession;
  trusted: TrustedCertificates;
  initialProxy: ProxySetting;
  log: LevelledLog;
  now?: () => number;
}

export async function createElectronNetwork(options: ElectronNetworkOptions): Promise<MainNetwork> {
  const { session, trusted, log } = options;
  const now = options.now ?? Date.now;
  const presented = createPresentedCertificates();
  let setting = options.initialProxy;

  const verify = (request: VerifyRequest, callback: VerifyCallback): void => {
    if (request.errorCode === 0) return callback(-3);
    const facts = readCertificate(request.certificate.data);
    if (facts === undefined) return callback(-3);
    const problems = certificateProblems(
      problemFromChromiumCode(request.errorCode),
      facts,
      request.hostname,
      now(),
    );
    const check = { host: request.hostname, port: undefined, fingerprint: facts.fingerprint, problems };
    const decision = decideCertificate({ ...check, trusted: trusted.list() });
    if (decision.do === 'accept') return callback(0);
    // The port is filled in by fetch below, which knows the URL.
    presented.remember(toServerCertificate(facts, request.hostname, 0, decision), undefined);
    callback(-3);
  };

  /** Chromium caches verdicts; setting the proc again clears that cache, and pooled sockets go too. */
  const reinstallVerifier = async () => {
    session.setCertificateVerifyProc(verify);
    await session.closeAllConnections();
  };

  async function routedFetch(input: string | URL | Request, init?: RequestInit): Promise<Response> {
    const href = input instanceof Request ? input.url : input.toString();
    try {
      return await session.fetch(href, init);
    } catch (err) {
      throw withCertificate(err, new URL(href));
    }
  }

  /** A certificate failure names the certificate the verifier refused for that host. */
  function withCertificate(err: unknown, url: URL): unknown {
    const { code } = findCause(err);
    if (url.protocol !== 'https:' || !code?.startsWith('ERR_CERT_')) return err;
    const port = url.port === '' ? 443 : Number(url.port);
    const seen = presented.latestFor(url.hostname, port);
    if (seen === undefined) return err;
    const failure = new UntrustedCertificateError(code, { ...seen, port });
    return Object.assign(failure, { cause: err });
  }

  session.setCertificateVerifyProc(verify);
  await session.setProxy(electronProxyConfig(setting));

  return {
    host: 'electron',
    fetch: routedFetch as typeof fetch,
    async applyProxy(next) {
      setting = next;
      await session.setProxy(electronProxyConfig(next));
      // Pooled sockets would keep the old route.
      await session.closeAllConnections();
      log.info('network: proxy applied', { proxy: describeProxy(next, 'electron', {}, englishIntl()) });
    },
    describeProxy: (intl) => describeProxy(setting, 'electron', {}, intl),
    async trustCertificate(url, fingerprint) {
      await trustPresentedCertificate(url, fingerprint, presented, trusted);
      await reinstallVerifier();
    },
    async forgetCertificate(host, port, fingerprint) {
      if (await trusted.remove(host, port, fingerprint)) await reinstallVerifier();
    },
    trustedCertificates: () => trusted.list(),
    close: () => session.closeAllConnections(),
  };
}
