import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApiClient } from '../../../../electron/core/api/client';
import { ApiError, isAuthFailure, isBadEventQueue, isTransient } from '../../../../electron/core/api/errors';
import { getThing } from './test-operations';
import { json, startTestServer, type TestServer } from './test-server';

let server: TestServer;
beforeEach(async () => {
  server = await startTestServer();
});
afterEach(async () => {
  await server.close();
});

const credentials = { email: 'a@b.example', apiKey: 'key' };

async function failure(
  options: { timeoutMs?: number; signal?: AbortSignal; maxResponseBytes?: number } = {},
) {
  const client = createApiClient({
    realmUrl: server.url,
    ...credentials,
    ...(options.maxResponseBytes ? { maxResponseBytes: options.maxResponseBytes } : {}),
  });
  const err = await client
    .call(getThing, { thing_id: 1 }, { timeoutMs: options.timeoutMs, signal: options.signal })
    .then(
      () => undefined,
      (e: unknown) => e,
    );
  expect(err).toBeInstanceOf(ApiError);
  return err as ApiError;
}

describe('api client: server errors', () => {
  it('turns an error envelope into an http ApiError with status, code, msg and extra fields', async () => {
    server.handle((_req, res) =>
      json(res, 400, {
        result: 'error',
        msg: "Missing 'x' argument",
        code: 'REQUEST_VARIABLE_MISSING',
        var_name: 'x',
      }),
    );
    const err = await failure();
    expect(err.detail).toEqual({
      kind: 'http',
      status: 400,
      code: 'REQUEST_VARIABLE_MISSING',
      msg: "Missing 'x' argument",
      extra: { var_name: 'x' },
    });
    expect(err.operation).toBe('getThing');
    expect(isTransient(err)).toBe(false);
  });

  it('recognises BAD_EVENT_QUEUE_ID and 401', async () => {
    server.handle((_req, res) =>
      json(res, 400, {
        result: 'error',
        msg: 'Bad event queue ID: q',
        code: 'BAD_EVENT_QUEUE_ID',
        queue_id: 'q',
      }),
    );
    const bad = await failure();
    expect(isBadEventQueue(bad)).toBe(true);
    expect(bad.detail).toMatchObject({ extra: { queue_id: 'q' } });
    server.handle((_req, res) =>
      json(
        res,
        401,
        { result: 'error', msg: 'Invalid API key', code: 'INVALID_API_KEY' },
        { 'www-authenticate': 'Basic' },
      ),
    );
    const auth = await failure();
    expect(isAuthFailure(auth)).toBe(true);
    expect(isBadEventQueue(auth)).toBe(false);
  });

  it('reads retry-after from a 429 body as a float, preferring it to the header', async () => {
    server.handle((_req, res) =>
      json(
        res,
        429,
        {
          result: 'error',
          msg: 'API usage exceeded rate limit',
          code: 'RATE_LIMIT_HIT',
          'retry-after': 28.706807374954224,
        },
        { 'retry-after': '29' },
      ),
    );
    const err = await failure();
    expect(err.retryAfterSeconds).toBe(28.706807374954224);
    expect(err.code).toBe('RATE_LIMIT_HIT');
    expect(isTransient(err)).toBe(true);
  });

  it('falls back to the Retry-After header', async () => {
    server.handle((_req, res) => {
      res.writeHead(429, { 'retry-after': '12.5', 'content-type': 'text/plain' });
      res.end('slow down');
    });
    const err = await failure();
    expect(err.detail).toMatchObject({ kind: 'http', status: 429, code: null, retryAfterSeconds: 12.5 });
    expect(isTransient(err)).toBe(true);
  });

  it('caps a huge or nonsensical retry-after at ten minutes before anyone sees it', async () => {
    for (const [body, header, expected] of [
      [1e9, '3000000', 600],
      [undefined, '3000000', 600],
      [-4, '20', 20],
      ['soon', 'later', undefined],
    ] as const) {
      server.handle((_req, res) =>
        json(
          res,
          429,
          { result: 'error', msg: 'slow', code: 'RATE_LIMIT_HIT', 'retry-after': body },
          {
            'retry-after': header,
          },
        ),
      );
      expect((await failure()).retryAfterSeconds).toBe(expected);
    }
  });

  it('reports a proxy error page as a transient http error without a code', async () => {
    server.handle((_req, res) => {
      res.writeHead(502, { 'content-type': 'text/html' });
      res.end('<html>Bad Gateway</html>');
    });
    const err = await failure();
    expect(err.detail).toMatchObject({ kind: 'http', status: 502, code: null });
    expect(isTransient(err)).toBe(true);
  });
});

describe('api client: malformed answers', () => {
  it('a 200 that is not JSON', async () => {
    server.handle((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end('<html>captive portal</html>');
    });
    expect((await failure()).detail).toEqual({
      kind: 'malformed',
      description: 'response is not JSON',
      status: 200,
    });
  });

  it('a success body that does not match the response schema', async () => {
    server.handle((_req, res) =>
      json(res, 200, { result: 'success', msg: '', thing: { id: 'seven', name: 'x' } }),
    );
    const err = await failure();
    expect(err.kind).toBe('malformed');
    expect(err.detail).toMatchObject({ description: expect.stringContaining('thing.id') });
    expect(isTransient(err)).toBe(false);
  });

  it('a body that is not an envelope', async () => {
    server.handle((_req, res) => json(res, 200, { thing: { id: 1, name: 'x' } }));
    expect((await failure()).detail).toMatchObject({
      kind: 'malformed',
      description: 'not a success envelope',
    });
  });

  it('a body larger than the cap, with or without Content-Length', async () => {
    const big = JSON.stringify({ result: 'success', msg: '', thing: { id: 1, name: 'x'.repeat(5000) } });
    server.handle((_req, res) => {
      res.writeHead(200, {
        'content-type': 'application/json',
        'content-length': String(Buffer.byteLength(big)),
      });
      res.end(big);
    });
    expect((await failure({ maxResponseBytes: 1000 })).detail).toMatchObject({
      kind: 'malformed',
      description: expect.stringContaining('larger than 1000'),
    });
    server.handle((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' }); // chunked: size unknown up front
      for (let i = 0; i < big.length; i += 500) res.write(big.slice(i, i + 500));
      res.end();
    });
    expect((await failure({ maxResponseBytes: 1000 })).detail).toMatchObject({ kind: 'malformed' });
  });
});

describe('api client: transport failures', () => {
  it('times out a request the server never answers', async () => {
    server.handle(() => undefined); // hold the request open
    const started = Date.now();
    const err = await failure({ timeoutMs: 150 });
    expect(err.detail).toEqual({ kind: 'timeout', timeoutMs: 150 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
    expect(isTransient(err)).toBe(true);
  });

  it("reports the caller's abort as aborted, not as a failure of the server", async () => {
    server.handle(() => undefined);
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 30);
    const err = await failure({ signal: controller.signal, timeoutMs: 5000 });
    expect(err.kind).toBe('aborted');
    expect(isTransient(err)).toBe(false);
  });

  it('reports a refused connection as a network error', async () => {
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const { port } = probe.address() as AddressInfo;
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    const client = createApiClient({ realmUrl: `http://127.0.0.1:${port}`, ...credentials });
    const err = (await client.call(getThing, { thing_id: 1 }).catch((e: unknown) => e)) as ApiError;
    expect(err).toBeInstanceOf(ApiError);
    expect(err.detail).toMatchObject({
      kind: 'network',
      description: expect.stringContaining('ECONNREFUSED'),
    });
    expect(isTransient(err)).toBe(true);
  });
});
