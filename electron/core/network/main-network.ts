// The one way main reaches servers, whatever the host: a `fetch` that every request of main goes
// through (API client, event loop, probe, sign-in, uploads, media, downloads, emoji data), with the
// proxy preference applied and the person's trusted certificates honoured. Electron builds it on a
// session of main's own (electron-network.ts), browser mode on undici (node-network.ts).
import type { IntlShape } from '@formatjs/intl';
import type { ProxySetting, TrustedCertificate } from '../../../shared/desktop';
import type { NetworkHostKind } from './proxy-choice';

export interface MainNetwork {
  readonly host: NetworkHostKind;
  readonly fetch: typeof fetch;
  /** Takes effect for the next requests; checked beforehand (checkProxySetting). */
  applyProxy(setting: ProxySetting): Promise<void>;
  /** The proxy in use, in plain words of `intl` (Diagnostics' "proxy in use", the network panel). */
  describeProxy(intl: IntlShape): string;
  /** Trusts the certificate `url`'s server presented with this fingerprint, for that server only. */
  trustCertificate(url: string, fingerprint: string): Promise<void>;
  forgetCertificate(host: string, port: number, fingerprint: string): Promise<void>;
  trustedCertificates(): readonly TrustedCertificate[];
  /** Ends pooled connections (quitting). */
  close(): Promise<void>;
}
