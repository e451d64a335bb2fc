// The session's ways in: looking a server up, then signing in with a password, an API key, a
// zuliprc, the demo or the browser. Every path ends in the one `addLogin` the session gives it, so
// signing in again to an account already there refreshes its key in the same place as a first
// sign-in (the vault keeps one entry per realm and email).
import { randomBytes } from 'node:crypto';
import type { AccountSummary, ServerProbe } from '../../../shared/ipc';
import { createBrowserSignIn } from '../sign-in/browser-sign-in';
import type { ConnectionDeps } from './account-connection';
import { invalidRequest } from './ipc-failure';
import { probeServer } from './probe';
import { createRecentProbes } from './recent-probes';
import { normalizeServerUrl } from './server-url';
import { loginWithPassword, verifyApiKey, type VerifiedLogin } from './sign-in';
import { toIpcError } from './to-ipc-error';
import type { SessionOptions, SignInPaths } from './types';
import { parseZuliprc } from './zuliprc';

export interface SignInPathsDeps {
  options: SessionOptions;
  deps: ConnectionDeps;
  addLogin(login: VerifiedLogin): Promise<AccountSummary>;
  /** A server looked up on the sign-in screen: its icons may be shown. */
  probed(realmUrl: string): void;
  /** The outcome of a handed-over browser sign-in, as a push. */
  pushOutcome(outcome: { ok: true; account: AccountSummary } | { ok: false; message: string }): void;
}

export function createSignInPaths({
  options,
  deps,
  addLogin,
  probed,
  pushOutcome,
}: SignInPathsDeps): SignInPaths {
  const now = () => (options.clock ?? Date).now();
  const recentProbes = createRecentProbes(now);

  async function probe(url: string): Promise<ServerProbe> {
    const answer = await probeServer(url, {
      ...(options.fetch ? { fetch: options.fetch } : {}),
      ...(options.probeTimeoutMs ? { timeoutMs: options.probeTimeoutMs } : {}),
    });
    probed(answer.realmUrl);
    recentProbes.remember(answer);
    return answer;
  }

  /** Sign-in comes right after the sign-in screen looked the server up: that answer will do. */
  async function probeForSignIn(url: string): Promise<ServerProbe> {
    return recentProbes.fresh(normalizeServerUrl(url)) ?? probe(url);
  }

  async function signInWithApiKey(url: string, email: string, apiKey: string): Promise<AccountSummary> {
    return addLogin(await verifyApiKey(await probeForSignIn(url), email, apiKey, deps));
  }

  const browserSignIn = createBrowserSignIn({
    now,
    randomBytes: options.randomBytes ?? ((count) => new Uint8Array(randomBytes(count))),
    probe: probeForSignIn,
    verify: (server, email, apiKey) => verifyApiKey(server, email, apiKey, deps),
    addLogin,
    ...(options.openExternal ? { openExternal: options.openExternal } : {}),
    log: deps.log,
  });

  return {
    probe,
    signInWithPassword: async (url, email, password) =>
      addLogin(await loginWithPassword(await probeForSignIn(url), email, password, deps)),
    signInWithApiKey,
    async signInWithZuliprc(text) {
      const rc = parseZuliprc(text);
      return signInWithApiKey(rc.site, rc.email, rc.key);
    },
    async signInDemo() {
      if (!options.startDemo) throw invalidRequest('The demo is not available in this build');
      const demo = await options.startDemo();
      return signInWithApiKey(demo.realmUrl, demo.email, demo.apiKey);
    },
    startBrowserSignIn: (url, method) => browserSignIn.start(url, method),
    finishBrowserSignIn: (link) => browserSignIn.finishPasted(link),
    async receiveLoginCallback(callback) {
      try {
        pushOutcome({ ok: true, account: await browserSignIn.finish(callback) });
      } catch (err) {
        pushOutcome({ ok: false, message: toIpcError(err, options.intl()).message });
      }
    },
  };
}
