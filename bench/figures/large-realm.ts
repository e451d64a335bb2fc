// The large realm (10,000 users, 1,000 channels, 50,000 unread for the bench member): sign-in to an
// interactive sidebar against the floor for the same work, and memory after loading it and after
// 10,000 further events. The sign-ins are timed in bare pages (support/bare-page.ts says why); the
// memory is read in a Playwright session, whose own sign-in is logged for comparison.
import type { Browser } from 'playwright-core';
import { startServer } from '../../server/app';
import { buildSeed } from '../../server/seed';
import { residentBytes } from '../support/app-host';
import { benchMember, openAppSession, type AppSession } from '../support/app-session';
import { bareSignIn, launchBareBrowser } from '../support/bare-sign-in';
import { jsHeapUsed } from '../support/browser';
import { sleep, waitUntil } from '../support/clock';
import { fetchRegister } from '../support/register-floor';
import { figure, type Figure } from '../support/results';
import { queueDrained } from '../support/server-probe';
import { median } from '../support/stats';
import { generateLoad } from './background-load';

export interface LargeRealmOptions {
  rendererDir: string;
  browser: Browser;
  quick: boolean;
  runs: number;
  furtherEvents: number;
  log: (line: string) => void;
}

const MB = 1024 * 1024;
const MEMORY_TARGET = { op: '<=', value: 150 } as const;

export async function largeRealmFigures(options: LargeRealmOptions): Promise<Figure[]> {
  const seeded = buildSeed(
    'large',
    options.quick ? { size: { users: 2_000, channels: 200, messages: 20_000, unreadForMember: 5_000 } } : {},
  );
  const server = await startServer({ seed: seeded, control: true, log: () => undefined });
  try {
    const me = benchMember(server.accounts);
    // Floors are fetched between the sign-ins, so both sample the same phase of a machine whose speed
    // drifts (on this one by a third within minutes).
    const floors: number[] = [];
    let payloadBytes = 0;
    const fetchFloor = async () => {
      const fetched = await fetchRegister(server.url, me);
      payloadBytes = fetched.text.length;
      floors.push(fetched.fetchMs + fetched.parseMs);
    };
    await fetchRegister(server.url, me);
    const signIns: number[] = [];
    const bare = await launchBareBrowser();
    try {
      for (let run = 0; run < options.runs; run++) {
        await fetchFloor();
        const timing = await bareSignIn(bare, server, me, options.rendererDir);
        signIns.push(timing.interactiveMs);
        options.log(
          `large realm sign-in ${run + 1}: ${timing.interactiveMs.toFixed(0)} ms (sidebar at ${timing.sidebarMs.toFixed(0)} ms)`,
        );
        await fetchFloor();
      }
    } finally {
      await bare.close();
    }
    const floor = median(floors);
    const session = await openAppSession({
      seed: server,
      rendererDir: options.rendererDir,
      browser: options.browser,
    });
    let memory: MemoryReading;
    try {
      options.log(
        `large realm sign-in in a Playwright page (not counted): ${session.signIn.interactiveMs.toFixed(0)} ms`,
      );
      memory = await readMemory(session, options.furtherEvents);
    } finally {
      await session.close();
    }
    const app = median(signIns);
    const note = `median of ${signIns.length} sign-in(s) in bare pages / ${floors.length} floor fetches; register payload ${(payloadBytes / MB).toFixed(1)} MB${options.quick ? '; QUICK: reduced realm' : ''}`;
    return [
      figure('large.signIn', 'Large realm: sign-in → interactive sidebar', app, 'ms', { note }),
      figure('large.floor', 'Large realm: floor (register fetch + JSON.parse in Node)', floor, 'ms'),
      figure('large.ratio', 'Large realm: sign-in / floor', app / floor, '×', {
        target: { op: '<=', value: 2 },
      }),
      ...memoryFigures(memory),
    ];
  } finally {
    await server.close();
  }
}

interface MemoryReading {
  heapLoaded: number;
  rssLoaded: number;
  heapAfter: number;
  rssAfter: number;
  pushed: number;
}

/** Heap and host RSS with the realm loaded, then again after `furtherEvents` more events. */
async function readMemory(session: AppSession, furtherEvents: number): Promise<MemoryReading> {
  const settle = async () => {
    await waitUntil(() => queueDrained(session.server, session.me.user_id), 60_000, 100);
    await sleep(1_500);
  };
  await settle();
  const heapLoaded = await jsHeapUsed(session.page);
  const rssLoaded = residentBytes(session.host.pid);
  const pushed = await generateLoad(session.server, session.me, {
    events: furtherEvents,
    perSecond: 1_000,
    pushed: session.probe.pushed,
  });
  await settle();
  return {
    heapLoaded,
    rssLoaded,
    heapAfter: await jsHeapUsed(session.page),
    rssAfter: residentBytes(session.host.pid),
    pushed,
  };
}

/** The host as `npm run web` runs it (app-host.ts): the bundle, by plain node. */
function memoryFigures(memory: MemoryReading): Figure[] {
  const after = `after ${memory.pushed.toLocaleString('en-US')} further events`;
  return [
    figure('memory.heap.loaded', 'Renderer JS heap, large realm loaded', memory.heapLoaded / MB, 'MB', {
      target: MEMORY_TARGET,
      note: 'JSHeapUsedSize after a forced GC (CDP)',
    }),
    figure('memory.heap.after', `Renderer JS heap, ${after}`, memory.heapAfter / MB, 'MB', {
      target: MEMORY_TARGET,
    }),
    figure('memory.rss.loaded', 'Web host RSS, large realm loaded', memory.rssLoaded / MB, 'MB', {
      target: MEMORY_TARGET,
      note: 'VmRSS of the host as `npm run web` runs it: bundled by esbuild, run by plain node',
    }),
    figure('memory.rss.after', `Web host RSS, ${after}`, memory.rssAfter / MB, 'MB', {
      target: MEMORY_TARGET,
    }),
  ];
}
