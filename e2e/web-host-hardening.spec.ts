// Issue 15: browser mode under hostile input. The launch URL is single-use (a fresh tab opening it
// again is refused; a reload keeps working), attacks on the host (a malformed request line, a foreign
// Host, bridge handshakes without our Origin, a frame over the limit) leave it serving. Oversized
// compose text is refused before the bridge (compose-limits.spec.ts).
import { connect } from 'node:net';
import WebSocket from 'ws';
import { expect, signIn, test } from './support/fixtures';

test.skip(
  ({ host }) => host === 'electron',
  'These attacks are on the browser-mode web host, which the desktop app does not run.',
);

/** Writes a request's line and headers to the host raw and resolves with its answer. */
function raw(port: number, text: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    socket.setTimeout(5000, () => socket.destroy(new Error('no answer')));
    socket.on('data', (chunk) => (answer += chunk.toString('latin1')));
    socket.on('error', reject);
    socket.on('close', () => resolve(answer));
    socket.write(`${text}Connection: close\r\n\r\n`);
  });
}

/** Opens a bridge socket; resolves with the refusal's status, or the close code after sending `frame`. */
function bridgeAttempt(url: string, origin: string | undefined, frame?: string): Promise<string> {
  return new Promise((resolve) => {
    const ws = new WebSocket(url, origin ? { headers: { origin } } : {});
    ws.on('unexpected-response', (_req, res) => {
      resolve(`refused ${res.statusCode ?? 0}`);
      ws.terminate();
    });
    ws.on('error', () => undefined);
    ws.on('open', () => (frame === undefined ? ws.close() : ws.send(frame)));
    ws.on('close', (code) => resolve(`closed ${code}`));
  });
}

test('a launch URL opens one tab once; a reload keeps working; a new URL opens another tab', async ({
  page,
  app,
  server,
  me,
  browser,
}) => {
  await signIn(page, app, server, me);
  expect(page.url()).not.toContain('token=');
  await page.reload();
  await expect(page.getByRole('navigation', { name: 'Channels' })).toBeVisible();

  const other = await browser.newContext();
  const second = await other.newPage();
  await second.goto(app.url);
  await expect(second.getByRole('alert')).toContainText('This launch link was already used');
  await expect(second.getByRole('navigation', { name: 'Channels' })).toHaveCount(0);

  await second.goto(await app.newUrl());
  await expect(second.getByRole('navigation', { name: 'Channels' })).toBeVisible();
  await other.close();
});

test('attacks on the host leave it serving the signed-in page', async ({ page, app, server, me }) => {
  await signIn(page, app, server, me);
  const { origin, port } = new URL(app.url);
  const secret = (await page.evaluate(() => sessionStorage.getItem('threadline.bridgeSecret'))) ?? '';
  const bridge = `ws://127.0.0.1:${port}/bridge?secret=${encodeURIComponent(secret)}`;

  expect(await raw(Number(port), `GET //[ HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n`)).toMatch(
    /^HTTP\/1\.1 400/,
  );
  expect(await raw(Number(port), `GET / HTTP/1.1\r\nHost: rebound.example:${port}\r\n`)).toMatch(
    /^HTTP\/1\.1 421/,
  );
  expect(
    await raw(Number(port), `GET /%2e%2e/%2e%2e/etc/passwd HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n`),
  ).not.toContain('root:');
  expect(await bridgeAttempt(bridge, undefined)).toBe('refused 403');
  expect(await bridgeAttempt(bridge, 'http://evil.example')).toBe('refused 403');
  expect(await bridgeAttempt(bridge.replace(/secret=[^&]*/, 'secret=guess'), origin)).toBe('refused 403');
  expect(await bridgeAttempt(bridge, origin, 'x'.repeat(2 * 1024 * 1024))).toBe('closed 1009');
  expect(await bridgeAttempt(bridge, origin, 'not json')).toBe('closed 1007');

  const index = await page.request.get(`${origin}/`);
  expect(index.status()).toBe(200);
  expect(index.headers()['content-security-policy']).toContain("default-src 'none'");
  await page.reload();
  await expect(page.getByRole('navigation', { name: 'Channels' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Connected' })).toBeVisible();
});
