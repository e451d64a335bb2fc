// How a register answer becomes the snapshot push: checked, then redacted, then pushed, with nothing
// pushed before main's verdict; a malformed answer is refused with a clear error and pushes nothing.
import { afterEach, describe, expect, it } from 'vitest';
import { connectAccount, type AccountConnection } from '../../../../electron/core/session/account-connection';
import { levelled } from '../../../../electron/core/session/log';
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

/** Answers POST /register with `body`, the first long poll with `events`; later polls hang until aborted. */
function fakeServer(body: string, events: unknown[]): typeof fetch {
  let polled = false;
  return (input, init) => {
    const url = String(input);
    if (url.endsWith('/api/v1/register')) {
      return Promise.resolve(
        new Response(body, { status: 200, headers: { 'content-type': 'application/json' } }),
      );
    }
    if (init?.method === 'DELETE') return Promise.resolve(new Response('{"result":"success","msg":""}'));
    if (!polled && events.length > 0) {
      polled = true;
      return Promise.resolve(new Response(JSON.stringify({ result: 'success', msg: '', events })));
    }
    return new Promise((_resolve, reject) =>
      init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
    );
  };
}

const running: AccountConnection[] = [];
afterEach(async () => {
  for (const connection of running.splice(0)) await connection.stop();
});

function connect(body: string, events: unknown[] = []) {
  const pushes: { message: IpcPush }[] = [];
  const states: ConnectionState[] = [];
  const connection = connectAccount(
    account,
    API_KEY,
    { fetch: fakeServer(body, events), log: levelled(() => {}) },
    {
      push: (message) => pushes.push({ message }),
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
  return { pushes, states, until, connection };
}

describe('account connection: the snapshot push', () => {
  it('pushes the checked answer, redacted: bot keys, service secrets, the GIPHY key, the own key', async () => {
    const withKeys = {
      ...registerAnswer,
      giphy_api_key: 'giphy-key-123',
      realm_bots: [
        {
          user_id: 20,
          full_name: 'Hook',
          api_key: 'bot-key-123',
          services: [{ base_url: 'https://hook.example', interface: 1, token: 'hook-token-123' }],
        },
        {
          user_id: 21,
          full_name: 'Embedded',
          services: [{ service_name: 'converter', config_data: { k: 'cfg-123' } }],
        },
      ],
      echoed: API_KEY,
    };
    const { pushes, until } = connect(JSON.stringify(withKeys));
    await until(() => pushes.some((p) => p.message.type === 'snapshot'));
    const push = pushes.find((p) => p.message.type === 'snapshot')!;
    if (push.message.type !== 'snapshot') throw new Error('unreachable');
    const text = JSON.stringify(push.message);
    for (const secret of ['bot-key-123', 'hook-token-123', 'cfg-123', 'giphy-key-123', API_KEY]) {
      expect(text).not.toContain(secret);
    }
    expect(push.message.snapshot).toMatchObject({
      queue_id: 'q-1',
      realm_users: registerAnswer.realm_users,
      realm_bots: [
        { user_id: 20, full_name: 'Hook', services: [{ base_url: 'https://hook.example', interface: 1 }] },
        { user_id: 21, full_name: 'Embedded', services: [{ service_name: 'converter' }] },
      ],
    });
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

describe('account connection: the events push', () => {
  it('redacts realm_bot events before pushing them', async () => {
    const events = [
      {
        id: 0,
        type: 'realm_bot',
        op: 'add',
        bot: {
          user_id: 20,
          full_name: 'Hook',
          api_key: 'bot-key-123',
          services: [{ base_url: 'https://hook.example', interface: 1, token: 'hook-token-123' }],
        },
      },
      {
        id: 1,
        type: 'realm_bot',
        op: 'update',
        bot: { user_id: 21, services: [{ config_data: { k: 'cfg-123' } }] },
      },
    ];
    const { pushes, until } = connect(JSON.stringify(registerAnswer), events);
    await until(() => pushes.some((p) => p.message.type === 'events'));
    const push = pushes.find((p) => p.message.type === 'events')!;
    const text = JSON.stringify(push.message);
    for (const secret of ['bot-key-123', 'hook-token-123', 'cfg-123']) expect(text).not.toContain(secret);
    expect(text).toContain('"base_url":"https://hook.example"');
  });
});
