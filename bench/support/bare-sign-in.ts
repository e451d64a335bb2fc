// Timed sign-ins in bare pages (bare-page.ts), each with a web host of its own and so a fresh
// profile, as openAppSession gives each Playwright page.
import { createServer } from 'node:net';
import type { Browser } from 'playwright-core';
import type { RunningServer } from '../../server/app';
import type { SeedAccount } from '../../server/seed/seed-types';
import { startAppHost } from './app-host';
import { openBareContext, openBarePage, type BareContext } from './bare-page';
import { launchChromium } from './browser';
import { CdpConnection } from './cdp-connection';
import { PROBE_SCRIPT } from './page-probe';
import { signInThroughUi, type SignInTiming } from './sign-in';

export interface BareBrowser {
  cdp: CdpConnection;
  context: BareContext;
  /** Playwright's handle on the same browser: it launched it, but manages none of its bare pages. */
  playwright: Browser;
  close(): Promise<void>;
}

/** Chromium with the usual switches, reached over a DevTools connection of our own. */
export async function launchBareBrowser(): Promise<BareBrowser> {
  const port = await freeLoopbackPort();
  const browser = await launchChromium({ debuggingPort: port });
  try {
    const cdp = await CdpConnection.open(port);
    const context = await openBareContext(cdp, { width: 1280, height: 900 });
    return {
      cdp,
      context,
      playwright: browser,
      close: async () => {
        await context.dispose().catch(() => undefined);
        cdp.close();
        await browser.close();
      },
    };
  } catch (error) {
    await browser.close();
    throw error;
  }
}

export async function bareSignIn(
  bare: BareBrowser,
  server: RunningServer,
  account: SeedAccount,
  rendererDir: string,
): Promise<SignInTiming> {
  const host = await startAppHost({ rendererDir });
  try {
    const page = await openBarePage(bare.cdp, {
      browserContextId: bare.context.browserContextId,
      initScript: PROBE_SCRIPT,
    });
    try {
      return await signInThroughUi(page, host.url, server.url, account);
    } finally {
      await page.close();
    }
  } finally {
    await host.stop();
  }
}

function freeLoopbackPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}
