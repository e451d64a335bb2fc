// The network parts of a host's DesktopHost, the same for both hosts: a proxy change is checked for
// this host before it is kept, applied for the next requests and followed by a check of the server
// through the new route (the long poll open on the old route is cut short); the page's online/offline
// events reach the event loop; certificates are trusted and forgotten through the host's MainNetwork.
import type { IntlShape } from '@formatjs/intl';
import type { DesktopPreferences, NetworkStatus } from '../../../shared/desktop';
import type { DesktopHost } from '../desktop/desktop-host';
import type { PreferencesStore } from '../desktop/preferences';
import type { Session } from '../session';
import { invalidRequest } from '../session/ipc-failure';
import type { MainNetwork } from './main-network';
import { checkProxySetting, supportedProxyModes } from './proxy-choice';

export type NetworkDesktopParts = Pick<
  DesktopHost,
  'setPreferences' | 'networkChanged' | 'trustCertificate' | 'networkStatus' | 'forgetCertificate'
>;

export interface NetworkDesktopDeps {
  network: MainNetwork;
  preferences: PreferencesStore;
  session: Pick<Session, 'networkChanged' | 'checkServer'>;
  /** The window's language now: the proxy in use and a refused one are said in it. */
  intl: () => IntlShape;
}

export function networkDesktopParts({
  network,
  preferences,
  session,
  intl,
}: NetworkDesktopDeps): NetworkDesktopParts {
  const status = (): NetworkStatus => ({
    proxy: network.describeProxy(intl()),
    proxyModes: supportedProxyModes(network.host),
    trustedCertificates: [...network.trustedCertificates()],
  });

  return {
    async setPreferences(change: Partial<DesktopPreferences>) {
      if (change.proxy !== undefined) {
        const problem = checkProxySetting(change.proxy, network.host);
        if (problem !== undefined) throw invalidRequest(problem);
      }
      const before = preferences.get().proxy;
      const updated = await preferences.update(change);
      if (change.proxy !== undefined && JSON.stringify(before) !== JSON.stringify(updated.proxy)) {
        await network.applyProxy(updated.proxy);
        session.checkServer();
      }
      return updated;
    },
    networkChanged: (online) => session.networkChanged(online),
    trustCertificate: (url, fingerprint) => network.trustCertificate(url, fingerprint),
    networkStatus: status,
    async forgetCertificate(host, port, fingerprint) {
      await network.forgetCertificate(host, port, fingerprint);
      return status();
    },
  };
}
