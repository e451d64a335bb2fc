// `npm run web`'s contract with whoever launched it: once listening, exactly one JSON line on stdout,
// {"url":"http://127.0.0.1:PORT/?token=…"}, and nothing else there (logs go to stderr).
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..');
let child: ChildProcess | undefined;
let profile: string | undefined;

afterEach(async () => {
  if (child && child.exitCode === null && child.signalCode === null) {
    const exited = once(child, 'exit');
    child.kill('SIGTERM');
    const timer = setTimeout(() => child?.kill('SIGKILL'), 5_000);
    await exited;
    clearTimeout(timer);
  }
  if (profile) await rm(profile, { recursive: true, force: true });
});

/** Resolves with everything written to stdout up to and including the first newline. */
function firstLine(stream: NodeJS.ReadableStream, collected: { text: string }): Promise<string> {
  return new Promise((resolve, reject) => {
    stream.on('data', (chunk: Buffer) => {
      collected.text += chunk.toString('utf8');
      const end = collected.text.indexOf('\n');
      if (end >= 0) resolve(collected.text.slice(0, end));
    });
    stream.on('end', () =>
      reject(new Error(`stdout ended before a line: ${JSON.stringify(collected.text)}`)),
    );
  });
}

it('prints exactly one JSON line with the URL to open, and nothing else', { timeout: 90_000 }, async () => {
  profile = await mkdtemp(join(tmpdir(), 'threadline-web-'));
  child = spawn(process.execPath, ['scripts/web.mjs', '--port', '0', '--profile', profile], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  const stdout = { text: '' };
  const line = await firstLine(child.stdout!, stdout);

  const parsed: unknown = JSON.parse(line);
  expect(Object.keys(parsed as object)).toEqual(['url']);
  const { url } = parsed as { url: string };
  expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/\?token=[A-Za-z0-9_-]{32,}$/);

  // It is listening: the page is served at that address.
  const page = await fetch(url);
  expect(page.status).toBe(200);
  expect(page.headers.get('content-type')).toContain('text/html');
  // …and it is the built renderer (found from the bundle's own location), not the source page.
  const html = await page.text();
  expect(html).toMatch(/<script type="module"[^>]* src="\.?\/assets\/[^"]+\.js"/);
  expect(html).not.toContain('src/main.tsx');

  await new Promise((resolve) => setTimeout(resolve, 1_000));
  expect(stdout.text).toBe(`${line}\n`);
});
