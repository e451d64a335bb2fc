// The reference server's test identity provider: listed in server_settings like a real server's
// external methods, its login page asks which demo user to be, and choosing one answers the
// `zulip://login` address a real server redirects the mobile flow to, with that user's key XOR the pad.
import { afterEach, describe, expect, it } from 'vitest';
import { decryptApiKey, otpFromBytes } from '../../../shared/mobile-flow-otp';
import { startServer, type RunningServer, type StartOptions } from '../../../server/app';
import {
  TEST_IDP_ICON_PATH,
  TEST_IDP_LOGIN_PATH,
  TEST_IDP_SIGNUP_PATH,
} from '../../../server/sign-in/test-idp';
import { chooseUserPage, MAX_LISTED_USERS } from '../../../server/sign-in/test-idp-pages';

const OTP = otpFromBytes(Uint8Array.from({ length: 32 }, (_, i) => i * 8));

let server: RunningServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function start(options: StartOptions = {}): Promise<RunningServer> {
  server = await startServer({
    seed: 'demo',
    port: 0,
    log: () => undefined,
    validateResponses: true,
    ...options,
  });
  return server;
}

async function settings(s: RunningServer): Promise<Record<string, unknown>> {
  return (await (await fetch(`${s.url}/api/v1/server_settings`)).json()) as Record<string, unknown>;
}

