// The transport adapter against a real HTTP server, through the real API client.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createApiClient } from '../../../../electron/core/api/client';
import { ApiError } from '../../../../electron/core/api/errors';
import { createApiTransport } from '../../../../electron/core/loop/api-transport';
import { defineOperation } from '../../../../shared/api/operation';
import { json, startTestServer, type TestServer } from '../api/test-server';

const registerOp = defineOperation({
  name: 'testRegister',
  method: 'POST',
  path: '/register',
  params: z.object({
    apply_markdown: z.boolean().optional(),
    client_capabilities: z.record(z.string(), z.boolean()),
  }),
  response: z.looseObject({
    queue_id: z.string(),
    last_event_id: z.number(),
    zulip_feature_level: z.number(),
    event_queue_longpoll_timeout_seconds: z.number().optional(),
  }),
  summary: 'test register',
});

const getEventsOp = defineOperation({
  name: 'testGetEvents',
  method: 'GET',
  path: '/events',
  params: z.object({ queue_id: z.string(), last_event_id: z.number(), dont_block: z.boolean().optional() }),
  response: z.object({ events: z.array(z.looseObject({ id: z.number(), type: z.string() })) }),
  summary: 'test get events',
});

let server: TestServer;
beforeEach(async () => {
  server = await startTestServer();
});
afterEach(async () => {
  await server.close();
});

function transport() {
  const client = createApiClient({ realmUrl: server.url, email: 'a@b.example', apiKey: 'k' });
  return createApiTransport({
    client,
    registerOp,
    registerParams: () => ({ apply_markdown: true, client_capabilities: { bulk_message_deletion: true } }),
    getEventsOp,
  });
}

describe('createApiTransport', () => {
  it('registers with the given parameters and returns the whole snapshot', async () => {
    server.handle((_req, res) =>
      json(res, 200, {
        result: 'success',
        msg: '',
        queue_id: 'q1',
        last_event_id: -1,
        zulip_feature_level: 300,
        realm_name: 'R',
      }),
    );
    const snapshot = await transport().register(new AbortController().signal);
    expect(snapshot).toMatchObject({ queue_id: 'q1', last_event_id: -1, realm_name: 'R' });
    const form = new URLSearchParams(server.requests[0]?.body);
    expect(form.get('apply_markdown')).toBe('true');
    expect(JSON.parse(form.get('client_capabilities') ?? '')).toEqual({ bulk_message_deletion: true });
  });

  it('polls with queue_id and last_event_id, adding dont_block only when asked', async () => {
    server.handle((_req, res) =>
      json(res, 200, { result: 'success', msg: '', events: [{ id: 3, type: 'heartbeat' }] }),
    );
    const t = transport();
    const signal = new AbortController().signal;
    expect(await t.getEvents({ queueId: 'q1', lastEventId: 2, dontBlock: false }, 5000, signal)).toEqual([
      { id: 3, type: 'heartbeat' },
    ]);
    await t.getEvents({ queueId: 'q1', lastEventId: 3, dontBlock: true }, 5000, signal);
    const queries = server.requests.map((r) => Object.fromEntries(new URL(r.url, server.url).searchParams));
    expect(queries).toEqual([
      { queue_id: 'q1', last_event_id: '2' },
      { queue_id: 'q1', last_event_id: '3', dont_block: 'true' },
    ]);
  });

  it('checks the server with an unauthenticated HEAD /server_settings: any answer below 500 will do', async () => {
    let status = 405;
    server.handle((_req, res) => {
      res.writeHead(status);
      res.end();
    });
    const t = transport();
    const signal = new AbortController().signal;
    await expect(t.checkReachable?.(signal)).resolves.toBeUndefined();
    expect(server.requests[0]).toMatchObject({ method: 'HEAD', url: '/api/v1/server_settings' });
    expect(server.requests[0]?.headers.authorization).toBeUndefined();
    status = 502;
    const err = await t.checkReachable?.(signal).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).detail).toMatchObject({ kind: 'http', status: 502 });
  });

  it('a server that does not answer the check fails it as a network problem', async () => {
    const t = transport();
    await server.close();
    const err = await t.checkReachable?.(new AbortController().signal).catch((e: unknown) => e);
    expect((err as ApiError).detail.kind).toBe('network');
    server = await startTestServer();
  });

  it('uses the timeout the loop gives for the long poll', async () => {
    server.handle(() => undefined);
    const err = await transport()
      .getEvents({ queueId: 'q1', lastEventId: 0, dontBlock: false }, 100, new AbortController().signal)
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).detail).toEqual({ kind: 'timeout', timeoutMs: 100 });
  });
});
