// Probing a server address: what a Zulip-compatible server answers, and what the person is told
// when the address is wrong, unreachable, slow, not such a server, or plain http to another host.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../../../electron/core/api/errors';
import { createSession, toIpcError } from '../../../../electron/core/session';
import { describeProbeFailure } from '../../../../electron/core/session/probe';
import { createFileKeyCipher } from '../../../../electron/core/vault';
import { startServer, type RunningServer } from '../../../../server/app';
import { plainIntl } from '../../../support/intl';
import { KEYS_IN_PROFILE } from './harness';
import { recordingLog } from './recording-log';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

// The profile directory is never touched: probing stores nothing.
function session(probeTimeoutMs?: number) {
  const profileDir = '/nonexistent/threadline-probe-profile';
  return createSession({
    profileDir,
    cipher: createFileKeyCipher(profileDir),
    keyStorage: { description: KEYS_IN_PROFILE },
    intl: plainIntl,
    log: recordingLog(),
    ...(probeTimeoutMs ? { probeTimeoutMs } : {}),
  });
}

async function tinyServer(handler: Parameters<typeof createServer>[1]): Promise<string> {
  const server: Server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  cleanups.push(
    () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  );
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

async function probeError(url: string, probeTimeoutMs?: number) {
  const outcome = await session(probeTimeoutMs)
    .probe(url)
    .then(
      () => new Error('expected the probe to fail'),
      (e: unknown) => e,
    );
  return toIpcError(outcome, plainIntl());
}

describe('server probe', () => {
  it('describes a Zulip-compatible server, whatever form of its address was typed', async () => {
    const server: RunningServer = await startServer({ seed: 'demo', control: false, port: 0, log: () => {} });
    cleanups.push(() => server.close());
    const probe = await session().probe(`  ${server.url}/api/v1/ `);
    expect(probe).toEqual({
      realmUrl: server.url,
      realmName: server.realm.settings.name,
      realmIconUrl: `${server.url}${server.realm.settings.icon_url}`,
      zulipVersion: expect.any(String),
      featureLevel: expect.any(Number),
      passwordAuth: true,
      usernameIsEmail: true,
      externalMethods: [expect.objectContaining({ name: 'test-idp', displayName: 'Test IdP' })],
    });
    expect(probe.featureLevel).toBeGreaterThan(0);
  });

  it('says it could not reach a host where nothing listens', async () => {
    // A port that was just free: listen on port 0, then close.
    const url = await tinyServer(() => undefined);
    await cleanups.pop()?.();
    const error = await probeError(url);
    expect(error.kind).toBe('network');
    expect(error.message).toMatch(new RegExp(`^Could not reach ${url.slice('http://'.length)}\\.`));
  });

  it('says an HTML page is not a Zulip-compatible server', async () => {
    const url = await tinyServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end('<!doctype html><title>Welcome</title>');
    });
    expect(await probeError(url)).toEqual({
      kind: 'malformed',
      message: `${url} does not look like a Zulip-compatible server`,
    });
  });

  it('says JSON that is not a server_settings answer is not a Zulip-compatible server', async () => {
    const url = await tinyServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ result: 'success', msg: '', hello: 'world' }));
    });
    expect((await probeError(url)).message).toBe(`${url} does not look like a Zulip-compatible server`);
    const notFound = await tinyServer((_req, res) => {
      res.writeHead(404, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: 'not found' }));
    });
    expect((await probeError(notFound)).message).toBe(
      `${notFound} does not look like a Zulip-compatible server`,
    );
  });

  it('gives up on a server that does not answer', async () => {
    const url = await tinyServer(() => undefined);
    const error = await probeError(url, 200);
    expect(error.kind).toBe('timeout');
    expect(error.message).toMatch(/did not answer within/);
  });

  it('refuses plain http to another host and bad addresses before any request', async () => {
    expect(await probeError('http://chat.example.com')).toEqual({
      kind: 'invalid-request',
      message: 'Use https:// for servers other than this computer',
    });
    expect((await probeError('https://exa mple.com')).kind).toBe('invalid-request');
    expect((await probeError('ftp://example.com')).message).toMatch(/https:\/\//);
  });

  it('explains certificate problems and server errors', () => {
    const tls = new ApiError({ kind: 'tls', causeCode: 'CERT_HAS_EXPIRED', description: 'expired' });
    const tlsError = toIpcError(describeProbeFailure(tls, 'https://chat.example.com'), plainIntl());
    expect(tlsError.kind).toBe('tls');
    expect(tlsError.message).toMatch(/^The server's certificate is not trusted \(CERT_HAS_EXPIRED\)/);
    const busy = new ApiError({ kind: 'http', status: 502, code: null, msg: 'HTTP 502', extra: {} });
    expect(toIpcError(describeProbeFailure(busy, 'https://chat.example.com'), plainIntl())).toMatchObject({
      kind: 'http',
      status: 502,
      message: 'chat.example.com answered with an error (HTTP 502). Try again later.',
    });
    expect(toIpcError(describeProbeFailure(busy, 'https://chat.example.com'), plainIntl('es')).message).toBe(
      'chat.example.com respondió con un error (HTTP 502). Inténtalo de nuevo más tarde.',
    );
  });
});
