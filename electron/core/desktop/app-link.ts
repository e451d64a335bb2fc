// What a link handed to the app from outside means (launch arguments, macOS open-url, browser
// mode's stdin): a view in one of the user's own organizations, a `zulip://login` sign-in callback,
// or something refused with a sentence the user can read. The link comes from any program on the
// computer, so nothing is trusted: it must be short, printable, parse as a URL, carry no
// credentials, and match a signed-in organization exactly (scheme, host after IDN/punycode
// normalisation, port and the realm's path). Where it lands inside that organization (a `#narrow/…`
// hash) is checked again by the renderer, which knows the channels and shows its own refusal.
import { defineMessages } from '@formatjs/intl';
import type { OpenTarget } from '../../../shared/desktop';
import { parseLoginCallback, type LoginCallback } from './login-callback';
import { type Phrase, phrase } from '../../../shared/i18n/phrase';

/** Longer than any real link: Zulip topics are at most 60 characters, even fully escaped. */
export const MAX_LINK_LENGTH = 2048;

/** The account fields a decision needs (AccountSummary has them). */
export interface LinkAccount {
  id: string;
  realmUrl: string;
}

export type LinkDecision =
  | { kind: 'open'; target: OpenTarget }
  | { kind: 'login'; callback: LoginCallback }
  /** Said to the person in the window's language (the host formats it for the `link-refused` push). */
  | { kind: 'refused'; message: Phrase };

export const LINK_MESSAGES = defineMessages({
  tooLong: {
    id: 'main.link.too_long',
    defaultMessage: 'That link is too long to be a Threadline link, so it was not opened.',
  },
  malformed: {
    id: 'main.link.malformed',
    defaultMessage: 'That link is not a valid web address, so it was not opened.',
  },
  otherScheme: {
    id: 'main.link.other_scheme',
    defaultMessage:
      'Threadline opens only links to your organizations (https://…) and zulip:// sign-in links, so that link was not opened.',
  },
  credentials: {
    id: 'main.link.credentials',
    defaultMessage: 'That link has a user name or password in it, so Threadline did not open it.',
  },
  otherPage: {
    id: 'main.link.other_page',
    defaultMessage:
      'Threadline opens links to conversations and messages (…/#narrow/…) of your organizations. That link goes to another page, so it was not opened.',
  },
  notYourOrganization: {
    id: 'main.link.not_your_organization',
    defaultMessage:
      'That link is to {place}, which is not one of your organizations in Threadline. Sign in to it first to open its links here.',
  },
});

/** A link to an organization nobody is signed in to here: named by its address only. */
export function notYourOrganization(place: string): Phrase {
  return phrase(LINK_MESSAGES.notYourOrganization, { place });
}

// C0 and C1 controls, and invisible characters that make one address look like another.
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const INVISIBLE = /[\u0000-\u001f\u007f-\u009f\u00ad\u200b-\u200f\u2028-\u202e\u2060-\u206f\ufeff]/;
const NARROW_HASH = /^#narrow\/[\x21-\x7e]*$/;

export function decideLink(
  text: string,
  accounts: readonly LinkAccount[],
  activeAccountId: string | null,
): LinkDecision {
  const refused = (message: Phrase): LinkDecision => ({ kind: 'refused', message });
  if (text.length > MAX_LINK_LENGTH) return refused(phrase(LINK_MESSAGES.tooLong));
  const trimmed = text.trim();
  // The URL parser silently drops tabs and newlines inside a link: refuse them instead.
  if (trimmed === '' || INVISIBLE.test(trimmed) || /\s/.test(trimmed))
    return refused(phrase(LINK_MESSAGES.malformed));
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    return refused(phrase(LINK_MESSAGES.malformed));
  }
  if (url.protocol === 'zulip:') {
    const login = parseLoginCallback(url);
    return login.ok ? { kind: 'login', callback: login.callback } : refused(login.message);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    return refused(phrase(LINK_MESSAGES.otherScheme));
  if (url.username !== '' || url.password !== '') return refused(phrase(LINK_MESSAGES.credentials));

  const inOrganization = accounts.filter((account) => realmPathOf(url, account.realmUrl) !== null);
  if (inOrganization.length === 0) return refused(notYourOrganization(placeOf(url)));
  const atRealm = inOrganization.filter((account) => realmPathOf(url, account.realmUrl) === '');
  if (atRealm.length === 0 || url.search !== '') return refused(phrase(LINK_MESSAGES.otherPage));
  let hash: string;
  if (url.hash === '' || url.hash === '#') hash = '#/';
  else if (NARROW_HASH.test(url.hash)) hash = url.hash;
  else return refused(phrase(LINK_MESSAGES.otherPage));
  const account = atRealm.find((a) => a.id === activeAccountId) ?? (atRealm[0] as LinkAccount);
  return { kind: 'open', target: { accountId: account.id, hash } };
}

/**
 * Where `url` is inside the realm: '' for the realm's own page (trailing slashes aside), the rest of
 * the path for another page of it, null when it is not on the realm at all (another origin, after
 * the URL standard's normalisation of scheme, IDN host and port, or outside the realm's path).
 */
function realmPathOf(url: URL, realmUrl: string): string | null {
  let realm: URL;
  try {
    realm = new URL(realmUrl);
  } catch {
    return null;
  }
  if (url.origin !== realm.origin) return null;
  const base = trimSlashes(realm.pathname);
  const path = trimSlashes(url.pathname);
  if (path === base) return '';
  return path.startsWith(`${base}/`) ? path.slice(base.length) : null;
}

function trimSlashes(path: string): string {
  return path.replace(/\/+$/, '');
}

/** The host (ASCII, punycode for IDN: what a look-alike cannot fake) and any path, kept short. */
function placeOf(url: URL): string {
  const place = url.host + trimSlashes(url.pathname);
  return place.length > 80 ? `${place.slice(0, 79)}…` : place;
}
