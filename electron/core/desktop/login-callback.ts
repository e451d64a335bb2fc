// The end of "Sign in with your browser": after the user signs in on the server's web page (SSO,
// SAML, social logins), the server redirects to
// `zulip://login?realm=…&email=…&user_id=…&otp_encrypted_api_key=…`, which the system hands to the
// app registered for `zulip://`. The key is the account's API key (32 characters, sent as 64 hex
// digits) XOR a one-time pad the app chose when it opened the browser, so only the app that started
// that sign-in can read it (Zulip's mobile_flow_otp / desktop flow; `user_id` is absent on older
// servers).
//
// This parses and checks the callback into a typed value; it decrypts nothing. Whoever uses it must
// match it to a sign-in the user started (its pad and realm): any program on the computer can open a
// `zulip://` link, so an unexpected callback is refused, never turned into a signed-in account.
import { defineMessages } from '@formatjs/intl';
import { isLoopbackHost } from '../session/server-url';
import { type Phrase, phrase } from '../../../shared/i18n/phrase';

export interface LoginCallback {
  /** The realm the server names, as origin + path without a trailing slash (like saved realm URLs). */
  realm: string;
  email: string;
  userId?: number;
  /** 64 lowercase hex digits: the API key, hex-encoded, XOR the sign-in's one-time pad. */
  otpEncryptedApiKey: string;
}

export type LoginCallbackResult = { ok: true; callback: LoginCallback } | { ok: false; message: Phrase };

const KNOWN_PARAMS = ['realm', 'email', 'user_id', 'otp_encrypted_api_key'] as const;
const ENCRYPTED_KEY = /^[0-9a-f]{64}$/i;
const EMAIL = /^[^\s@]{1,200}@[^\s@]{1,200}$/;
const MAX_EMAIL_LENGTH = 254;

const messages = defineMessages({
  notACallback: {
    id: 'signin.callback.not_a_callback',
    defaultMessage: 'That zulip:// link is not a sign-in link Threadline understands.',
  },
  broken: {
    id: 'signin.callback.broken',
    defaultMessage: 'That sign-in link is incomplete or damaged, so it was not used. Try signing in again.',
  },
});

const NOT_A_CALLBACK = phrase(messages.notACallback);
const BROKEN = phrase(messages.broken);
const refuse = (message: Phrase): LoginCallbackResult => ({ ok: false, message });

/** The callback in a parsed `zulip:` URL, or why it is not one. */
export function parseLoginCallback(url: URL): LoginCallbackResult {
  if (url.protocol !== 'zulip:' || url.username !== '' || url.password !== '') return refuse(NOT_A_CALLBACK);
  if (url.hostname.toLowerCase() !== 'login' || url.port !== '') return refuse(NOT_A_CALLBACK);
  if ((url.pathname !== '' && url.pathname !== '/') || url.hash !== '') return refuse(NOT_A_CALLBACK);

  const values = new Map<string, string>();
  for (const name of KNOWN_PARAMS) {
    const all = url.searchParams.getAll(name);
    // Two values for one name could make two readers disagree about which one counts.
    if (all.length > 1) return refuse(BROKEN);
    if (all.length === 1) values.set(name, all[0] as string);
  }

  const realm = realmOf(values.get('realm'));
  const email = values.get('email');
  const key = values.get('otp_encrypted_api_key');
  const userIdText = values.get('user_id');
  if (realm === undefined || email === undefined || key === undefined) return refuse(BROKEN);
  if (email.length > MAX_EMAIL_LENGTH || !EMAIL.test(email) || hasControl(email)) return refuse(BROKEN);
  if (!ENCRYPTED_KEY.test(key)) return refuse(BROKEN);
  let userId: number | undefined;
  if (userIdText !== undefined) {
    if (!/^[1-9]\d{0,9}$/.test(userIdText)) return refuse(BROKEN);
    userId = Number(userIdText);
  }
  const callback: LoginCallback = { realm, email, otpEncryptedApiKey: key.toLowerCase() };
  if (userId !== undefined) callback.userId = userId;
  return { ok: true, callback };
}

/** https anywhere or http on this computer, without credentials, query or fragment. */
function realmOf(text: string | undefined): string | undefined {
  if (text === undefined || hasControl(text)) return undefined;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return undefined;
  }
  const transportOk = url.protocol === 'https:' || (url.protocol === 'http:' && isLoopbackHost(url.hostname));
  if (!transportOk || url.username !== '' || url.password !== '' || url.search !== '' || url.hash !== '')
    return undefined;
  return url.origin + url.pathname.replace(/\/+$/, '');
}

function hasControl(text: string): boolean {
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  return /[\u0000-\u001f\u007f-\u009f]/.test(text);
}
