// Signing in against the reference server: password, API key, zuliprc and demo, and the errors a
// person sees when something is wrong.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { plainIntl } from '../../../support/intl';
import { toIpcError } from '../../../../electron/core/session';
import type { AccountSummary, IpcError } from '../../../../shared/ipc';
import { startHarness, type Harness } from './harness';

let h: Harness;
beforeEach(async () => {
  h = await startHarness();
});
afterEach(async () => {
  await h.close();
});

async function failure(promise: Promise<unknown>): Promise<IpcError> {
  const err = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeDefined();
  return toIpcError(err, plainIntl());
}

function expectSignedIn(summary: AccountSummary) {
  expect(summary).toMatchObject({
    realmUrl: h.server.url,
    email: h.me.email,
    userId: h.me.user_id,
    realmName: h.server.realm.settings.name,
  });
  expect(summary.realmIconUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\//);
  const state = h.session.state();
  expect(state.activeAccountId).toBe(summary.id);
  expect(state.accounts).toEqual([summary]);
}

describe('session sign-in', () => {
  it('signs in with a password, stores the key encrypted and can call operations', async () => {
    const summary = await h.session.signInWithPassword(`${h.server.url}/login/`, h.me.email, h.me.password);
    expectSignedIn(summary);
    expect(JSON.stringify(summary)).not.toContain(h.me.api_key);
    const vaultText = await readFile(join(h.profileDir, 'vault.json'), 'utf8');
    expect(vaultText).toContain(h.me.email);
    expect(vaultText).not.toContain(h.me.api_key);

    const users = (await h.session.callApi(summary.id, 'getUsers', {})) as { members: { email: string }[] };
    expect(users.members.map((member) => member.email)).toContain(h.me.email);
    await h.waitForPush((p) => p.type === 'app-state' && p.state.connection.status === 'connected', 0);
  });

  it("shows the server's message for a wrong password and stores nothing", async () => {
    const error = await failure(h.session.signInWithPassword(h.server.url, h.me.email, 'not-the-password'));
    expect(error).toMatchObject({ kind: 'http', status: 401, code: 'AUTHENTICATION_FAILED' });
    expect(error.message).toBe('Your username or password is incorrect');
    expect(h.session.state().accounts).toEqual([]);
  });

  it('says plainly that a deactivated account is deactivated', async () => {
    const user = h.server.realm.user(h.me.user_id);
    if (!user) throw new Error('seed lacks the member');
    user.is_active = false;
    const error = await failure(h.session.signInWithPassword(h.server.url, h.me.email, h.me.password));
    expect(error).toMatchObject({ kind: 'http', status: 401, message: 'This account is deactivated' });
  });

  it('signs in with an API key after checking it with the server', async () => {
    expectSignedIn(await h.session.signInWithApiKey(h.server.url, h.me.email, h.me.api_key));
    // The verification queue was deleted again, so only the event loop's queue remains.
    await h.waitForPush((p) => p.type === 'snapshot');
    expect(h.server.queues.expire(h.me.user_id)).toBe(1);
  });

  it("refuses a wrong API key with the server's 401 message", async () => {
    const error = await failure(h.session.signInWithApiKey(h.server.url, h.me.email, 'x'.repeat(32)));
    expect(error).toMatchObject({ kind: 'http', status: 401, message: 'Invalid API key' });
    expect(h.session.state().accounts).toEqual([]);
  });

  it('imports a zuliprc with comments, spaces and CRLF line ends', async () => {
    const text = `# downloaded from the server\r\n[api]\r\nemail = ${h.me.email}\r\nkey=${h.me.api_key}\r\n; a comment\r\nsite =  ${h.server.url}\r\n`;
    expectSignedIn(await h.session.signInWithZuliprc(text));
  });

  it('explains what is wrong with a malformed zuliprc', async () => {
    const noSection = await failure(
      h.session.signInWithZuliprc(`email=${h.me.email}\nkey=k\nsite=${h.server.url}`),
    );
    expect(noSection).toEqual({ kind: 'invalid-request', message: 'This zuliprc has no [api] section' });
    const noKey = await failure(
      h.session.signInWithZuliprc(`[api]\nemail=${h.me.email}\nsite=${h.server.url}\n`),
    );
    expect(noKey.message).toBe('The [api] section of this zuliprc has no key');
    const garbage = await failure(h.session.signInWithZuliprc('[api]\nthis is not an entry\n'));
    expect(garbage.message).toMatch(/line 2/);
    const wrongKey = await failure(
      h.session.signInWithZuliprc(`[api]\nemail=${h.me.email}\nkey=wrong\nsite=${h.server.url}\n`),
    );
    expect(wrongKey).toMatchObject({ kind: 'http', status: 401 });
  });

  it('starts the demo through the injected starter, or says it is not available', async () => {
    const absent = await failure(h.session.signInDemo());
    expect(absent).toEqual({ kind: 'invalid-request', message: 'The demo is not available in this build' });
    expect(h.session.state().demoAvailable).toBe(false);

    const demo = h.newSession({
      startDemo: async () => ({ realmUrl: h.server.url, email: h.me.email, apiKey: h.me.api_key }),
    });
    expect(demo.state().demoAvailable).toBe(true);
    expect(await demo.signInDemo()).toMatchObject({ userId: h.me.user_id, realmUrl: h.server.url });
  });
});
