// The soak's memory figures (issue 15, item 12): the renderer's JS heap and the web host's resident
// set, each after a forced full garbage collection (over CDP: the page's, and the host's through
// Node's inspector) and the median of a few samples, taken once the app has warmed up and again at
// the end. Without the collections the host's RSS alone wanders by ±10% within seconds. Growth of
// either over 10% is a failed check: users of the wrapped web app saw 250 MB become 750 MB in five
// hours, and a leak shows long before that.
import type { Page } from 'playwright-core';
import { inspectorUrl, residentBytes, type AppHost } from '../support/app-host';
import { jsHeapUsed } from '../support/browser';
import { CdpConnection } from '../support/cdp-connection';
import { readStoreText } from '../support/page-probe';
import { sleep as realSleep } from '../support/clock';
import { median } from '../support/stats';
import type { Check } from './checks';

export interface MemorySample {
  /** The page's live JS heap after a full collection, bytes. */
  heapBytes: number;
  /** The web host process's resident set, bytes. */
  hostRssBytes: number;
  /**
   * The store's state as JSON, bytes: how much data the app holds (more messages, unreads…), to
   * tell growth that follows the data from growth that does not. Not judged.
   */
  storeJsonBytes: number;
}

export interface MemoryProbe {
  /** The page's heap after a forced collection (jsHeapUsed: HeapProfiler.collectGarbage over CDP). */
  heap(): Promise<number>;
  /** The host's RSS (/proc), after a forced collection in it. */
  hostRss(): Promise<number>;
  /** The length of the store's state as JSON. */
  storeJson(): Promise<number>;
  sleep(ms: number): Promise<void>;
}

export function appMemoryProbe(page: Page, host: Pick<AppHost, 'pid' | 'stderr'>): MemoryProbe {
  return {
    heap: () => jsHeapUsed(page),
    hostRss: () => hostRssAfterGc(host),
    storeJson: async () => (await readStoreText(page)).length,
    sleep: realSleep,
  };
}

/** A host started without its inspector is measured as it is. */
async function hostRssAfterGc(host: Pick<AppHost, 'pid' | 'stderr'>): Promise<number> {
  const url = inspectorUrl(host);
  if (url !== undefined) {
    const cdp = await CdpConnection.connect(url);
    try {
      await cdp.send('HeapProfiler.collectGarbage');
    } finally {
      cdp.close();
    }
  }
  return residentBytes(host.pid);
}

/** The most either figure may grow from warm-up to the end. */
export const MAX_GROWTH = 0.1;
const SAMPLES = 5;
const SPACING_MS = 1_000;
/** Warm-up: a fifth of the run (caches filled, the first reconnections done), at most three minutes. */
const WARM_UP_SHARE = 0.2;
const MAX_WARM_UP_SECONDS = 180;

export function warmUpSeconds(runSeconds: number): number {
  return Math.min(runSeconds * WARM_UP_SHARE, MAX_WARM_UP_SECONDS);
}

/**
 * Resolves once the app is warm: a fifth of the run has passed and every fault kind has run once
 * (each recovery path's code and caches exist; before that, the heap grows by what a first run of
 * code leaves, not by a leak), or the chaos is over; at the latest after three minutes.
 */
export function warmedUp(
  runSeconds: number,
  everyFaultSeen: Promise<void>,
  sleep: (ms: number) => Promise<void>,
): Promise<void> {
  const warm = Promise.all([sleep(warmUpSeconds(runSeconds) * 1000), everyFaultSeen]);
  return Promise.race([warm.then(() => undefined), sleep(MAX_WARM_UP_SECONDS * 1000)]);
}

/** The median of a few samples of each figure, a moment apart, so one odd reading does not decide. */
export async function sampleMemory(probe: MemoryProbe): Promise<MemorySample> {
  const heaps: number[] = [];
  const rss: number[] = [];
  for (let i = 0; i < SAMPLES; i++) {
    if (i > 0) await probe.sleep(SPACING_MS);
    heaps.push(await probe.heap());
    rss.push(await probe.hostRss());
  }
  // Last, so the strings it makes are not in the heap figures.
  return { heapBytes: median(heaps), hostRssBytes: median(rss), storeJsonBytes: await probe.storeJson() };
}

const megabytes = (bytes: number) => `${(bytes / 2 ** 20).toFixed(1)} MB`;

/** One figure from warm-up to the end, judged against MAX_GROWTH. */
export function growthCheck(name: string, warm: number, end: number): Check {
  if (!(warm > 0) || !(end > 0)) {
    return { name, ok: false, detail: `not measured (after warm-up ${warm}, at the end ${end})` };
  }
  const growth = end / warm - 1;
  const sign = growth >= 0 ? '+' : '';
  return {
    name,
    ok: end <= warm * (1 + MAX_GROWTH),
    detail: `${megabytes(warm)} after warm-up, ${megabytes(end)} at the end (${sign}${(growth * 100).toFixed(1)}%, limit +${MAX_GROWTH * 100}%)`,
  };
}

export function memoryChecks(warm: MemorySample | undefined, end: MemorySample | undefined): Check[] {
  return [
    growthCheck(
      'the renderer JS heap grew at most 10%',
      warm?.heapBytes ?? Number.NaN,
      end?.heapBytes ?? Number.NaN,
    ),
    growthCheck(
      'the web host RSS grew at most 10%',
      warm?.hostRssBytes ?? Number.NaN,
      end?.hostRssBytes ?? Number.NaN,
    ),
  ];
}

export function describeSample(when: string, sample: MemorySample): string {
  return `memory ${when}: renderer JS heap ${megabytes(sample.heapBytes)}, web host RSS ${megabytes(sample.hostRssBytes)}; the store holds ${Math.round(sample.storeJsonBytes / 1024)} KB as JSON`;
}
