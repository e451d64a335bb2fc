// The session after sign-in: snapshot and event pushes, a key the server stops accepting, sign-out,
// switching accounts, restarting from the stored vault, and calls through `api`.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { plainIntl } from '../../../support/intl';
import { toIpcError } from '../../../../electron/core/session';
import type { SeedAccount } from '../../../../server/seed/seed-types';
import type { IpcPush } from '../../../../shared/ipc';
import { act, startHarness, type Harness } from './harness';

let h: Harness;
beforeEach(async () => {
  h = await startHarness();
});
afterEach(async () => {
  await h.close();
});

type Pushed<T extends IpcPush['type']> = Extract<IpcPush, { type: T }>;
const isType =
  <T extends IpcPush['type']>(type: T) =>
  (push: IpcPush): push is Pushed<T> =>
    push.type === type;

async function rejection(promise: Promise<unknown>) {
  return toIpcError(
    await promise.then(
      () => new Error('expected a rejection'),
      (e: unknown) => e,
    ),
    plainIntl(),
  );
}

function expectNoSecrets(keys: string[]) {
  for (const push of h.pushes) {
    const text = JSON.stringify(push);
    for (const key of keys) expect(text).not.toContain(key);
    expect(text).not.toContain('"api_key"');
  }
}

describe('session lifecycle', () => {
  it('pushes a snapshot, then the events another device causes', async () => {
    const account = await h.session.signInWithPassword(h.server.url, h.me.email, h.me.password);
    const snapshot = await h.waitForPush(isType('snapshot'), 0);
    expect(snapshot).toMatchObject({ accountId: account.id, generation: 1 });
    expect(snapshot.snapshot).toHaveProperty('subscriptions');
    expect(snapshot.snapshot.user_id).toBe(h.me.user_id);
    await h.waitForPush((p) => p.type === 'connection' && p.state.status === 'connected', 0);

    const from = h.pushes.length;
    await act(h.server, h.me.user_id, 'POST', '/users/me/subscriptions', {
      subscriptions: [{ name: 'new-channel' }],
      principals: [h.me.user_id],
    });
    const batch = await h.waitForPush(
      (p): p is Pushed<'events'> =>
        p.type === 'events' && p.events.some((e) => e.kind === 'subscription/add'),
      from,
    );
    expect(batch).toMatchObject({ accountId: account.id, generation: 1 });

    // The real server puts the key of a bot the user owns into realm_bot events; it must not get through.
    const bot = h.server.accounts.find((a) => a.is_bot) as SeedAccount;
    const more = h.pushes.length;
    h.server.realm.emit([h.me.user_id], {
      type: 'realm_bot',
      op: 'add',
      bot: { user_id: bot.user_id, full_name: bot.full_name, api_key: bot.api_key },
    });
    const botEvent = await h.waitForPush(
      (p): p is Pushed<'events'> => p.type === 'events' && p.events.some((e) => e.kind === 'realm_bot/add'),
      more,
    );
    expect(botEvent.events[0]).toMatchObject({ bot: { user_id: bot.user_id, full_name: bot.full_name } });
    expectNoSecrets([h.me.api_key, h.me.password, bot.api_key]);
  });

  it('signs the account out with a reason when the server stops accepting its key', async () => {
    const account = await h.session.signInWithApiKey(h.server.url, h.me.email, h.me.api_key);
    await h.waitForPush((p) => p.type === 'connection' && p.state.status === 'connected', 0);
    const user = h.server.realm.user(h.me.user_id);
    if (!user) throw new Error('seed lacks the member');
    user.api_key = 'changed'.padEnd(32, '0');
    h.session.retryNow();

    await h.waitForPush((p) => p.type === 'connection' && p.state.status === 'auth-failed');
    const state = await h.waitForPush(
      (p): p is Pushed<'app-state'> => p.type === 'app-state' && p.state.accounts.length === 0,
    );
    expect(state.state.activeAccountId).toBeNull();
    expect(state.state.signedOutReason).toBe(
      "The server no longer accepts this account's key (Invalid API key). Sign in again.",
    );
    expect(await readFile(join(h.profileDir, 'vault.json'), 'utf8')).not.toContain(account.id);
    expectNoSecrets([h.me.api_key]);
  });

  it('signs out, switches between accounts, and forgets the key', async () => {
    const other = h.server.accounts[4] as SeedAccount;
    const first = await h.session.signInWithApiKey(h.server.url, h.me.email, h.me.api_key);
    const second = await h.session.signInWithApiKey(h.server.url, other.email, other.api_key);
    expect(h.session.state()).toMatchObject({ activeAccountId: second.id });
    expect(
      h.session
        .state()
        .accounts.map((a) => a.id)
        .sort(),
    ).toEqual([first.id, second.id].sort());

    const snapshot = await h.waitForPush((p) => p.type === 'snapshot' && p.accountId === first.id, 0);
    expect((snapshot as Pushed<'snapshot'>).snapshot.user_id).toBe(h.me.user_id);
    await h.waitForPush((p) => p.type === 'snapshot' && p.accountId === second.id, 0);

    const switched = await h.session.switchAccount(first.id);
    expect(switched.activeAccountId).toBe(first.id);

    const after = await h.session.signOut(first.id);
    expect(after.accounts.map((a) => a.id)).toEqual([second.id]);
    expect(after.activeAccountId).toBe(second.id);
    expect(await readFile(join(h.profileDir, 'vault.json'), 'utf8')).not.toContain(h.me.email);
    expect((await rejection(h.session.signOut('no-such-id'))).kind).toBe('invalid-request');
    expectNoSecrets([h.me.api_key, other.api_key]);
  });

  it('reconnects the stored active account on start and deletes its queue on stop', async () => {
    const account = await h.session.signInWithApiKey(h.server.url, h.me.email, h.me.api_key);
    await h.waitForPush(isType('snapshot'), 0);
    await h.session.stop();
    expect(h.server.queues.expire(h.me.user_id)).toBe(0);

    const later = h.newSession();
    const from = h.pushes.length;
    await later.start();
    expect(later.state()).toMatchObject({ activeAccountId: account.id, accounts: [account] });
    expect((await h.waitForPush(isType('snapshot'), from)).accountId).toBe(account.id);
  });

  it('runs renderer operations as the active account and refuses the others', async () => {
    const notSignedIn = await rejection(h.session.callApi('nobody', 'getDrafts', {}));
    expect(notSignedIn.kind).toBe('not-signed-in');
    const { id } = await h.session.signInWithApiKey(h.server.url, h.me.email, h.me.api_key);

    expect(await rejection(h.session.callApi(id, 'getEvents', {}))).toMatchObject({
      kind: 'invalid-request',
    });
    expect(await rejection(h.session.callApi(id, 'fetchApiKey', {}))).toMatchObject({
      kind: 'invalid-request',
    });
    // Not main's, but not opted in for the renderer either (no screen uses it).
    expect((await rejection(h.session.callApi(id, 'getSubscriptions', {}))).message).toMatch(
      /not available here/,
    );
    expect((await rejection(h.session.callApi(id, 'noSuchOp', {}))).message).toMatch(/Unknown operation/);
    const badParams = await rejection(h.session.callApi(id, 'subscribe', { subscriptions: 'general' }));
    expect(badParams).toMatchObject({ kind: 'invalid-request' });
    expect(badParams.message).toMatch(/^subscribe: subscriptions/);

    const unknownChannel = await rejection(
      h.session.callApi(id, 'getChannelEmailAddress', { stream_id: 999_999 }),
    );
    expect(unknownChannel).toMatchObject({ kind: 'http', status: 400, code: 'BAD_REQUEST' });
    expect(unknownChannel.message).toMatch(/channel/i);
  });
});
