// How a register answer becomes the snapshot push: a clean answer's own bytes go on (the tree is
// not walked), one holding a key never does and is redacted, and a malformed one is refused with a
// clear error and pushes nothing.
import { afterEach, describe, expect, it } from 'vitest';
import { connectAccount, type AccountConnection } from '../../../../electron/core/session/account-connection';
import { levelled } from '../../../../electron/core/session/log';
import type { PushWire, SnapshotAhead } from '../../../../electron/core/session/push-hub';
import { recordAhead, type RecordedAhead } from './ahead-recorder';
import type { ConnectionState, IpcPush } from '../../../../shared/ipc';

const API_KEY = 'ownKeyABCDEFGH1234567890abcdef';
const account = {
  id: 'acc-1',
  realmUrl: 'https://chat.example',
  email: 'me@chat.example',
  userId: 8,
  realmName: 'Chat',
  addedAt: 0,
};

const registerAnswer = {
  result: 'success',
  msg: '',
  queue_id: 'q-1',
  last_event_id: -1,
  zulip_feature_level: 400,
  zulip_version: '11.0',
  realm_users: [{ user_id: 8, full_name: 'Zoë Me', email: 'me@chat.example' }],
};

/** Answers POST /register with `body`; long polls hang until aborted. */
function fakeServer(body: string): typeof fetch {
  return (input, init) => {
    const url = String(input);
    if (url.endsWith('/api/v1/register')) {
      return Promise.resolve(
        new Response(body, { status: 200, headers: { 'content-type': 'application/json' } }),
      );
    }
    if (init?.method === 'DELETE') return Promise.resolve(new Response('{"result":"success","msg":""}'));
    return new Promise((_resolve, reject) =>
      init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
    );
  };
}

const running: AccountConnection[] = [];
afterEach(async () => {
  for (const connection of running.splice(0)) await connection.stop();
});

function connect(body: string, options: { takeAhead?: boolean } = {}) {
  const pushes: { message: IpcPush; wire?: PushWire }[] = [];
  const states: ConnectionState[] = [];
  /** Streams opened ahead, and how many pushes main had made when each ended. */
  const aheads: RecordedAhead[] = [];
  const connection = connectAccount(
    account,
    API_KEY,
    { fetch: fakeServer(body), log: levelled(() => {}) },
    {
      push: (message, wire) => pushes.push({ message, ...(wire ? { wire } : {}) }),
      ...(options.takeAhead
        ? {
            openAhead: (ahead: SnapshotAhead) => recordAhead(aheads, ahead, () => pushes.length),
          }
        : {}),
      onState: (state) => states.push(state),
      onAuthFailed: () => {},
    },
  );
  running.push(connection);
  connection.start();
  const until = async (check: () => boolean) => {
    for (let i = 0; i < 200 && !check(); i++) await new Promise((r) => setTimeout(r, 5));
    expect(check()).toBe(true);
  };
  return { pushes, states, until, aheads, connection };
}

