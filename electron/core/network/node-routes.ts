// Browser mode's undici dispatchers for one proxy plan (proxy-choice.ts): a plain Agent for no proxy,
// EnvHttpProxyAgent for the environment's HTTPS_PROXY/HTTP_PROXY/NO_PROXY, and for a manual proxy one
// ProxyAgent per proxy, picked per URL after Chromium's bypass rules. Every connection to a server,
// direct or tunnelled, is built by one factory that wraps its connector in verifyingConnector, so the
// certificate check cannot be skipped on any route. TLS sessions are not resumed: Node gives no peer
// certificate on a resumed session, and a certificate the system does not trust must be seen to be
// checked (TLS 1.3 takes one round trip either way).
import type { SecureContext } from 'node:tls';
import { Agent, buildConnector, EnvHttpProxyAgent, Pool, ProxyAgent, type Dispatcher } from 'undici';
import { proxiesFor, type ProxyServer } from '../../../shared/proxy-rules';
import { createBypassMatcher } from './bypass-match';
import type { NodeProxyPlan } from './proxy-choice';
import { verifyingConnector, type VerifyDeps } from './verifying-connect';

export interface NodeRoutes {
  pick(url: URL): Dispatcher;
  close(): Promise<void>;
}

export interface RouteDeps extends VerifyDeps {
  /** The TLS context with the system's authorities (system-roots.ts), built on first use. */
  rootsContext(): SecureContext;
}

export function buildRoutes(plan: NodeProxyPlan, deps: RouteDeps): NodeRoutes {
  const factory = (origin: string | URL, options: object): Dispatcher => {
    const { connect, ...rest } = options as Pool.Options;
    // The roots' context only where TLS is spoken: building it costs tens of milliseconds of CPU,
    // which an account on http:// would otherwise pay at start, right when the window is loading.
    const tls = new URL(origin).protocol === 'https:' ? tlsOptions() : {};
    const inner = typeof connect === 'function' ? connect : buildConnector({ ...connect, ...tls });
    return new Pool(origin, { ...rest, connect: verifyingConnector(inner, deps) });
  };
  // Completed whatever the certificate, then checked by the factory's wrapper (also inside a proxy's tunnel).
  const tlsOptions = () => ({
    secureContext: deps.rootsContext(),
    rejectUnauthorized: false,
    maxCachedSessions: 0,
  });
  const requestTls = tlsOptions;
  const proxyAgent = (uri: string, secureProxy: boolean) =>
    new ProxyAgent({
      uri,
      factory,
      // Plain http goes to the proxy as an absolute-form request, as Chromium sends it: many proxies
      // allow CONNECT to port 443 only. https is tunnelled with CONNECT either way.
      proxyTunnel: false,
      requestTls: requestTls(),
      ...(secureProxy ? { proxyTls: { secureContext: deps.rootsContext() } } : {}),
    });

  switch (plan.kind) {
    case 'direct': {
      const agent = new Agent({ factory });
      return { pick: () => agent, close: () => agent.close() };
    }
    case 'env': {
      // Empty strings, not undefined: undici would read process.env itself for a missing value.
      const agent = new EnvHttpProxyAgent({
        httpProxy: plan.httpProxy ?? '',
        httpsProxy: plan.httpsProxy ?? '',
        noProxy: plan.noProxy,
        factory,
        proxyTunnel: false,
        ...(plan.httpProxy || plan.httpsProxy ? { requestTls: requestTls() } : {}),
      });
      return { pick: () => agent, close: () => agent.close() };
    }
    case 'manual': {
      const direct = new Agent({ factory });
      const bypass = createBypassMatcher(plan.bypass);
      const proxies = new Map<string, Dispatcher>();
      const through = (server: ProxyServer): Dispatcher => {
        const uri = `${server.scheme}://${server.host}:${server.port}`;
        let agent = proxies.get(uri);
        if (!agent) {
          agent = proxyAgent(uri, server.scheme === 'https');
          proxies.set(uri, agent);
        }
        return agent;
      };
      return {
        pick(url) {
          if (bypass.bypasses(url)) return direct;
          // Browser mode takes the first choice of a list; Chromium's fallbacks need the desktop app.
          const first = proxiesFor(plan.rules, url.protocol === 'https:' ? 'https' : 'http')[0];
          return first === undefined || first === 'direct' ? direct : through(first);
        },
        close: async () => {
          await Promise.all([direct.close(), ...[...proxies.values()].map((agent) => agent.close())]);
        },
      };
    }
  }
}
