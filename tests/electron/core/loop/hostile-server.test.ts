// The real API client and event loop against a server that misbehaves (issue 15, item 11): for each
// misbehaviour the loop stays up, its connection state says what is wrong in words for people, and
// it connects once the server behaves again. Short injected limits keep each case well under a second
// or two; the loop's waits run on the real clock with a small random factor.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createApiClient } from '../../../../electron/core/api/client';
import { createApiTransport } from '../../../../electron/core/loop/api-transport';
import { createEventLoop, type EventLoop } from '../../../../electron/core/loop/event-loop';
import type { ConnectionState, RawEvent } from '../../../../electron/core/loop/types';
import { getEvents, register, registerResponse } from '../../../../shared/api/queue';
import {
  drip,
  endlessBody,
  goodEvents,
  goodRegister,
  sendJson,
  startHostileServer,
  type Behaviour,
  type HostileServer,
} from '../support/hostile-server';

const loopRegister = { ...register, response: registerResponse.extend({ queue_id: z.string() }) };
type Snapshot = z.output<typeof loopRegister.response>;

const MAX_BYTES = 1024 * 1024;
const REGISTER_TIMEOUT_MS = 1_200;
const HUNDRED_MB = 100 * 1024 * 1024;

let server: HostileServer;
let loop: EventLoop<Snapshot>;
let states: ConnectionState[];
let batches: RawEvent[][];
let snapshots: number;

beforeEach(async () => {
  server = await startHostileServer();
  states = [];
  batches = [];
  snapshots = 0;
  const client = createApiClient({
    realmUrl: server.url,
    email: 'me@example.com',
    apiKey: 'k3y-never-leaves',
    maxResponseBytes: MAX_BYTES,
  });
  const transport = createApiTransport({
    client,
    registerOp: loopRegister,
    registerParams: () => ({}),
    getEventsOp: getEvents,
    registerTimeoutMs: REGISTER_TIMEOUT_MS,
  });
  loop = createEventLoop<Snapshot>({
    transport,
    random: () => 0.05, // waits of 5 ms growing to 500 ms (transient) or 3 s (unexpected)
    onSnapshot: () => void (snapshots += 1),
    onEvents: (events) => void batches.push(events),
    onState: (state) => void states.push(state),
  });
});

afterEach(async () => {
  loop.stop();
  await server.close();
});

