// The one fixture of the e2e suite: each test gets its own reference server on port 0 (with the
// control API) and its own host with a fresh profile directory, and stops both after. In the
// browser project the host is what `npm run web` runs (the bundle, rebuilt first if its sources
// changed) and `page` is a Chromium tab; in the electron project (`host: 'electron'`) the host is the
// desktop app launched with _electron.launch on a fresh --user-data-dir and `page` is its window, or,
// where no Electron runtime is installed, every test is skipped saying so (electron-runtime.ts).
import { _electron, test as base, expect, type ElectronApplication, type Page } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { buildWebHost } from '../../scripts/build.mjs';
import { startServer, type RunningServer, type StartOptions } from '../../server/app';
import type { SeedAccount } from '../../server/seed/seed-types';
import { ELECTRON_MAIN, electronBinary, NO_ELECTRON_REASON } from './electron-runtime';

export interface AppHost {
  /** The launch URL: single-use, like every launch URL (a second tab needs newUrl()). */
  url: string;
  profileDir: string;
  process: ChildProcess;
  /** A fresh launch URL, asked of the host as `npm start` does (a line on its stdin). */
  newUrl(): Promise<string>;
  /** What the host has logged (its stderr) since it started. */
  logText(): string;
  /** Which host this is: the browser-mode web host, or the desktop app. */
  host: Host;
}

export type Host = 'browser' | 'electron';

/** The desktop app of an electron-project test: the launched application and its window. */
export interface DesktopApp {
  application: ElectronApplication;
  window: Page;
  profileDir: string;
}

export interface Fixtures {
  /** Set per Playwright project (playwright.config.ts). */
  host: Host;
  /** Skips the test up front in the electron project where no Electron runtime is installed. */
  electronRuntime: string | null;
  /** The desktop app, in the electron project only (null in the browser project). */
  desktop: DesktopApp | null;
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
    host: 'browser',
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
  app: async ({ desktop }, use) => {
    if (desktop !== null) {
      const child = desktop.application.process();
      const logged: Buffer[] = [];
      child.stderr?.on('data', (chunk: Buffer) => logged.push(chunk));
      await use({
        url: desktop.window.url(),
        profileDir: desktop.profileDir,
        process: child,
        host: 'electron',
        newUrl: () => Promise.reject(new Error('A second launch URL exists only in browser mode.')),
        logText: () => Buffer.concat(logged).toString('utf8'),
      });
      return;
    }
    const profileDir = mkdtempSync(join(tmpdir(), 'threadline-e2e-'));
    const host = await startWebHost(profileDir);
    await use(host);
    host.process.kill('SIGTERM');
    if (host.process.exitCode === null) await once(host.process, 'exit');
    rmSync(profileDir, { recursive: true, force: true });
  },
  host: ['browser', { option: true }],
  electronRuntime: [
    async ({ host }, use, testInfo) => {
      if (host !== 'electron') return use(null);
      const binary = electronBinary();
      testInfo.skip(binary === undefined, NO_ELECTRON_REASON);
      await use(binary ?? null);
    },
    // Auto, so the skip comes before any server or host is started for nothing.
    { auto: true },
  ],
  desktop: async ({ electronRuntime }, use) => {
    if (electronRuntime === null) return use(null);
    const { buildElectron } = await import('../../scripts/build.mjs');
    buildElectron();
    const profileDir = mkdtempSync(join(tmpdir(), 'threadline-e2e-electron-'));
    const application = await _electron.launch({
      executablePath: electronRuntime,
      // Electron takes Chromium's --user-data-dir as app.getPath('userData'): a fresh profile.
      args: [ELECTRON_MAIN, `--user-data-dir=${profileDir}`],
    });
    const window = await application.firstWindow();
    await window.waitForLoadState('domcontentloaded');
    await use({ application, window, profileDir });
    await application.close();
    rmSync(profileDir, { recursive: true, force: true });
  },
  page: async ({ page, desktop }, use) => {
    await use(desktop?.window ?? page);
  },
});

/**
 * Stops the app host (as quitting does) and starts a new one on the same profile directory, in place:
 * `app` gets the new process and URL (the launch token changes), so the fixture still stops it.
 */
export async function restartApp(app: AppHost): Promise<void> {
  test.skip(
    app.host === 'electron',
    'Restarting the host within a test is done in browser mode only so far.',
  );
  app.process.kill('SIGTERM');
  if (app.process.exitCode === null) await once(app.process, 'exit');
  const next = await startWebHost(app.profileDir);
  app.url = next.url;
  app.process = next.process;
  app.host = next.host;
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
