// "Sign in with your browser" through the session, against the reference server's test identity
// provider: the page main opens, the address it ends on, and what is refused on the way.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parseLoginCallback } from '../../../../electron/core/desktop/login-callback';
import { toIpcError } from '../../../../electron/core/session';
import { CALLBACK_MESSAGES } from '../../../../electron/core/sign-in/pending-sign-ins';
import { plainIntl, said } from '../../../support/intl';
import type { IpcPush } from '../../../../shared/ipc';
import { TEST_IDP_ICON_PATH, TEST_IDP_LOGIN_PATH } from '../../../../server/sign-in/test-idp';
import { startHarness, type Harness } from '../session/harness';
import { phrase } from '../../../../shared/i18n/phrase';

let h: Harness;
beforeEach(async () => {
  h = await startHarness();
});
afterEach(async () => {
  await h.close();
});

/** What a person does in the browser: open the page, choose a user; answers the address shown. */
async function signInOnPage(pageUrl: string, userId: number): Promise<string> {
  const page = await fetch(pageUrl);
  expect(page.status).toBe(200);
  const otp = new URL(pageUrl).searchParams.get('mobile_flow_otp') ?? '';
  const answer = await fetch(new URL(TEST_IDP_LOGIN_PATH, pageUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ mobile_flow_otp: otp, user_id: String(userId) }).toString(),
  });
  const match = /<input type="text" readonly value="([^"]+)">/.exec(await answer.text());
  if (!match?.[1]) throw new Error('no address on the page');
  return match[1].replaceAll('&amp;', '&');
}

async function message(promise: Promise<unknown>): Promise<string> {
  const outcome = await promise.then(
    () => new Error('expected a refusal'),
    (e: unknown) => e,
  );
  return toIpcError(outcome, plainIntl()).message;
}

function withParam(address: string, name: string, value: string): string {
  const url = new URL(address);
  url.searchParams.set(name, value);
  return url.href;
}

describe('browser sign-in', () => {
  it("offers the server's external methods, with the login page and icon made absolute", async () => {
    const probe = await h.session.probe(h.server.url);
    expect(probe.passwordAuth).toBe(true);
    expect(probe.usernameIsEmail).toBe(true);
    expect(probe.externalMethods).toEqual([
      {
        name: 'test-idp',
        displayName: 'Test IdP',
        loginUrl: `${h.server.url}${TEST_IDP_LOGIN_PATH}`,
        iconUrl: `${h.server.url}${TEST_IDP_ICON_PATH}`,
      },
    ]);
  });

  it('signs in with the address the login page ends on, once', async () => {
    const start = await h.session.startBrowserSignIn(h.server.url, 'test-idp');
    expect(start.opened).toBe(false);
    const page = new URL(start.url);
    expect(`${page.origin}${page.pathname}`).toBe(`${h.server.url}${TEST_IDP_LOGIN_PATH}`);
    expect(page.searchParams.get('mobile_flow_otp')).toMatch(/^[0-9a-f]{64}$/);

    const address = await signInOnPage(start.url, h.me.user_id);
    const account = await h.session.finishBrowserSignIn(`  ${address} `);
    expect(account).toMatchObject({ realmUrl: h.server.url, email: h.me.email, userId: h.me.user_id });
    expect(h.session.state().activeAccountId).toBe(account.id);
    await h.waitForPush((p) => p.type === 'app-state' && p.state.connection.status === 'connected', 0);

    expect(await message(h.session.finishBrowserSignIn(address))).toBe(
      said(phrase(CALLBACK_MESSAGES.replayed)),
    );
  });

  it('opens the page in the system browser where the host can', async () => {
    const opened: string[] = [];
    const session = h.newSession({ openExternal: async (url) => void opened.push(url) });
    const start = await session.startBrowserSignIn(h.server.url, 'test-idp');
    expect(start).toEqual({ url: opened[0], opened: true });

    const broken = h.newSession({ openExternal: () => Promise.reject(new Error('no browser')) });
    expect((await broken.startBrowserSignIn(h.server.url, 'test-idp')).opened).toBe(false);
  });

  it('says how a handed-over callback went in a browser-sign-in push', async () => {
    const start = await h.session.startBrowserSignIn(h.server.url, 'test-idp');
    const parsed = parseLoginCallback(new URL(await signInOnPage(start.url, h.me.user_id)));
    if (!parsed.ok) throw new Error(said(parsed.message));
    const isOutcome = (p: IpcPush): p is Extract<IpcPush, { type: 'browser-sign-in' }> =>
      p.type === 'browser-sign-in';

    await h.session.receiveLoginCallback(parsed.callback);
    const signedIn = await h.waitForPush(isOutcome, 0);
    expect(signedIn.outcome).toMatchObject({ ok: true, account: { email: h.me.email } });

    const from = h.pushes.length;
    await h.session.receiveLoginCallback(parsed.callback);
    expect((await h.waitForPush(isOutcome, from)).outcome).toEqual({
      ok: false,
      message: said(phrase(CALLBACK_MESSAGES.replayed)),
    });
  });

  it('refuses a callback for another server, one with no sign-in started, and non-addresses', async () => {
    const start = await h.session.startBrowserSignIn(h.server.url, 'test-idp');
    const address = await signInOnPage(start.url, h.me.user_id);
    const port = Number(new URL(h.server.url).port);
    expect(
      await message(
        h.session.finishBrowserSignIn(withParam(address, 'realm', `http://127.0.0.1:${port + 1}`)),
      ),
    ).toBe(
      `That sign-in link is for 127.0.0.1:${port + 1}, but you started signing in to 127.0.0.1:${port}, so it was not used.`,
    );
    expect(await message(h.newSession().finishBrowserSignIn(address))).toBe(
      said(phrase(CALLBACK_MESSAGES.noFlow)),
    );
    expect(await message(h.session.finishBrowserSignIn('https://example.com/'))).toMatch(
      /^That is not a sign-in address/,
    );
    expect(
      await message(h.session.finishBrowserSignIn(withParam(address, 'otp_encrypted_api_key', 'abc'))),
    ).toMatch(/incomplete or damaged/);
    expect(h.session.state().accounts).toEqual([]);
    // None of that used the sign-in up.
    expect((await h.session.finishBrowserSignIn(address)).userId).toBe(h.me.user_id);
  });

  it('refuses a callback whose user is not the one its key belongs to', async () => {
    const start = await h.session.startBrowserSignIn(h.server.url, 'test-idp');
    const address = await signInOnPage(start.url, h.me.user_id);
    const other = h.server.accounts.find((a) => a.user_id !== h.me.user_id && !a.is_bot);
    expect(
      await message(h.session.finishBrowserSignIn(withParam(address, 'user_id', String(other?.user_id)))),
    ).toMatch(/^The server sent a sign-in for one user with the key of another/);
    expect(h.session.state().accounts).toEqual([]);
  });

  it('refuses a method the server does not offer', async () => {
    expect(await message(h.session.startBrowserSignIn(h.server.url, 'github'))).toMatch(
      /does not offer that way of signing in any more/,
    );
  });
});
