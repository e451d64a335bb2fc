// Timing a restart of the web host on an existing profile (cached-restart.ts): the host launched →
// an interactive sidebar in a new bare page, and how big the account state the offline cache wrote is.
import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { startAppHost } from './app-host';
import type { BareBrowser } from './bare-sign-in';
import { openBarePage } from './bare-page';
import { epochNow, sleep } from './clock';
import { drainProbe, PROBE_SCRIPT, type ProbeRecord } from './page-probe';

const TIMEOUT_MS = 120_000;

/** The size of the account state the cache wrote (0 until it has). */
export async function cachedStateBytes(profileDir: string): Promise<number> {
  const root = join(profileDir, 'cache');
  for (const dir of await readdir(root).catch(() => [] as string[])) {
    const info = await stat(join(root, dir, 'state')).catch(() => undefined);
    if (info) return info.size;
  }
  return 0;
}

/** When the sidebar was painted and when the page was next idle (the page's epoch clock). */
async function sidebarTimes(page: Parameters<typeof drainProbe>[0]): Promise<[number, number]> {
  const records: ProbeRecord[] = [];
  const deadline = Date.now() + TIMEOUT_MS;
  for (;;) {
    records.push(...(await drainProbe(page)));
    const sidebar = records.find(([key]) => key === 'sidebar');
    const found = records.find(([key]) => key === 'sidebar-interactive');
    if (sidebar && found) return [sidebar[1], found[1]];
    if (Date.now() > deadline) throw new Error('the sidebar never became interactive after the restart');
    await sleep(20);
  }
}

/**
 * The host launched on the profile → an interactive sidebar in a new page, with the stages between
 * (ms after the launch): the host's URL, the page's navigation start, the sidebar painted.
 */
export async function timedRestart(options: { bare: BareBrowser; rendererDir: string }, profileDir: string) {
  const launched = epochNow();
  const host = await startAppHost({ rendererDir: options.rendererDir, profileDir });
  const hostReady = epochNow() - launched;
  try {
    const page = await openBarePage(options.bare.cdp, {
      browserContextId: options.bare.context.browserContextId,
      initScript: PROBE_SCRIPT,
    });
    try {
      await page.goto(host.url);
      const [sidebar, interactive] = await sidebarTimes(page);
      const pageStart = ((await page.evaluate('performance.timeOrigin')) as number) - launched;
      const cacheFirst = host.stderr.some((line) => line.includes('showing the cached state'));
      return { ms: interactive - launched, hostReady, pageStart, sidebar: sidebar - launched, cacheFirst };
    } finally {
      await page.close();
    }
  } finally {
    await host.stop();
  }
}
