// A test identity provider, so "Sign in with your browser" can be tried and tested end to end without
// SAML or Google: server_settings lists it among `external_authentication_methods`, and its login page
// (`login_url`) asks which demo user to be. Choosing one ends the flow as a real Zulip server does for
// the mobile apps: `zulip://login?otp_encrypted_api_key=…&email=…&user_id=…&realm=…`, the user's API
// key XOR the `mobile_flow_otp` the app sent (shared/mobile-flow-otp.ts; delivery email, as real
// servers send). It is on by default; `startServer({ testIdp: false })` leaves it out.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { encryptApiKey, isValidOtp } from '../../shared/mobile-flow-otp';
import { readBody } from '../http/request';
import type { Realm } from '../realm/realm';
import { chooseUserPage, problemPage, returnToAppPage, TEST_IDP_ICON_SVG } from './test-idp-pages';

export const TEST_IDP_LOGIN_PATH = '/accounts/login/test-idp/';
export const TEST_IDP_SIGNUP_PATH = '/accounts/register/test-idp/';
export const TEST_IDP_ICON_PATH = '/static/images/authentication_backends/test-idp.svg';

/** Its entry in server_settings' `external_authentication_methods` (paths relative, as real servers give). */
export function testIdpMethod() {
  return {
    name: 'test-idp',
    display_name: 'Test IdP',
    display_icon: TEST_IDP_ICON_PATH,
    login_url: TEST_IDP_LOGIN_PATH,
    signup_url: TEST_IDP_SIGNUP_PATH,
  };
}

/** The `zulip://login` address that ends a flow for this user. */
export function callbackAddress(realm: Realm, userId: number, otp: string): string | undefined {
  const user = realm.user(userId);
  if (!user || !user.is_active || user.is_bot) return undefined;
  const params = new URLSearchParams({
    otp_encrypted_api_key: encryptApiKey(user.api_key, otp),
    email: user.delivery_email,
    user_id: String(user.user_id),
    realm: realm.baseUrl,
  });
  return `zulip://login?${params.toString()}`;
}

/** Answers the provider's pages; false when the request is not for one of them. */
export async function serveTestIdp(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  realm: Realm,
): Promise<boolean> {
  if (!realm.signIn.testIdp) return false;
  if (url.pathname === TEST_IDP_ICON_PATH && req.method === 'GET') {
    res.writeHead(200, { 'content-type': 'image/svg+xml', 'cache-control': 'max-age=3600' });
    res.end(TEST_IDP_ICON_SVG);
    return true;
  }
  if (url.pathname !== TEST_IDP_LOGIN_PATH && url.pathname !== TEST_IDP_SIGNUP_PATH) return false;
  if (req.method === 'GET') {
    const otp = url.searchParams.get('mobile_flow_otp');
    if (otp === null) {
      return html(
        res,
        400,
        problemPage("This test sign-in page signs in apps. Open it from the app's sign-in screen."),
      );
    }
    if (!isValidOtp(otp))
      return html(res, 400, problemPage('Invalid OTP: mobile_flow_otp must be 64 hex digits.'));
    const people = [...realm.users.values()].filter((u) => u.is_active && !u.is_bot);
    return html(res, 200, chooseUserPage(realm.settings.name, TEST_IDP_LOGIN_PATH, otp, people));
  }
  if (req.method !== 'POST') return html(res, 405, problemPage('Method not allowed.'));
  let form: URLSearchParams;
  try {
    form = new URLSearchParams(await readBody(req));
  } catch {
    return html(res, 400, problemPage('The form could not be read.'));
  }
  const otp = form.get('mobile_flow_otp') ?? '';
  if (!isValidOtp(otp))
    return html(res, 400, problemPage('Invalid OTP: mobile_flow_otp must be 64 hex digits.'));
  const userId = Number(form.get('user_id'));
  const address = Number.isInteger(userId) ? callbackAddress(realm, userId, otp) : undefined;
  if (address === undefined) return html(res, 400, problemPage('There is no such demo user to sign in as.'));
  return html(res, 200, returnToAppPage(address, realm.user(userId)?.full_name ?? ''));
}

function html(res: ServerResponse, status: number, body: string): true {
  res.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'",
    'referrer-policy': 'no-referrer',
  });
  res.end(body);
  return true;
}
