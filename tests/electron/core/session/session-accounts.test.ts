// Several accounts at once against the reference server: every account's connection runs (two on the
// same server, different users), switching changes only which one the window shows, calls and media
// go as the account they name even while a switch is under way, signing in again refreshes a key,
// sign-out cleans up everything of that account, and the order is the person's.
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { basicAuthHeader } from '../../../../electron/core/api/client';
import { connectAccount } from '../../../../electron/core/session/account-connection';
import { COMPOSE_DRAFTS_DIR } from '../../../../electron/core/session/compose-drafts';
import type { ConnectFn } from '../../../../electron/core/session/connection-set';
import type { SeedAccount } from '../../../../server/seed/seed-types';
import type { EventOfKind } from '../../../../shared/events';
import type { IpcPush } from '../../../../shared/ipc';
import { act, startHarness, type Harness } from './harness';

let h: Harness;
afterEach(async () => {
  await h.close();
});

const connects: string[] = [];
const countingConnect: ConnectFn = (account, apiKey, deps, handlers) => {
  connects.push(account.email);
  return connectAccount(account, apiKey, deps, handlers);
};
const removed: string[] = [];

async function twoAccounts() {
  connects.length = 0;
  removed.length = 0;
  h = await startHarness({
    connect: countingConnect,
    hooks: { accountRemoved: async (id) => void removed.push(id) },
  });
  const other = h.server.accounts[4] as SeedAccount;
  const me = await h.session.signInWithApiKey(h.server.url, h.me.email, h.me.api_key);
  const them = await h.session.signInWithApiKey(h.server.url, other.email, other.api_key);
  await connected(me.id);
  await connected(them.id);
  return { me, them, other };
}

const connected = (accountId: string) =>
  h.waitForPush(
    (p) => p.type === 'connection' && p.accountId === accountId && p.state.status === 'connected',
    0,
  );

function messagesFor(accountId: string, from = 0): EventOfKind<'message'>[] {
  return h.pushes
    .slice(from)
    .filter(
      (p): p is Extract<IpcPush, { type: 'events' }> => p.type === 'events' && p.accountId === accountId,
    )
    .flatMap((p) => p.events)
    .filter((e): e is EventOfKind<'message'> => e.kind === 'message');
}

