// One measured setup: a reference server in this process (with the push probe on the bench
// member), the web host, Chromium with the page probe, signed in through the UI, and the page clock
// calibrated against ours. Every figure that needs the app builds one and closes it after.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { startServer, type RunningServer } from '../../server/app';
import type { SeededRealm, SeedAccount } from '../../server/seed/seed-types';
import { startAppHost, type AppHost } from './app-host';
import { launchChromium } from './browser';
import { calibrateClock, type ClockOffset } from './clock';
import { installProbe } from './page-probe';
import { probePushes, type PushProbe } from './server-probe';
import { playwrightSignInPage, signInThroughUi, type SignInTiming } from './sign-in';

export interface AppSession {
  server: RunningServer;
  me: SeedAccount;
  probe: PushProbe;
  host: AppHost;
  browser: Browser;
  context: BrowserContext;
  page: Page;
  clock: ClockOffset;
  signIn: SignInTiming;
  /** Errors the page threw or logged, for the soak's checks. */
  pageErrors: string[];
  close(): Promise<void>;
}

export interface SessionOptions {
  /** A seed to start a server with, or a running server to use (left running at close). */
  seed: SeededRealm | 'demo' | RunningServer;
  rendererDir: string;
  /** Defaults to the first member (role 400) who is not a bot. */
  account?: (accounts: SeedAccount[]) => SeedAccount | undefined;
  heartbeatSeconds?: number | null;
  queueTimeoutSeconds?: number;
  verbose?: boolean;
  /** Reuse a browser (the caller closes it). */
  browser?: Browser;
  /** Run this bundle of the web host with plain node (see renderer-build.ts). */
  hostBundle?: string;
  /** Start the web host with Node's inspector open (see app-host.ts). */
  inspectHost?: boolean;
  /** Every event pushed to the member's queues (for tracing). */
  onPush?: (event: Record<string, unknown>, at: number) => void;
  /** Called with the page before it opens the app (e.g. to listen to its bridge's frames). */
  onPage?: (page: Page) => void;
}

export function benchMember(accounts: SeedAccount[]): SeedAccount {
  const me = accounts.find((a) => a.role === 400 && !a.is_bot);
  if (!me) throw new Error('the seed has no member account');
  return me;
}

export async function openAppSession(options: SessionOptions): Promise<AppSession> {
  const given = typeof options.seed === 'object' && 'url' in options.seed ? options.seed : undefined;
  const server =
    given ??
    (await startServer({
      seed: options.seed as SeededRealm | 'demo',
      control: true,
      heartbeatSeconds: options.heartbeatSeconds ?? null,
      ...(options.queueTimeoutSeconds ? { queueTimeoutSeconds: options.queueTimeoutSeconds } : {}),
      log: (line) => {
        if (options.verbose) process.stderr.write(`[server] ${line}\n`);
      },
    }));
  const cleanups: (() => Promise<unknown>)[] = given ? [] : [() => server.close()];
  const close = async () => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
  };
  try {
    const me = options.account?.(server.accounts) ?? benchMember(server.accounts);
    const probe = probePushes(server, me.user_id, options.onPush);
    cleanups.push(async () => probe.stop());
    const host = await startAppHost({
      rendererDir: options.rendererDir,
      verbose: options.verbose,
      inspect: options.inspectHost === true,
      ...(options.hostBundle ? { bundle: options.hostBundle } : {}),
    });
    cleanups.push(() => host.stop());
    const browser = options.browser ?? (await launchChromium());
    if (!options.browser) cleanups.push(() => browser.close());
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    cleanups.push(() => context.close());
    const page = await context.newPage();
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(`pageerror: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error') pageErrors.push(`console.error: ${message.text()}`);
    });
    options.onPage?.(page);
    await installProbe(page);
    const signIn = await signInThroughUi(playwrightSignInPage(page), host.url, server.url, me);
    const clock = await calibrateClock(page);
    return { server, me, probe, host, browser, context, page, clock, signIn, pageErrors, close };
  } catch (error) {
    await close();
    throw error;
  }
}

/** Opens a route of the app by its hash (routing/route.ts), as a link click would. */
export async function openRoute(page: Page, hash: string): Promise<void> {
  await page.evaluate(`window.location.hash = ${JSON.stringify(hash)}`);
}
