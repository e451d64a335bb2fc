// Turns what a person types into the sign-in box into the realm URL every request is built on, and
// checks a saved realm URL again before its account connects. Plain http is allowed only to this
// computer: anywhere else a password or API key would cross the network in the clear.
import { defineMessages } from '@formatjs/intl';
import { TextError } from '../i18n/text-error';
import { invalidRequest } from './ipc-failure';
import { phrase } from '../../../shared/i18n/phrase';

const messages = defineMessages({
  insecureSaved: {
    id: 'signin.server_url.insecure_saved',
    defaultMessage:
      'The saved server address of this account ({realmUrl}) is not https:// or this computer, so its key was not sent; sign in again',
  },
  empty: { id: 'signin.server_url.empty', defaultMessage: 'Enter the server URL' },
  invalid: { id: 'signin.server_url.invalid', defaultMessage: '"{address}" is not a valid server address' },
  scheme: { id: 'signin.server_url.scheme', defaultMessage: 'The server address must start with https://' },
  plainHttp: {
    id: 'signin.server_url.plain_http',
    defaultMessage: 'Use https:// for servers other than this computer',
  },
  credentials: {
    id: 'signin.server_url.credentials',
    defaultMessage: 'Leave the user name and password out of the server address',
  },
});

const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:\/\//i;
/** What people paste from the browser's address bar: the API base or the login page. */
const TRAILING_PAGE = /\/(api\/v1|login)$/i;

export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.toLowerCase();
  if (host === 'localhost' || host === '[::1]') return true;
  // WHATWG URL parsing has already turned shorthand such as "127.1" into dotted quads.
  return /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host);
}

/** https anywhere, or http to this computer. */
function isPrivateTransport(url: URL): boolean {
  return url.protocol === 'https:' || (url.protocol === 'http:' && isLoopbackHost(url.hostname));
}

/** A saved account's realm URL that sign-in would refuse: its key is not sent there. */
export class InsecureRealmError extends TextError {
  override readonly name = 'InsecureRealmError';
}

/**
 * The check of sign-in, again at connect time: the vault binds the URL to the key, but a record
 * written before that binding, or by anything else, must still never send a key over plain http.
 */
export function assertConnectableRealm(realmUrl: string): void {
  let url: URL | undefined;
  try {
    url = new URL(realmUrl);
  } catch {
    url = undefined;
  }
  if (url && !url.username && !url.password && isPrivateTransport(url)) return;
  throw new InsecureRealmError(phrase(messages.insecureSaved, { realmUrl }));
}

export function normalizeServerUrl(input: string): string {
  const trimmed = input.trim();
  if (!trimmed) throw invalidRequest(phrase(messages.empty));
  const withScheme = HAS_SCHEME.test(trimmed) ? trimmed : `https://${trimmed}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    throw invalidRequest(phrase(messages.invalid, { address: trimmed }));
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw invalidRequest(phrase(messages.scheme));
  }
  if (!isPrivateTransport(url)) throw invalidRequest(phrase(messages.plainHttp));
  if (url.username || url.password) {
    throw invalidRequest(phrase(messages.credentials));
  }
  let path = url.pathname.replace(/\/+$/, '');
  path = path.replace(TRAILING_PAGE, '').replace(/\/+$/, '');
  // Query and fragment (e.g. a pasted "#narrow/…" link) are not part of the server's address.
  return url.origin + path;
}
