// "Sign in with your browser" in main: starting a sign-in opens the server's own login page for one
// of its external methods (SAML, OpenID Connect, Google, GitHub…) with a fresh one-time pad, and the
// `zulip://login` callback the server sends at the end is checked (pending-sign-ins.ts), its key
// decoded, verified with the server and added like any other sign-in. The renderer names only the
// server and the method: the page opened is the login URL that server gave, on its own origin.
//
// The callback arrives two ways: handed over by the system (Electron's zulip:// handler, browser
// mode's stdin; link-handover.ts) or pasted by the person into the sign-in screen (browser mode has
// no URL handler of its own). Either way it goes through the same parsing as any link from outside.
import { defineMessages } from '@formatjs/intl';
import type { AccountSummary, BrowserSignInStart, ServerProbe } from '../../../shared/ipc';
import { decideLink } from '../desktop/app-link';
import type { LoginCallback } from '../desktop/login-callback';
import { invalidRequest } from '../session/ipc-failure';
import type { LevelledLog } from '../session/log';
import type { VerifiedLogin } from '../session/sign-in';
import { createPendingSignIns } from './pending-sign-ins';
import { phrase } from '../../../shared/i18n/phrase';

export interface BrowserSignInDeps {
  now(): number;
  randomBytes(count: number): Uint8Array;
  /** The server's settings, fresh from the sign-in screen's lookup or fetched again. */
  probe(url: string): Promise<ServerProbe>;
  verify(probe: ServerProbe, email: string, apiKey: string): Promise<VerifiedLogin>;
  addLogin(login: VerifiedLogin): Promise<AccountSummary>;
  /** Electron: shell.openExternal. Absent in browser mode, where the page opens the address. */
  openExternal?: (url: string) => Promise<void>;
  log: LevelledLog;
}

export interface BrowserSignIn {
  start(url: string, methodName: string): Promise<BrowserSignInStart>;
  /** A parsed callback (handed over by the system). */
  finish(callback: LoginCallback): Promise<AccountSummary>;
  /** The address the person pasted. */
  finishPasted(text: string): Promise<AccountSummary>;
}

const messages = defineMessages({
  notASignInLink: {
    id: 'signin.browser.not_a_sign_in_address',
    defaultMessage:
      'That is not a sign-in address. Paste the whole address that starts with zulip://login, as the sign-in page shows it.',
  },
  otherUser: {
    id: 'signin.browser.other_user',
    defaultMessage:
      'The server sent a sign-in for one user with the key of another, so it was not used. Start again.',
  },
  methodGone: {
    id: 'signin.browser.method_gone',
    defaultMessage: '{realmName} does not offer that way of signing in any more. Go back and choose again.',
  },
});

export function createBrowserSignIn(deps: BrowserSignInDeps): BrowserSignIn {
  const pending = createPendingSignIns<ServerProbe>(deps);

  async function finish(callback: LoginCallback): Promise<AccountSummary> {
    const verdict = pending.accept(callback);
    if (!verdict.ok) {
      deps.log.warn('sign-in: refused a browser sign-in callback', { reason: verdict.reason });
      throw invalidRequest(verdict.message);
    }
    const login = await deps.verify(verdict.context, verdict.email, verdict.apiKey);
    if (verdict.userId !== undefined && verdict.userId !== login.userId) {
      deps.log.warn('sign-in: the callback named another user than its key belongs to');
      throw invalidRequest(phrase(messages.otherUser));
    }
    deps.log.info('sign-in: browser sign-in verified', { realmUrl: login.realmUrl });
    return deps.addLogin(login);
  }

  return {
    async start(url, methodName) {
      const probe = await deps.probe(url);
      const method = probe.externalMethods.find((m) => m.name === methodName);
      if (method === undefined) {
        throw invalidRequest(phrase(messages.methodGone, { realmName: probe.realmName }));
      }
      // probe.ts kept only login URLs on the server's own origin.
      const page = new URL(method.loginUrl);
      page.searchParams.set('mobile_flow_otp', pending.start(new URL(probe.realmUrl).origin, probe));
      const address = page.href;
      deps.log.info('sign-in: started a browser sign-in', { realmUrl: probe.realmUrl, method: method.name });
      if (deps.openExternal === undefined) return { url: address, opened: false };
      try {
        await deps.openExternal(address);
      } catch {
        // The person can still open the address from the sign-in screen.
        deps.log.warn('sign-in: the system browser could not be opened');
        return { url: address, opened: false };
      }
      return { url: address, opened: true };
    },
    finish,
    async finishPasted(pasted) {
      const decision = decideLink(pasted, [], null);
      if (decision.kind === 'login') return finish(decision.callback);
      const zulipLink = pasted.trim().toLowerCase().startsWith('zulip:');
      throw invalidRequest(
        decision.kind === 'refused' && zulipLink ? decision.message : phrase(messages.notASignInLink),
      );
    },
  };
}