describe('account connection: the snapshot push', () => {
  it("carries a clean answer's own bytes, which parse to the pushed snapshot", async () => {
    const body = JSON.stringify(registerAnswer);
    const { pushes, until } = connect(body);
    await until(() => pushes.some((p) => p.message.type === 'snapshot'));
    const push = pushes.find((p) => p.message.type === 'snapshot')!;
    if (push.message.type !== 'snapshot') throw new Error('unreachable');
    expect(push.message.snapshot).toMatchObject({ queue_id: 'q-1', realm_users: registerAnswer.realm_users });
    expect(new TextDecoder().decode(push.wire?.snapshotJson)).toBe(body);
  });

  it('never carries the bytes of an answer holding keys, and redacts the snapshot itself', async () => {
    const withKeys = {
      ...registerAnswer,
      realm_bots: [{ user_id: 20, full_name: 'Bot', api_key: 'bot-key-123' }],
      echoed: API_KEY,
    };
    const { pushes, until } = connect(JSON.stringify(withKeys));
    await until(() => pushes.some((p) => p.message.type === 'snapshot'));
    const push = pushes.find((p) => p.message.type === 'snapshot')!;
    expect(push.wire).toBeUndefined();
    const text = JSON.stringify(push.message);
    expect(text).not.toContain('bot-key-123');
    expect(text).not.toContain(API_KEY);
    expect(text).toContain('"realm_bots":[{"user_id":20,"full_name":"Bot"}]');
  });

  it('refuses a body that is not JSON, or lacks the queue, with a clear error and no snapshot', async () => {
    const truncated = connect(JSON.stringify(registerAnswer).slice(0, 60));
    const { queue_id: _dropped, ...noQueue } = registerAnswer;
    const missing = connect(JSON.stringify(noQueue));
    for (const { states, until } of [truncated, missing]) {
      await until(() => states.some((s) => s.status === 'reconnecting'));
    }
    expect(truncated.states.find((s) => s.status === 'reconnecting')?.lastError).toMatch(/not JSON/);
    expect(missing.states.find((s) => s.status === 'reconnecting')?.lastError).toMatch(/queue_id/);
    for (const { pushes } of [truncated, missing]) {
      expect(pushes.filter((p) => p.message.type === 'snapshot')).toEqual([]);
    }
  });
});

describe('account connection: a snapshot sent ahead of the checks in main', () => {
  it('goes out before main decides, and its accepted push says the bytes already went', async () => {
    const body = JSON.stringify(registerAnswer);
    const { pushes, aheads, until } = connect(body, { takeAhead: true });
    await until(() => pushes.some((p) => p.message.type === 'snapshot'));
    expect(aheads).toHaveLength(1);
    expect(aheads[0]!.ahead).toEqual({ accountId: 'acc-1', generation: 1 });
    expect(aheads[0]!.text()).toBe(body);
    expect(aheads[0]!.outcome).toBe('ended');
    const snapshotAt = pushes.findIndex((p) => p.message.type === 'snapshot');
    expect(aheads[0]!.pushesAtOutcome).toBeLessThanOrEqual(snapshotAt);
    expect(pushes[snapshotAt]).toMatchObject({ message: { generation: 1 }, wire: { sentAhead: true } });
    expect(pushes.some((p) => p.message.type === 'snapshot-withdrawn')).toBe(false);
  });

  it('is withdrawn when main refuses the answer', async () => {
    const { queue_id: _dropped, ...noQueue } = registerAnswer;
    const { pushes, states, aheads, until } = connect(JSON.stringify(noQueue), { takeAhead: true });
    await until(() => states.some((s) => s.status === 'reconnecting'));
    expect(aheads).toHaveLength(1);
    expect(pushes.map((p) => p.message)).toContainEqual({
      type: 'snapshot-withdrawn',
      accountId: 'acc-1',
      generation: 1,
    });
    expect(pushes.filter((p) => p.message.type === 'snapshot')).toEqual([]);
  });

  it('is cut short, before any key, when the answer holds one; the pushed snapshot is redacted', async () => {
    const withKey = { ...registerAnswer, realm_bots: [{ user_id: 20, api_key: 'bot-key-123' }] };
    const { pushes, aheads, until } = connect(JSON.stringify(withKey), { takeAhead: true });
    await until(() => pushes.some((p) => p.message.type === 'snapshot'));
    expect(aheads).toHaveLength(1);
    expect(aheads[0]!.outcome).toBe('aborted');
    expect(aheads[0]!.text()).not.toContain('api_key');
    const push = pushes.find((p) => p.message.type === 'snapshot')!;
    expect(push.wire).toBeUndefined();
    expect(JSON.stringify(push.message)).not.toContain('bot-key-123');
    expect(pushes.some((p) => p.message.type === 'snapshot-withdrawn')).toBe(false);
  });
});
