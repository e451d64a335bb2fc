// The session's offline side against the reference server: at start the cached state is pushed
// before the server answers, and a cached conversation answers while the server cannot; messages
// written while the server is down wait in the outbox, survive a restart, and arrive once each, in
// order, even when an answer is lost; a forced sign-out keeps them for the next sign-in; a sign-out
// deletes them and the cache; clearing the cache leaves them alone.
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../../../server/app';
import type { IpcPush } from '../../../../shared/ipc';
import type { OutboxView } from '../../../../shared/outbox';
import type { Session } from '../../../../electron/core/session';
import { startHarness, type Harness } from './harness';

let h: Harness;
let revived: RunningServer | undefined;
afterEach(async () => {
  await revived?.close();
  revived = undefined;
  await h.close();
});

type Snapshot = Extract<IpcPush, { type: 'snapshot' }>;
type OutboxPush = Extract<IpcPush, { type: 'outbox' }>;

const isSnapshot =
  (generation: (g: number) => boolean) =>
  (p: IpcPush): p is Snapshot =>
    p.type === 'snapshot' && generation(p.generation);

async function control(server: RunningServer, path: string, body: unknown): Promise<void> {
  await fetch(`${server.url}/__control${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

async function signedIn(session: Session = h.session): Promise<string> {
  const account = await session.signInWithApiKey(h.server.url, h.me.email, h.me.api_key);
  await h.waitForPush((p) => p.type === 'connection' && p.state.status === 'connected', 0);
  return account.id;
}

/** The server goes away (its port stays known); `revive` starts it again with the same realm. */
async function serverDown(): Promise<() => Promise<RunningServer>> {
  const { port } = new URL(h.server.url);
  await h.server.close();
  return async () => {
    revived = await startServer({
      seed: { realm: h.server.realm, accounts: h.server.accounts },
      port: Number(port),
      control: true,
      heartbeatSeconds: 5,
      log: () => undefined,
    });
    return revived;
  };
}

const channelPage = (streamId: number) => ({
  anchor: 'newest',
  num_before: 30,
  num_after: 0,
  narrow: [{ operator: 'channel', operand: streamId }],
  apply_markdown: true,
  client_gravatar: false,
  allow_empty_topic_name: true,
});

function latestOutbox(accountId: string): OutboxView | undefined {
  const found = h.pushes.filter((p): p is OutboxPush => p.type === 'outbox' && p.accountId === accountId);
  return found.at(-1)?.outbox;
}

async function until(check: () => boolean, what: string, ms = 15_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const myMessages = (server: RunningServer, texts: readonly string[]) =>
  [...server.realm.messages.values()]
    .filter((m) => m.sender_id === h.me.user_id && texts.includes(m.content))
    .sort((a, b) => a.id - b.id)
    .map((m) => m.content);

describe('the session offline', () => {
  it('pushes the cached state before the server answers, and a cached conversation answers meanwhile', async () => {
    h = await startHarness();
    const accountId = await signedIn();
    const streamId = [...h.server.realm.messages.values()].find((m) => m.type === 'stream')?.stream_id;
    if (streamId === undefined || streamId === null) throw new Error('the demo seed has no channel message');
    const live = (await h.session.callApi(accountId, 'getMessages', channelPage(streamId))) as {
      messages: { id: number }[];
    };
    expect(live.messages.length).toBeGreaterThan(0);
    await h.session.stop();

    // The next start: the register is slow, and a view's fetch would fail if it reached the server.
    await control(h.server, '/faults', { path_prefix: '/register', kind: 'delay', delay_ms: 2_000 });
    await control(h.server, '/faults', { path_prefix: '/messages', kind: 'status', status: 500 });
    const from = h.pushes.length;
    const next = h.newSession();
    await next.start();
    const cached = await h.waitForPush(
      isSnapshot((g) => g === 0),
      from,
    );
    expect(cached.cached?.savedAt).toBeGreaterThan(0);
    expect(cached.snapshot.user_id).toBe(h.me.user_id);
    expect(h.pushes.slice(from).some(isSnapshot((g) => g > 0))).toBe(false);

    const answer = (await next.callApi(accountId, 'getMessages', channelPage(streamId))) as typeof live;
    expect(answer.messages.map((m) => m.id)).toEqual(live.messages.map((m) => m.id));
    expect(h.pushes.slice(from).some(isSnapshot((g) => g > 0))).toBe(false);
    await h.waitForPush(
      isSnapshot((g) => g > 0),
      from,
    );
  });

  it('keeps messages written while the server is down, across a restart, and delivers each once, in order', async () => {
    h = await startHarness();
    const accountId = await signedIn();
    const other = h.server.accounts.find((a) => a.role === 400 && a.user_id !== h.me.user_id && !a.is_bot);
    if (!other) throw new Error('no second member');
    const target = { type: 'direct' as const, userIds: [other.user_id] };
    const texts = ['first while away', 'second while away', 'third while away'];
    const revive = await serverDown();
    for (const [i, text] of texts.entries())
      await h.session.outboxSend(accountId, `local-${i}`, target, text);
    await until(() => latestOutbox(accountId)?.messages.length === 3, 'three waiting messages');
    expect(latestOutbox(accountId)?.messages.map((m) => m.content)).toEqual(texts);

    // Quit and start again: the outbox is read back from disk, still in order.
    await h.session.stop();
    const from = h.pushes.length;
    const next = h.newSession();
    await next.start();
    await until(
      () => h.pushes.slice(from).some((p) => p.type === 'outbox' && p.outbox.messages.length === 3),
      'the outbox read back',
    );

    const server = await revive();
    // The first send is carried out, but its answer never comes back.
    await control(server, '/faults', { path_prefix: '/messages', method: 'POST', kind: 'drop_after' });
    next.retryNow();
    await until(() => latestOutbox(accountId)?.messages.length === 0, 'the outbox emptied', 30_000);
    expect(myMessages(server, texts)).toEqual(texts);
  });

  it('a forced sign-out keeps unsent messages for the next sign-in; a sign-out deletes them', async () => {
    h = await startHarness();
    const accountId = await signedIn();
    const target = { type: 'direct' as const, userIds: [h.me.user_id] };
    const revive = await serverDown();
    await h.session.outboxSend(accountId, 'kept-1', target, 'a note kept through a refused key');
    await until(() => latestOutbox(accountId)?.messages.length === 1, 'a waiting message');
    const server = await revive();
    // Simulate the server refusing the key at the next poll (the key changed on the server).
    await control(server, '/faults', { path_prefix: '/events', kind: 'status', status: 401, count: 1000 });
    await control(server, '/faults', { path_prefix: '/register', kind: 'status', status: 401, count: 1000 });
    await control(server, '/faults', { path_prefix: '/messages', kind: 'status', status: 401, count: 1000 });
    h.session.retryNow();
    await until(() => h.session.state().accounts.length === 0, 'the forced sign-out', 30_000);
    await control(server, '/faults', {}).catch(() => undefined);
    await fetch(`${server.url}/__control/faults`, { method: 'DELETE' });
    expect(myMessages(server, ['a note kept through a refused key'])).toEqual([]);

    const again = await h.session.signInWithApiKey(server.url, h.me.email, h.me.api_key);
    expect(again.id).not.toBe(accountId);
    await until(
      () => myMessages(server, ['a note kept through a refused key']).length === 1,
      'the kept message sent',
      30_000,
    );

    // A sign-out with something unsent: its outbox and cache are gone from disk.
    await serverDown();
    revived = undefined;
    await h.session.outboxSend(again.id, 'gone-1', target, 'never sent');
    await until(() => latestOutbox(again.id)?.messages.length === 1, 'a waiting message');
    await h.session.signOut(again.id);
    for (const area of ['cache', 'outbox']) {
      const folders = await readdir(join(h.profileDir, area)).catch(() => [] as string[]);
      expect(folders, area).toEqual([]);
    }
  });
});
