// Restart with the large realm cached (issue 19). A fresh sign-in of the bench member: the web host
// launched on a new profile and the page opened, timed from the launch to the sign-in form shown,
// plus the time from the click on "Sign in" to an interactive sidebar (what a person waits for,
// leaving out their own typing; the second part is the large-realm figure's). Then, once the offline cache has written the account's state, the host stopped and
// launched again on that profile, a new page opened, timed from the launch to an interactive sidebar.
// The ratio of the two launch-to-sidebar times is the figure (goal ≤ 0.5×): both pay the same host
// start and page load; what differs is a sign-in and register against reading the cache. Bare pages
// (support/bare-page.ts), the same realm; page and harness share the epoch clock (clock.ts).
import { join } from 'node:path';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import type { RunningServer } from '../../server/app';
import type { SeedAccount } from '../../server/seed/seed-types';
import { startAppHost } from '../support/app-host';
import { cachedStateBytes, timedRestart } from '../support/restart-timing';
import type { BareBrowser } from '../support/bare-sign-in';
import { openBarePage } from '../support/bare-page';
import { epochNow, sleep, waitUntil } from '../support/clock';
import { PROBE_SCRIPT } from '../support/page-probe';
import { faultSchema } from '../../server/http/faults';
import { figure, type Figure } from '../support/results';
import { signInThroughUi } from '../support/sign-in';
import { median } from '../support/stats';

export interface CachedRestartOptions {
  bare: BareBrowser;
  server: RunningServer;
  me: SeedAccount;
  rendererDir: string;
  runs: number;
  log: (line: string) => void;
}

interface RunTiming {
  /** Fresh sign-in: launch → form shown, plus click → interactive; and click → interactive alone. */
  freshLaunch: number;
  freshClick: number;
  /** Restart: launch → interactive, and launch → the host's URL (node start, bundle, listen). */
  restart: number;
  hostReady: number;
  /** Restart stages: the page's navigation start and the sidebar painted, ms after the launch. */
  pageStart: number;
  sidebar: number;
  /** Restart with the live register held back (the cache alone). */
  cacheAlone: number;
  /** The same for the fresh launch (an empty profile). */
  freshReady: number;
  bytes: number;
  /** The cached state was pushed before the live register answered. */
  cacheFirst: boolean;
}

/** One fresh sign-in and restarts on its profile. */
async function oneRun(options: CachedRestartOptions): Promise<RunTiming> {
  const { bare, server, me, rendererDir } = options;
  const profileDir = mkdtempSync(join(tmpdir(), 'threadline-bench-cached-'));
  try {
    const freshLaunched = epochNow();
    const first = await startAppHost({ rendererDir, profileDir });
    const freshReady = epochNow() - freshLaunched;
    let fresh: { interactiveMs: number; formShownAt: number };
    let bytes = 0;
    try {
      const page = await openBarePage(bare.cdp, {
        browserContextId: bare.context.browserContextId,
        initScript: PROBE_SCRIPT,
      });
      try {
        fresh = await signInThroughUi(page, first.url, server.url, me);
        // The state is written a moment after the snapshot, off the sign-in path.
        await waitUntil(async () => (bytes = await cachedStateBytes(profileDir)) > 0, 60_000, 100);
        await sleep(1_000);
        bytes = await cachedStateBytes(profileDir);
      } finally {
        await page.close();
      }
    } finally {
      await first.stop();
    }
    const restart = await timedRestart(options, profileDir);
    // Again with the live register held back: what reading the cache costs on its own.
    server.deps.faults.add(faultSchema.parse({ path_prefix: '/register', kind: 'delay', delay_ms: 15_000 }));
    const alone = await timedRestart(options, profileDir).finally(() => server.deps.faults.clear());
    return {
      freshLaunch: fresh.formShownAt - freshLaunched + fresh.interactiveMs,
      freshClick: fresh.interactiveMs,
      restart: restart.ms,
      hostReady: restart.hostReady,
      pageStart: restart.pageStart,
      sidebar: restart.sidebar,
      cacheAlone: alone.ms,
      freshReady,
      bytes,
      cacheFirst: restart.cacheFirst,
    };
  } finally {
    rmSync(profileDir, { recursive: true, force: true });
  }
}

export async function cachedRestartFigures(options: CachedRestartOptions): Promise<Figure[]> {
  const runs: RunTiming[] = [];
  for (let run = 0; run < options.runs; run++) {
    const t = await oneRun(options);
    runs.push(t);
    options.log(
      `cached restart ${run + 1}: fresh sign-in ${t.freshLaunch.toFixed(0)} ms from launch (${t.freshClick.toFixed(0)} ms from the click), restart ${t.restart.toFixed(0)} ms from launch (page at ${t.pageStart.toFixed(0)}, sidebar at ${t.sidebar.toFixed(0)}; ${t.cacheAlone.toFixed(0)} ms with the register held back; host ready at ${t.hostReady.toFixed(0)} ms, ${t.freshReady.toFixed(0)} ms on the empty profile)`,
    );
  }
  const of = (pick: (t: RunTiming) => number) => median(runs.map(pick));
  const fresh = of((t) => t.freshLaunch);
  const restart = of((t) => t.restart);
  const bytes = runs.at(-1)?.bytes ?? 0;
  const cacheFirst = runs.filter((t) => t.cacheFirst).length;
  const n = runs.length;
  return [
    figure('cached.fresh', 'Large realm: launch → sign-in form + click → sidebar', fresh, 'ms', {
      note: `median of ${n}; ${of((t) => t.freshClick).toFixed(0)} ms of it from the click on Sign in to the interactive sidebar; the host is ready at ${of((t) => t.freshReady).toFixed(0)} ms`,
    }),
    figure('cached.restart', 'Large realm cached: launch → interactive sidebar', restart, 'ms', {
      note: `median of ${n}; the host is ready at ${of((t) => t.hostReady).toFixed(0)} ms; cached state ${(bytes / 1024 / 1024).toFixed(1)} MB on disk; the cache was pushed before the live register in ${cacheFirst} of ${n}`,
    }),
    figure(
      'cached.alone',
      'Large realm cached, register held back: launch → sidebar',
      of((t) => t.cacheAlone),
      'ms',
      {
        note: 'the same restart with the live register delayed 15 s by a fault: the cache alone',
      },
    ),
    figure('cached.ratio', 'Large realm: cached restart / fresh sign-in', restart / fresh, '×', {
      target: { op: '<=', value: 0.5 },
    }),
  ];
}