async function until(what: string, check: () => boolean, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline)
      throw new Error(`timed out waiting for ${what}: ${JSON.stringify(loop.state())}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/** Runs the loop against `bad` until the state reports it, then lets the server behave again. */
async function misbehaveThenRecover(bad: { register?: Behaviour; events?: Behaviour }, says: RegExp) {
  server.behave(bad);
  loop.start();
  await until('a reported failure', () => loop.state().lastError !== undefined);
  const failing = loop.state();
  expect(failing.status).toBe('reconnecting');
  expect(failing.lastError).toMatch(says);
  expect(failing.lastError).not.toContain('k3y-never-leaves');
  server.behave({ register: goodRegister(), events: goodEvents() });
  await until('connected', () => loop.state().status === 'connected');
  expect(loop.state()).toEqual({ status: 'connected', failures: 0 });
  return failing;
}

describe('event loop against a hostile server', () => {
  it('a body that is not JSON', async () => {
    const html: Behaviour = (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end('<html><body>Welcome to nginx!</body></html>');
    };
    await misbehaveThenRecover(
      { register: html },
      /^The server's answer was not understood \(response is not JSON\)/,
    );
  });

  it('a register answer without a queue', async () => {
    const noQueue = goodRegister({ queue_id: undefined });
    await misbehaveThenRecover({ register: noQueue }, /not understood .*queue_id/);
    expect(snapshots).toBe(1);
  });

  it('events that are not a list', async () => {
    const notAList: Behaviour = (_req, res) =>
      sendJson(res, 200, { result: 'success', msg: '', events: { id: 1 } });
    await misbehaveThenRecover({ events: notAList }, /not understood .*events/);
    expect(batches).toEqual([]);
  });

  it('event ids going backwards: the repeat is never applied, and a fresh register resyncs', async () => {
    let answered = 0;
    const backwards: Behaviour = (_req, res) => {
      const id = answered++ === 0 ? 5 : 3;
      sendJson(res, 200, { result: 'success', msg: '', events: [{ id, type: 'message', message: { id } }] });
    };
    await misbehaveThenRecover(
      { events: backwards },
      /events that cannot be read \(event ids go backwards \(3 after 5\)\)/,
    );
    expect(batches.map((events) => events.map((e) => e.id))).toEqual([[5]]);
    expect(snapshots).toBe(2);
  });

  it.each([
    ['declared up front', true],
    ['sent chunked', false],
  ])('a 100 MB body, %s, is cut off at the cap without being read whole', async (_name, declared) => {
    const failing = await misbehaveThenRecover(
      { register: endlessBody(HUNDRED_MB, declared) },
      /not understood \(response larger than 1048576 bytes\)/,
    );
    expect(failing.failures).toBeGreaterThanOrEqual(1);
    const first = server.answers[0];
    expect(first?.cutShort).toBe(true);
    // Socket buffers hold a few MB at most; the client stopped reading at 1 MB and closed the connection.
    expect(first?.bytesWritten).toBeLessThan(16 * 1024 * 1024);
  });

  it('a slow drip of one byte a second is cut off at the request deadline', async () => {
    const body = JSON.stringify({
      result: 'success',
      msg: '',
      queue_id: 'q',
      last_event_id: 0,
      zulip_feature_level: 1,
      zulip_version: 'x',
    });
    const started = Date.now();
    await misbehaveThenRecover({ register: drip(body, 1_000) }, /^The server did not answer within 1.2 s\.$/);
    expect(Date.now() - started).toBeLessThan(REGISTER_TIMEOUT_MS + 1_500);
    expect(server.answers[0]).toMatchObject({ cutShort: true });
    expect(server.answers[0]?.bytesWritten).toBeLessThan(3);
  });

  it.each([302, 307])('a %d redirect to another host is reported, never followed', async (status) => {
    const elsewhere = await startHostileServer();
    try {
      const redirect: Behaviour = (_req, res) => {
        res.writeHead(status, { location: `${elsewhere.url}/api/v1/register` });
        res.end();
      };
      await misbehaveThenRecover({ register: redirect }, /redirect, which Threadline does not follow/);
      expect(elsewhere.requests).toEqual([]);
      // The key went only to the server the account belongs to.
      expect(server.requests.every((r) => r.headers.authorization?.startsWith('Basic '))).toBe(true);
    } finally {
      await elsewhere.close();
    }
  });

  it('a huge Retry-After is waited out at the cap, not fired at once', async () => {
    const rateLimited: Behaviour = (_req, res) =>
      sendJson(
        res,
        429,
        { result: 'error', msg: 'API usage exceeded rate limit', code: 'RATE_LIMIT_HIT', 'retry-after': 1e9 },
        { 'retry-after': '3000000' },
      );
    server.behave({ events: rateLimited });
    loop.start();
    await until('the rate limit', () => loop.state().lastError !== undefined);
    const polled = () => server.requests.filter((r) => r.path === '/api/v1/events').length;
    // Unclamped, Node fires the 3e9 ms wait after 1 ms: hundreds of polls in this time.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(polled()).toBe(1);
    const state = loop.state();
    expect(state.lastError).toMatch(/asked Threadline to slow down/);
    expect(state.nextRetryAt).toBeGreaterThan(Date.now() + 590_000);
    expect(state.nextRetryAt).toBeLessThanOrEqual(Date.now() + 600_000);
    // "Retry now" against a server that behaves again.
    server.behave({ events: goodEvents() });
    loop.wake();
    await until('connected', () => loop.state().status === 'connected');
    expect(polled()).toBeGreaterThanOrEqual(2);
  });
});
