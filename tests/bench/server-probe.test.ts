import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actAs, countFaultUses, probePushes, queueDrained, token } from '../../bench/support/server-probe';
import { REGISTER_PARAMS } from '../../electron/core/session/register-params';
import { startServer, type RunningServer } from '../../server/app';
import type { SeedAccount } from '../../server/seed/seed-types';
import { encodeValue } from '../../shared/api/wire';

let server: RunningServer;
let me: SeedAccount;
let owner: SeedAccount;
const auth = (a: SeedAccount) => `Basic ${Buffer.from(`${a.email}:${a.api_key}`).toString('base64')}`;

async function register(account: SeedAccount): Promise<Record<string, unknown>> {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(REGISTER_PARAMS)) body.set(name, encodeValue(value));
  const res = await fetch(`${server.url}/api/v1/register`, {
    method: 'POST',
    body,
    headers: { authorization: auth(account) },
  });
  return (await res.json()) as Record<string, unknown>;
}

beforeAll(async () => {
  server = await startServer({ seed: 'empty', control: true, log: () => undefined });
  me = server.accounts.find((a) => a.role === 400 && !a.is_bot)!;
  owner = server.accounts.find((a) => a.role === 100)!;
});
afterAll(() => server.close());

describe('the push probe', () => {
  it('times the first push of each token to the watched user, and counts registrations', async () => {
    const probe = probePushes(server, me.user_id);
    const snapshot = await register(me);
    const general = (snapshot.subscriptions as { stream_id: number }[])[0]!.stream_id;
    const before = Date.now();
    await actAs(server, owner.user_id, 'POST', '/messages', {
      type: 'stream',
      to: general,
      topic: 't',
      content: `hello ${token('lat', 7)}`,
    });
    await actAs(server, owner.user_id, 'POST', '/typing', {
      type: 'stream',
      op: 'start',
      stream_id: general,
      topic: 't',
    });
    probe.stop();
    await actAs(server, owner.user_id, 'POST', '/messages', {
      type: 'stream',
      to: general,
      topic: 't',
      content: token('lat', 8),
    });
    expect(probe.registrations()).toBe(1);
    expect(probe.pushed()).toBe(2);
    expect(probe.firstPush.get('qzlat7')).toBeGreaterThanOrEqual(before - 1);
    expect(probe.firstPush.has('qzlat8')).toBe(false);
    expect(probe.typing).toEqual([[owner.user_id, 'start', expect.any(Number)]]);
    // Nobody polls this queue: it is not drained.
    expect(queueDrained(server, me.user_id)).toBe(false);
  });

  it('acts like the control API, refusals included', async () => {
    await expect(
      actAs(server, me.user_id, 'POST', '/messages', {
        type: 'stream',
        to: 999_999,
        topic: 't',
        content: 'x',
      }),
    ).rejects.toThrow(/999999|exist/);
  });

  it('counts the uses of injected faults', async () => {
    const uses = countFaultUses(server);
    server.deps.faults.add({
      path_prefix: '/server_settings',
      count: 2,
      kind: 'status',
      status: 500,
      delay_ms: 0,
    });
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await fetch(`${server.url}/api/v1/server_settings`)).status);
    uses.stop();
    expect(statuses).toEqual([500, 500, 200]);
    expect(uses.used()).toBe(2);
  });
});
