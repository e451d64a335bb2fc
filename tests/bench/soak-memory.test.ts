import { describe, expect, it } from 'vitest';
import { inspectorUrl } from '../../bench/support/app-host';
import {
  growthCheck,
  memoryChecks,
  sampleMemory,
  warmUpSeconds,
  warmedUp,
  type MemoryProbe,
} from '../../bench/soak/memory';

const MB = 2 ** 20;

describe('the soak warm-up', () => {
  it('is a fifth of the run, at most three minutes', () => {
    expect(warmUpSeconds(60)).toBe(12);
    expect(warmUpSeconds(300)).toBe(60);
    expect(warmUpSeconds(3_600)).toBe(180);
  });
});

describe('warmed up', () => {
  /** A sleep whose wakings the test decides, by duration. */
  function manualSleep() {
    const waiting = new Map<number, () => void>();
    const sleep = (ms: number) => new Promise<void>((resolve) => waiting.set(ms, resolve));
    return { sleep, wake: (ms: number) => waiting.get(ms)?.() };
  }
  const settled = async (promise: Promise<void>) => {
    let done = false;
    void promise.then(() => (done = true));
    await new Promise((resolve) => setTimeout(resolve, 0));
    return done;
  };

  it('waits for a fifth of the run and for every fault kind once', async () => {
    const clock = manualSleep();
    let faultsSeen = () => {};
    const warm = warmedUp(60, new Promise<void>((resolve) => (faultsSeen = resolve)), clock.sleep);
    clock.wake(12_000);
    expect(await settled(warm)).toBe(false);
    faultsSeen();
    expect(await settled(warm)).toBe(true);
  });

  it('gives up waiting after three minutes', async () => {
    const clock = manualSleep();
    const warm = warmedUp(3_600, new Promise<void>(() => undefined), clock.sleep);
    clock.wake(180_000);
    expect(await settled(warm)).toBe(true);
  });
});

describe("the web host's inspector", () => {
  it('is found from the line Node prints, or is absent', () => {
    const url = 'ws://127.0.0.1:40123/0f1e2d3c-aaaa-bbbb-cccc-123456789abc';
    expect(inspectorUrl({ stderr: ['other', `Debugger listening on ${url}`, 'For help, see: …'] })).toBe(url);
    expect(inspectorUrl({ stderr: ['Debugger attached.'] })).toBeUndefined();
  });
});

describe('memory samples', () => {
  it('take the median of each figure, so one odd reading does not decide', async () => {
    const heaps = [40 * MB, 90 * MB, 41 * MB, 39 * MB, 42 * MB];
    const rss = [100 * MB, 101 * MB, 300 * MB, 99 * MB, 102 * MB];
    const waits: number[] = [];
    const probe: MemoryProbe = {
      heap: () => Promise.resolve(heaps.shift() ?? Number.NaN),
      hostRss: () => Promise.resolve(rss.shift() ?? Number.NaN),
      storeJson: () => Promise.resolve(1234),
      sleep: (ms) => {
        waits.push(ms);
        return Promise.resolve();
      },
    };
    expect(await sampleMemory(probe)).toEqual({
      heapBytes: 41 * MB,
      hostRssBytes: 101 * MB,
      storeJsonBytes: 1234,
    });
    expect(waits).toHaveLength(4);
  });
});

describe('the memory checks', () => {
  it('pass up to 10% growth (or a fall), with both figures in the detail', () => {
    const check = growthCheck('heap', 100 * MB, 110 * MB);
    expect(check.ok).toBe(true);
    expect(check.detail).toBe('100.0 MB after warm-up, 110.0 MB at the end (+10.0%, limit +10%)');
    expect(growthCheck('heap', 100 * MB, 80 * MB)).toMatchObject({
      ok: true,
      detail: expect.stringContaining('-20.0%'),
    });
  });

  it('fail past 10%, and when a figure is missing', () => {
    expect(growthCheck('rss', 250 * MB, 750 * MB)).toMatchObject({
      ok: false,
      detail: expect.stringContaining('+200.0%'),
    });
    expect(growthCheck('rss', 100 * MB, 110.5 * MB).ok).toBe(false);
    expect(growthCheck('rss', Number.NaN, 100 * MB).ok).toBe(false);
    const [heap, rss] = memoryChecks(undefined, { heapBytes: 1, hostRssBytes: 1, storeJsonBytes: 1 });
    expect(heap).toMatchObject({ name: 'the renderer JS heap grew at most 10%', ok: false });
    expect(rss).toMatchObject({ name: 'the web host RSS grew at most 10%', ok: false });
    const fine = memoryChecks(
      { heapBytes: 50 * MB, hostRssBytes: 90 * MB, storeJsonBytes: 1 },
      { heapBytes: 51 * MB, hostRssBytes: 92 * MB, storeJsonBytes: 1 },
    );
    expect(fine.every((c) => c.ok)).toBe(true);
  });
});
