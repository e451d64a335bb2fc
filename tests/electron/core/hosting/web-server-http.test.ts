// The web host's HTTP side under hostile input: malformed request lines, foreign Host headers,
// static-file traversal, the session exchange and /media. After every attack the host still answers.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { rawExchange, startWebHarness, statusOf, type WebHarness } from './web-server-harness';

let h: WebHarness;
beforeEach(async () => {
  h = await startWebHarness();
});
afterEach(() => h.close());

const get = (path: string, host = `127.0.0.1:${h.port}`) =>
  rawExchange(h.port, `GET ${path} HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`);

async function expectStillServing(): Promise<void> {
  const answer = await get('/');
  expect(statusOf(answer)).toBe(200);
  expect(answer).toContain('<title>Threadline</title>');
}

describe('web server: HTTP', () => {
  it('serves index.html with a strict Content-Security-Policy', async () => {
    const response = await fetch(`${h.origin}/`);
    expect(response.status).toBe(200);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/);
    expect(csp.split(/[; ]+/)).not.toContain('*');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it.each([
    ['GET //[ HTTP/1.1', 400],
    ['GET //evil.example/ HTTP/1.1', 400],
    ['GET http://evil.example/ HTTP/1.1', 400],
    ['GET * HTTP/1.1', 400],
  ])('answers the request line %s, then keeps serving', async (line, status) => {
    const answer = await rawExchange(
      h.port,
      `${line}\r\nHost: 127.0.0.1:${h.port}\r\nConnection: close\r\n\r\n`,
    );
    expect(statusOf(answer)).toBe(status);
    await expectStillServing();
  });

  it('answers garbage and a lone NUL byte with 400, then keeps serving', async () => {
    expect(statusOf(await rawExchange(h.port, 'NOT HTTP AT ALL\r\n\r\n'))).toBe(400);
    expect(statusOf(await rawExchange(h.port, Buffer.from([0, 13, 10, 13, 10])))).toBe(400);
    await expectStillServing();
  });

  it('refuses a foreign or missing Host (DNS rebinding) with 421, and accepts localhost', async () => {
    expect(statusOf(await get('/', `evil.example:${h.port}`))).toBe(421);
    expect(statusOf(await get('/', '127.0.0.1:1'))).toBe(421);
    expect(statusOf(await get('/app.js', `evil.example:${h.port}`))).toBe(421);
    expect(statusOf(await rawExchange(h.port, 'GET / HTTP/1.0\r\n\r\n'))).toBe(421);
    expect(statusOf(await get('/', `LOCALHOST:${h.port}`))).toBe(200);
    await expectStillServing();
  });

  it.each([
    '/../secret.txt',
    '/%2e%2e/secret.txt',
    '/%2E%2E%2Fsecret.txt',
    '/..%5csecret.txt',
    '/a/../../secret.txt',
    '/%00',
    '/app.js%00.html',
    '/%zz',
  ])('never serves a file outside the renderer for %s', async (path) => {
    const answer = await get(path);
    expect(answer).not.toContain('OUTSIDE-THE-RENDERER');
    expect([200, 400, 404]).toContain(statusOf(answer));
    if (statusOf(answer) === 200) expect(answer).toContain('<title>Threadline</title>');
    await expectStillServing();
  });

  it('answers other methods with 405', async () => {
    expect((await fetch(`${h.origin}/`, { method: 'PUT', body: 'x' })).status).toBe(405);
    await expectStillServing();
  });
});

describe('web server: session exchange and media', () => {
  const exchange = (token: unknown, headers: Record<string, string> = { origin: h.origin }) =>
    fetch(`${h.origin}/session`, { method: 'POST', headers, body: JSON.stringify({ token }) });

  it('exchanges a launch token once; the second use is refused with a message', async () => {
    const token = h.access.issueToken();
    const first = await exchange(token);
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('no-store');
    const { secret } = (await first.json()) as { secret: string };
    expect(h.access.allows(secret)).toBe(true);
    const again = await exchange(token);
    expect(again.status).toBe(403);
    expect(((await again.json()) as { error: string }).error).toMatch(/already used/);
    expect((await exchange('made-up')).status).toBe(403);
    expect(h.logs.join('\n')).not.toContain(token);
    expect(h.logs.join('\n')).not.toContain(secret);
  });

  it('refuses an exchange without our Origin, and keeps the token usable', async () => {
    const token = h.access.issueToken();
    expect((await exchange(token, {})).status).toBe(403);
    expect((await exchange(token, { origin: 'http://evil.example' })).status).toBe(403);
    expect((await exchange(token)).status).toBe(200);
  });

  it('answers an oversized or malformed exchange body without falling over', async () => {
    const big = await fetch(`${h.origin}/session`, {
      method: 'POST',
      headers: { origin: h.origin },
      body: 'x'.repeat(100_000),
    });
    expect(big.status).toBe(413);
    const bad = await fetch(`${h.origin}/session`, {
      method: 'POST',
      headers: { origin: h.origin },
      body: '{"token":',
    });
    expect(bad.status).toBe(403);
    await expectStillServing();
  });

  it('serves /media only with a session secret, never with the launch token itself', async () => {
    const token = h.access.issueToken();
    const media = (query: string) => fetch(`${h.origin}/media?url=http%3A%2F%2Fx%2Fa.png${query}`);
    expect((await media('')).status).toBe(404);
    expect((await media(`&secret=${token}`)).status).toBe(404);
    expect(h.mediaRequests).toHaveLength(0);
    const secret = await h.secret();
    expect((await media(`&secret=${secret}`)).status).toBe(200);
    expect(h.mediaRequests).toHaveLength(1);
  });

  it('serves /download under the same secret, as an attachment', async () => {
    const download = (query: string) => fetch(`${h.origin}/download?url=http%3A%2F%2Fx%2Fa.pdf${query}`);
    expect((await download('')).status).toBe(404);
    expect((await download(`&secret=${h.access.issueToken()}`)).status).toBe(404);
    expect(h.downloadRequests).toHaveLength(0);
    const answer = await download(`&secret=${await h.secret()}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-disposition')).toMatch(/^attachment/);
    expect(h.downloadRequests).toHaveLength(1);
    expect(h.mediaRequests).toHaveLength(0);
  });
});
