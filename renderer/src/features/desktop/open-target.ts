// Opening what something outside the window points at (shared/desktop.ts OpenTarget): a notification
// click, a `zulip://`/`https://<org>/#narrow/…` link handed over by main. It switches to the target's
// account when another is active, turns a Zulip narrow hash into a Threadline route (routing/
// narrow-link.ts), navigates, and, for a notification, puts the keyboard in the composer. Why a
// target cannot open is a catalogue message, worded where it is shown (the link notice).
import { defineMessages } from 'react-intl';
import type { OpenTarget } from '../../../../shared/desktop';
import type { AccountSummary } from '../../../../shared/ipc';
import { parseNarrowLink, type NarrowLinkContext } from '../../routing/narrow-link';
import { parseRoute, routeHref, type Route } from '../../routing/route';
import { type ShownText, phrase } from '../../../../shared/i18n/phrase';

const messages = defineMessages({
  signedOut: { id: 'desktop.open_target.signed_out', defaultMessage: 'That account is no longer signed in.' },
  noView: { id: 'desktop.open_target.no_view', defaultMessage: 'Threadline has no view for that link.' },
});

export interface OpenTargetDeps {
  accounts(): readonly AccountSummary[];
  activeAccountId(): string | null;
  switchAccount(accountId: string): Promise<void>;
  /** For `#narrow/…` hashes, read after any switch (channel names are the new account's). */
  narrowContext(): NarrowLinkContext;
  /** A link to one message whose conversation must be looked up. */
  messageRoute(messageId: number): Promise<Route>;
  navigate(hash: string): void;
  focusCompose(): void;
}

/** Where `target` lands, or why it cannot: an unknown account, or a hash that names no view. */
export type OpenOutcome = { ok: true; hash: string } | { ok: false; reason: ShownText };

export async function openTarget(target: OpenTarget, deps: OpenTargetDeps): Promise<OpenOutcome> {
  const { accountId } = target;
  if (accountId !== undefined && accountId !== deps.activeAccountId()) {
    if (!deps.accounts().some((account) => account.id === accountId))
      return { ok: false, reason: phrase(messages.signedOut) };
    await deps.switchAccount(accountId);
  }
  const hash = await routeHash(target.hash, deps);
  if (hash === null) return { ok: false, reason: phrase(messages.noView) };
  deps.navigate(hash);
  // Only a conversation has a composer; a request left pending elsewhere would fire much later.
  if (target.focusCompose === true && hasComposer(hash)) deps.focusCompose();
  return { ok: true, hash };
}

function hasComposer(hash: string): boolean {
  const { name } = parseRoute(hash);
  return name === 'channel' || name === 'topic' || name === 'dm';
}

async function routeHash(hash: string, deps: OpenTargetDeps): Promise<string | null> {
  if (!hash.startsWith('#narrow/')) return hash.startsWith('#/') ? hash : null;
  const link = parseNarrowLink(hash, deps.narrowContext());
  if (link === null) return null;
  return routeHref(link.kind === 'route' ? link.route : await deps.messageRoute(link.messageId));
}