describe('session with several accounts', () => {
  it('runs every account at once, two users of one server each with their own snapshot and events', async () => {
    const { me, them, other } = await twoAccounts();
    const snapshots = h.pushes.filter((p) => p.type === 'snapshot');
    expect(snapshots.map((p) => p.type === 'snapshot' && [p.accountId, p.snapshot.user_id])).toEqual(
      expect.arrayContaining([
        [me.id, h.me.user_id],
        [them.id, other.user_id],
      ]),
    );
    expect(h.session.state().connections).toMatchObject({
      [me.id]: { status: 'connected' },
      [them.id]: { status: 'connected' },
    });

    // A DM from the background account reaches the other through its own, still running, loop.
    expect(h.session.state().activeAccountId).toBe(them.id);
    const from = h.pushes.length;
    const sent = (await h.session.callApi(me.id, 'sendMessage', {
      type: 'direct',
      to: [other.user_id],
      content: 'across accounts',
    })) as { id: number };
    await expect.poll(() => messagesFor(them.id, from).map((e) => e.message.id)).toContain(sent.id);
    await expect.poll(() => messagesFor(me.id, from).map((e) => e.message.id)).toContain(sent.id);
    expect(h.server.realm.messages.get(sent.id)?.sender_id).toBe(h.me.user_id);
  });

  it('switches without reconnecting: no new connection, queue or snapshot', async () => {
    const { me, them } = await twoAccounts();
    const from = h.pushes.length;
    const switched = await h.session.switchAccount(me.id);
    expect(switched).toMatchObject({ activeAccountId: me.id, connection: { status: 'connected' } });
    await h.session.switchAccount(them.id);
    expect(connects).toEqual([h.me.email, (h.server.accounts[4] as SeedAccount).email]);
    expect(h.pushes.slice(from).filter((p) => p.type === 'snapshot')).toEqual([]);
    // Still the one queue the member's connection registered at sign-in.
    expect(h.server.queues.expire(h.me.user_id)).toBe(1);
  });

  it('sends each call as the account it names, even when a switch is under way', async () => {
    const { me, them, other } = await twoAccounts();
    const [, sentAsMe, sentAsThem] = await Promise.all([
      h.session.switchAccount(me.id),
      h.session.callApi(them.id, 'sendMessage', { type: 'direct', to: [h.me.user_id], content: 'as them' }),
      h.session.callApi(me.id, 'sendMessage', { type: 'direct', to: [other.user_id], content: 'as me' }),
    ]);
    expect(h.server.realm.messages.get((sentAsMe as { id: number }).id)?.sender_id).toBe(other.user_id);
    expect(h.server.realm.messages.get((sentAsThem as { id: number }).id)?.sender_id).toBe(h.me.user_id);
    expect(h.session.state().activeAccountId).toBe(me.id);
  });

  it("gives each account's images its own credentials, and none to a URL that names no account", async () => {
    const { me, them, other } = await twoAccounts();
    const origin = new URL(h.server.url).origin;
    expect(h.session.mediaGrant(origin, me.id)).toEqual({
      authorization: basicAuthHeader(me.email, h.me.api_key),
    });
    expect(h.session.mediaGrant(origin, them.id)).toEqual({
      authorization: basicAuthHeader(them.email, other.api_key),
    });
    expect(h.session.mediaGrant(origin)).toEqual({});
    expect(h.session.mediaGrant('https://elsewhere.example', me.id)).toBeUndefined();
    await h.session.signOut(me.id);
    expect(h.session.mediaGrant(origin, me.id)).toEqual({});
  });

  it('refreshes the key of an account signed in to again, instead of adding it twice', async () => {
    const { me } = await twoAccounts();
    const user = h.server.realm.user(h.me.user_id);
    if (!user) throw new Error('seed lacks the member');
    user.api_key = 'renewed'.padEnd(32, '0');
    const again = await h.session.signInWithApiKey(h.server.url, h.me.email, user.api_key);
    expect(again.id).toBe(me.id);
    expect(h.session.state().accounts).toHaveLength(2);
    expect(connects.filter((email) => email === h.me.email)).toHaveLength(2);
    const from = h.pushes.length;
    await act(h.server, (h.server.accounts[4] as SeedAccount).user_id, 'POST', '/messages', {
      type: 'direct',
      to: JSON.stringify([h.me.user_id]),
      content: 'to the renewed key',
    });
    await expect.poll(() => messagesFor(me.id, from).length).toBe(1);
    expect(await readFile(join(h.profileDir, 'vault.json'), 'utf8')).not.toContain(user.api_key);
  });

  it('signs one account out completely: queue, key, drafts and cached data; the other keeps running', async () => {
    const { me, them } = await twoAccounts();
    await h.session.saveComposeDraft(me.id, 'dm:9', 'unsent');
    await h.session.saveComposeDraft(them.id, 'dm:9', 'theirs');
    await h.session.stop();
    const restartedAt = h.pushes.length;
    const session = h.newSession();
    await session.start();
    for (const id of [me.id, them.id])
      await h.waitForPush(
        (p) => p.type === 'connection' && p.accountId === id && p.state.status === 'connected',
        restartedAt,
      );
    const draftsDir = join(h.profileDir, COMPOSE_DRAFTS_DIR);
    expect(await readdir(draftsDir)).toHaveLength(2);

    const after = await session.signOut(me.id);
    expect(after.accounts.map((a) => a.id)).toEqual([them.id]);
    expect(Object.keys(after.connections)).toEqual([them.id]);
    expect(h.server.queues.expire(h.me.user_id)).toBe(0); // DELETE /events went out
    expect(await readFile(join(h.profileDir, 'vault.json'), 'utf8')).not.toContain(h.me.email);
    expect(await readdir(draftsDir)).toHaveLength(1);
    expect(removed).toEqual([me.id]);
    expect(await session.loadComposeDrafts(them.id)).toEqual({ 'dm:9': 'theirs' });
    expect(existsSync(join(h.profileDir, 'vault.json'))).toBe(true);
    expect(session.state().connections[them.id]?.status).toBe('connected');
  });

  it('signs out only the account whose key the server refuses', async () => {
    const { me, them } = await twoAccounts();
    const user = h.server.realm.user(h.me.user_id);
    if (!user) throw new Error('seed lacks the member');
    user.api_key = 'changed'.padEnd(32, '0');
    h.session.retryNow(me.id);
    const state = await h.waitForPush(
      (p): p is Extract<IpcPush, { type: 'app-state' }> =>
        p.type === 'app-state' && p.state.accounts.length === 1,
    );
    expect(state.state.accounts[0]?.id).toBe(them.id);
    expect(state.state.signedOutReason).toMatch(/no longer accepts/);
    expect(h.session.state().connections[them.id]?.status).toBe('connected');
  });

  it('keeps the order the person chose, across a restart, and refuses one that leaves an account out', async () => {
    const { me, them } = await twoAccounts();
    expect(h.session.state().accounts.map((a) => a.id)).toEqual([me.id, them.id]);
    const reordered = await h.session.reorderAccounts([them.id, me.id]);
    expect(reordered.accounts.map((a) => a.id)).toEqual([them.id, me.id]);
    await expect(h.session.reorderAccounts([me.id])).rejects.toMatchObject({
      error: { kind: 'invalid-request' },
    });
    await h.session.stop();
    const later = h.newSession();
    await later.start();
    expect(later.state().accounts.map((a) => a.id)).toEqual([them.id, me.id]);
    expect(Object.keys(later.state().connections).sort()).toEqual([me.id, them.id].sort());
  });
});
