// Links handed to the app from outside, delivered to the renderer. A link can arrive before there is
// anything to deliver it to (the app was started by a `zulip://` link, macOS sends `open-url` before
// the window exists), so links wait here until the host says the renderer is ready, then each is
// decided (app-link.ts) against the accounts of that moment: a view of an organization becomes an
// `open` push, anything else a `link-refused` push the renderer shows. `zulip://login` callbacks go
// to the sign-in flow's hook, and are refused plainly while there is none.
import { defineMessages } from '@formatjs/intl';
import type { OpenTarget } from '../../../shared/desktop';
import type { LevelledLog } from '../session/log';
import { decideLink, type LinkAccount } from './app-link';
import type { LoginCallback } from './login-callback';
import { type Phrase, phrase } from '../../../shared/i18n/phrase';

/** Links kept while the renderer is not ready; older ones are dropped first. */
export const MAX_PENDING_LINKS = 16;

const messages = defineMessages({
  loginNotAvailable: {
    id: 'main.link.login_not_available',
    defaultMessage:
      'Threadline cannot sign in with your browser yet, so that sign-in link was not used. Sign in with your email and password, or with an API key.',
  },
});

export const LOGIN_NOT_AVAILABLE: Phrase = phrase(messages.loginNotAvailable);

export interface LinkHandoverDeps {
  accounts(): readonly LinkAccount[];
  activeAccountId(): string | null;
  /** The `open` push. */
  open(target: OpenTarget): void;
  /** The `link-refused` push: a sentence for the user, which the host says in the window's language. */
  refuse(message: Phrase): void;
  /**
   * The hook of "Sign in with your browser" (Session.receiveLoginCallback): it matches the callback
   * to a sign-in the user started (its one-time pad and server) and refuses any other. A host
   * without it refuses every callback with LOGIN_NOT_AVAILABLE.
   */
  loginCallback?: (callback: LoginCallback) => void;
  log: LevelledLog;
}

export class LinkHandover {
  private pending: string[] = [];
  private deps: LinkHandoverDeps | undefined;

  /** Links from a launch, `open-url` or stdin: delivered now, or once the renderer is ready. */
  receive(links: readonly string[]): void {
    if (this.deps === undefined) {
      this.pending.push(...links);
      if (this.pending.length > MAX_PENDING_LINKS)
        this.pending.splice(0, this.pending.length - MAX_PENDING_LINKS);
      return;
    }
    for (const link of links) this.deliver(link, this.deps);
  }

  /** The renderer can take pushes: delivers what waited, and everything after it at once. */
  start(deps: LinkHandoverDeps): void {
    if (this.deps !== undefined) return;
    this.deps = deps;
    const waiting = this.pending;
    this.pending = [];
    for (const link of waiting) this.deliver(link, deps);
  }

  private deliver(link: string, deps: LinkHandoverDeps): void {
    // Never log the link itself: a sign-in callback carries an (encrypted) API key.
    const decision = decideLink(link, deps.accounts(), deps.activeAccountId());
    switch (decision.kind) {
      case 'open':
        deps.log.info('links: opening a link of an organization');
        deps.open(decision.target);
        return;
      case 'login':
        if (deps.loginCallback === undefined) {
          deps.log.warn('links: a sign-in link arrived, and browser sign-in is not available');
          deps.refuse(LOGIN_NOT_AVAILABLE);
          return;
        }
        deps.loginCallback(decision.callback);
        return;
      case 'refused':
        deps.log.warn('links: refused a link');
        deps.refuse(decision.message);
        return;
    }
  }
}
