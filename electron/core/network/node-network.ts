// Browser mode's MainNetwork: undici's fetch with a dispatcher per URL (node-routes.ts) for the
// current proxy plan, the system's certificate authorities (system-roots.ts) and the person's
// trusted certificates (trusted-certificates.ts). Node's built-in fetch is never used: its undici
// is another copy, which would not share these dispatchers.
import { fetch as undiciFetch } from 'undici';
import type { ProxySetting } from '../../../shared/desktop';
import type { LevelledLog } from '../session/log';
import type { MainNetwork } from './main-network';
import { createPresentedCertificates, trustPresentedCertificate } from './presented-certificates';
import { nodeProxyPlan, type ProxyEnvironment } from './proxy-choice';
import { buildRoutes, type NodeRoutes } from './node-routes';
import { lazyRootsContext, processRootSources, type RootSources } from './system-roots';
import type { TrustedCertificates } from './trusted-certificates';
import { describeProxy } from './describe-proxy';
import { englishIntl } from '../../../shared/i18n/phrase';

export interface NodeNetworkOptions {
  env: ProxyEnvironment;
  trusted: TrustedCertificates;
  initialProxy: ProxySetting;
  log: LevelledLog;
  now?: () => number;
  /** For tests: where the system's authorities come from (default: this process's). */
  rootSources?: () => RootSources;
}

export function createNodeNetwork(options: NodeNetworkOptions): MainNetwork {
  const presented = createPresentedCertificates();
  const roots = lazyRootsContext(options.rootSources ?? processRootSources);
  const deps = {
    trusted: () => options.trusted.list(),
    presented,
    now: options.now ?? Date.now,
    rootsContext: roots.context,
  };
  let setting = options.initialProxy;
  let routes: NodeRoutes = buildRoutes(nodeProxyPlan(setting, options.env), deps);

  /** New routes for the next requests; the old pools close once their requests are done. */
  function rebuild(): void {
    const old = routes;
    routes = buildRoutes(nodeProxyPlan(setting, options.env), deps);
    void old.close().catch(() => undefined);
  }

  const routedFetch = (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : input.toString());
    const dispatcher = routes.pick(url);
    // undici's fetch takes the same arguments as the global one; only its type names differ.
    return undiciFetch(
      input as never,
      { ...(init as object), dispatcher } as never,
    ) as unknown as Promise<Response>;
  };

  return {
    host: 'browser',
    fetch: routedFetch as typeof fetch,
    async applyProxy(next) {
      setting = next;
      rebuild();
      options.log.info('network: proxy applied', {
        proxy: describeProxy(next, 'browser', options.env, englishIntl()),
      });
    },
    describeProxy: (intl) => describeProxy(setting, 'browser', options.env, intl),
    trustCertificate: (url, fingerprint) =>
      trustPresentedCertificate(url, fingerprint, presented, options.trusted),
    async forgetCertificate(host, port, fingerprint) {
      // Pooled connections were accepted with the old list: start afresh.
      if (await options.trusted.remove(host, port, fingerprint)) rebuild();
    },
    trustedCertificates: () => options.trusted.list(),
    close: () => routes.close(),
  };
}
