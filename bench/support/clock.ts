// One clock for the whole harness: milliseconds since the epoch with sub-millisecond resolution.
// The page reports the same quantity (`performance.timeOrigin + performance.now()`), so times taken
// in Node and in Chromium on this machine can be subtracted; `calibrate` measures what is left over.
import type { Page } from 'playwright-core';

export function epochNow(): number {
  return performance.timeOrigin + performance.now();
}

export interface ClockOffset {
  /** Page clock minus Node clock, in ms; subtract it from page times to get Node times. */
  offsetMs: number;
  /** The round trip of the best sample: the offset is known to within half of it. */
  roundTripMs: number;
}

/** Takes the sample with the shortest round trip, whose midpoint is the best estimate. */
export async function calibrateClock(page: Page, samples = 25): Promise<ClockOffset> {
  let best: ClockOffset = { offsetMs: 0, roundTripMs: Number.POSITIVE_INFINITY };
  for (let i = 0; i < samples; i++) {
    const before = epochNow();
    const pageTime = await page.evaluate('performance.timeOrigin + performance.now()');
    const after = epochNow();
    const roundTripMs = after - before;
    if (typeof pageTime === 'number' && roundTripMs < best.roundTripMs) {
      best = { offsetMs: pageTime - (before + after) / 2, roundTripMs };
    }
  }
  return best;
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Polls `condition` every `everyMs` until it holds; false when `timeoutMs` passes first. */
export async function waitUntil(
  condition: () => boolean | Promise<boolean>,
  timeoutMs: number,
  everyMs = 50,
): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await condition()) return true;
    if (Date.now() >= deadline) return false;
    await sleep(everyMs);
  }
}