function choose(s: RunningServer, fields: Record<string, string>): Promise<Response> {
  return fetch(`${s.url}${TEST_IDP_LOGIN_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
}

/** The address in the page's text field, as a person would copy it. */
function addressIn(html: string): URL {
  const match = /<input type="text" readonly value="([^"]+)">/.exec(html);
  if (!match?.[1]) throw new Error('no sign-in address on the page');
  return new URL(match[1].replaceAll('&amp;', '&'));
}

describe('test identity provider', () => {
  it('is an external method in server_settings, beside password sign-in', async () => {
    const s = await start();
    const body = await settings(s);
    expect(body.email_auth_enabled).toBe(true);
    expect(body.external_authentication_methods).toEqual([
      {
        name: 'test-idp',
        display_name: 'Test IdP',
        display_icon: TEST_IDP_ICON_PATH,
        login_url: TEST_IDP_LOGIN_PATH,
        signup_url: TEST_IDP_SIGNUP_PATH,
      },
    ]);
    const icon = await fetch(`${s.url}${TEST_IDP_ICON_PATH}`);
    expect(icon.headers.get('content-type')).toBe('image/svg+xml');
    expect(await icon.text()).toMatch(/^<svg /);
  });

  it('asks which demo user to be: people only, each a button, the pad kept in the form', async () => {
    const s = await start();
    const page = await fetch(`${s.url}${TEST_IDP_LOGIN_PATH}?mobile_flow_otp=${OTP}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await page.text();
    expect(html).toContain(`<input type="hidden" name="mobile_flow_otp" value="${OTP}">`);
    const people = s.accounts.filter((a) => !a.is_bot);
    for (const person of people) expect(html).toContain(`name="user_id" value="${person.user_id}"`);
    for (const bot of s.accounts.filter((a) => a.is_bot))
      expect(html).not.toContain(`value="${bot.user_id}"`);
    expect(html).not.toContain(s.accounts[0]?.api_key);
  });

  it("answers the zulip://login address with the chosen user's key XOR the pad", async () => {
    const s = await start();
    const member = s.accounts.find((a) => a.role === 400 && !a.is_bot);
    if (!member) throw new Error('the demo seed has no member');
    const answer = await choose(s, { mobile_flow_otp: OTP, user_id: String(member.user_id) });
    expect(answer.status).toBe(200);
    const html = await answer.text();
    const address = addressIn(html);
    expect(address.protocol).toBe('zulip:');
    expect(address.host).toBe('login');
    expect(Object.fromEntries(address.searchParams)).toEqual({
      otp_encrypted_api_key: expect.stringMatching(/^[0-9a-f]{64}$/),
      email: member.email,
      user_id: String(member.user_id),
      realm: s.url,
    });
    expect(decryptApiKey(address.searchParams.get('otp_encrypted_api_key') ?? '', OTP)).toBe(member.api_key);
    // The browser is sent on to the app, and the page keeps a link for when it is not.
    expect(html).toContain(`<meta http-equiv="refresh" content="0; url=zulip://login?`);
    expect(html).toMatch(/<a href="zulip:\/\/login\?[^"]+">return to the app<\/a>/);
  });

  it('refuses a missing or malformed pad and users who cannot sign in', async () => {
    const s = await start();
    const page = (query: string) => fetch(`${s.url}${TEST_IDP_LOGIN_PATH}${query}`);
    expect((await page('')).status).toBe(400);
    const broken = await page('?mobile_flow_otp=1234');
    expect(broken.status).toBe(400);
    expect(await broken.text()).toContain('Invalid OTP');
    expect((await page(`?mobile_flow_otp=${'g'.repeat(64)}`)).status).toBe(400);

    const bot = s.accounts.find((a) => a.is_bot);
    const member = s.accounts.find((a) => a.role === 400 && !a.is_bot);
    if (!bot || !member) throw new Error('the demo seed lacks a bot or a member');
    expect((await choose(s, { mobile_flow_otp: OTP, user_id: String(bot.user_id) })).status).toBe(400);
    expect((await choose(s, { mobile_flow_otp: OTP, user_id: '99999' })).status).toBe(400);
    expect((await choose(s, { mobile_flow_otp: OTP, user_id: 'me' })).status).toBe(400);
    expect((await choose(s, { mobile_flow_otp: 'abc', user_id: String(member.user_id) })).status).toBe(400);
    const deactivated = s.realm.user(member.user_id);
    if (deactivated) deactivated.is_active = false;
    expect((await choose(s, { mobile_flow_otp: OTP, user_id: String(member.user_id) })).status).toBe(400);
  });

  it('escapes what it writes and lists a bounded number of people', async () => {
    const s = await start();
    const someone = s.realm.user(s.accounts[1]?.user_id ?? 0);
    if (!someone) throw new Error('no user');
    someone.full_name = '<img src=x onerror=alert(1)>';
    const html = await (await fetch(`${s.url}${TEST_IDP_LOGIN_PATH}?mobile_flow_otp=${OTP}`)).text();
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    const crowd = Array.from({ length: MAX_LISTED_USERS + 10 }, (_, i) => ({
      ...someone,
      user_id: 5000 + i,
    }));
    const crowded = chooseUserPage('Big', TEST_IDP_LOGIN_PATH, OTP, crowd);
    expect((crowded.match(/name="user_id"/g) ?? []).length).toBe(MAX_LISTED_USERS);
    expect(crowded).toContain('and 10 more people not listed here.');
  });

  it('turns password sign-in off when asked: email_auth_enabled false and fetch_api_key refused', async () => {
    const s = await start({ emailAuth: false });
    const body = await settings(s);
    expect(body.email_auth_enabled).toBe(false);
    expect(body.authentication_methods).toMatchObject({ password: false, email: false });
    expect(body.external_authentication_methods).toHaveLength(1);
    const member = s.accounts.find((a) => a.role === 400 && !a.is_bot);
    const refused = await fetch(`${s.url}/api/v1/fetch_api_key`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        username: member?.email ?? '',
        password: member?.password ?? '',
      }).toString(),
    });
    expect(refused.status).toBe(401);
    expect(await refused.json()).toMatchObject({ result: 'error', code: 'PASSWORD_AUTH_DISABLED' });
  });

  it('is left out when asked', async () => {
    const s = await start({ testIdp: false });
    expect((await settings(s)).external_authentication_methods).toEqual([]);
    expect((await fetch(`${s.url}${TEST_IDP_LOGIN_PATH}?mobile_flow_otp=${OTP}`)).status).toBe(404);
  });
});
