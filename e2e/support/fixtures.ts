// The one fixture of the e2e suite: each test gets its own reference server on port 0 (with the
// control API) and its own browser-mode host with a fresh profile directory, and stops both after.
// The host is what `npm run web` runs: the bundle, rebuilt first if its sources changed.
import { test as base, expect, type Page } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { buildWebHost } from '../../scripts/build.mjs';
import { startServer, type RunningServer, type StartOptions } from '../../server/app';
import type { SeedAccount } from '../../server/seed/seed-types';

export interface AppHost {
  /** The launch URL: single-use, like every launch URL (a second tab needs newUrl()). */
  url: string;
  profileDir: string;
  process: ChildProcess;
  /** A fresh launch URL, asked of the host as `npm start` does (a line on its stdin). */
  newUrl(): Promise<string>;
  /** What the host has logged (its stderr) since it started. */
  logText(): string;
}

export interface Fixtures {
  serverOptions: StartOptions;
  server: RunningServer;
  app: AppHost;
  me: SeedAccount;
}

const root = join(import.meta.dirname, '..', '..');

async function startWebHost(profileDir: string): Promise<AppHost> {
  // A freshness check costs milliseconds; global-setup.ts already built it, so this only matters
  // when sources change during a long run (watch or UI mode).
  const bundle = buildWebHost();
  const child = spawn(process.execPath, [bundle, '--port', '0', '--profile', profileDir], {
    cwd: root,
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  const logged: Buffer[] = [];
  child.stderr?.on('data', (chunk: Buffer) => {
    logged.push(chunk);
    if (process.env.THREADLINE_E2E_VERBOSE) process.stderr.write(chunk);
  });
  const lines = createInterface({ input: child.stdout! })[Symbol.asyncIterator]();
  const nextUrl = async () => {
    const line = await Promise.race([
      lines.next(),
      once(child, 'exit').then(([code]) => {
        throw new Error(`web host exited early (${String(code)})`);
      }),
    ]);
    if (line.done) throw new Error('web host closed its output');
    return (JSON.parse(line.value) as { url: string }).url;
  };
  const url = await nextUrl();
  return {
    url,
    profileDir,
    process: child,
    newUrl: () => {
      child.stdin?.write('\n');
      return nextUrl();
    },
    logText: () => Buffer.concat(logged).toString('utf8'),
  };
}

export const test = base.extend<Fixtures>({
  serverOptions: [{}, { option: true }],
  server: async ({ serverOptions }, use) => {
    const server = await startServer({
      seed: 'demo',
      control: true,
      heartbeatSeconds: 5,
      log: () => undefined,
      ...serverOptions,
    });
    await use(server);
    await server.close();
  },
  me: async ({ server }, use) => {
    const me = server.accounts.find((a) => a.role === 400 && !a.is_bot);
    if (!me) throw new Error('the demo seed has no member');
    await use(me);
  },
  app: async ({}, use) => {
    const profileDir = mkdtempSync(join(tmpdir(), 'threadline-e2e-'));
    const host = await startWebHost(profileDir);
    await use(host);
    host.process.kill('SIGTERM');
    if (host.process.exitCode === null) await once(host.process, 'exit');
    rmSync(profileDir, { recursive: true, force: true });
  },
});

/**
 * Stops the app host (as quitting does) and starts a new one on the same profile directory, in place:
 * `app` gets the new process and URL (the launch token changes), so the fixture still stops it.
 */
export async function restartApp(app: AppHost): Promise<void> {
  app.process.kill('SIGTERM');
  if (app.process.exitCode === null) await once(app.process, 'exit');
  const next = await startWebHost(app.profileDir);
  app.url = next.url;
  app.process = next.process;
  app.newUrl = next.newUrl;
  app.logText = next.logText;
}

/** Signs in through the UI with the account's password. */
export async function signIn(
  page: Page,
  app: AppHost,
  server: RunningServer,
  account: SeedAccount,
): Promise<void> {
  await page.goto(app.url);
  await page.getByRole('textbox', { name: 'Server URL' }).fill(server.url);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('textbox', { name: 'Email' }).fill(account.email);
  await page.getByRole('textbox', { name: 'Password' }).fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('navigation', { name: 'Channels' })).toBeVisible();
}

/** Acts as another user through the server's control API. */
export async function actAs(
  server: RunningServer,
  userId: number,
  method: string,
  path: string,
  params: Record<string, unknown> = {},
): Promise<Record<string, unknown>> {
  const response = await fetch(`${server.url}/__control/act`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ user_id: userId, method, path, params }),
  });
  return (await response.json()) as Record<string, unknown>;
}

export async function control(
  server: RunningServer,
  path: string,
  body: unknown = {},
): Promise<Record<string, unknown>> {
  const response = await fetch(`${server.url}/__control${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return (await response.json()) as Record<string, unknown>;
}

export { expect };
