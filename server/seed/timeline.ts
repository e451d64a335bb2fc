// When seeded things happen: spread over the months before `now`, with the last weeks busier, so
// "weekly traffic" and "recent conversations" look like a living organization.
import type { Rng } from './prng';

export const DAY = 24 * 3600;

/** 2026-11-01T12:00:00Z: seeds are pinned to this moment unless a caller passes `now`. */
export const DEFAULT_NOW = Date.UTC(2026, 10, 1, 12, 0, 0) / 1000;

export interface Spread {
  /** How far back the oldest events go. */
  spanDays: number;
  /** The busy recent stretch and the share of events that fall into it. */
  recentDays: number;
  recentShare: number;
}

export const DEFAULT_SPREAD: Spread = { spanDays: 180, recentDays: 28, recentShare: 0.55 };

/**
 * The moment at fraction `u` (0..1) of the way through the timeline: the inverse of a two-part
 * distribution, so increasing `u` gives increasing times and ids can follow time order.
 */
export function timeAt(u: number, now: number, spread: Spread = DEFAULT_SPREAD): number {
  const oldShare = 1 - spread.recentShare;
  const start = now - spread.spanDays * DAY;
  const recentStart = now - spread.recentDays * DAY;
  // Keep the newest event a minute in the past so nothing is dated "now".
  const end = now - 60;
  if (u < oldShare) return Math.floor(start + (u / oldShare) * (recentStart - start));
  return Math.floor(recentStart + ((u - oldShare) / spread.recentShare) * (end - recentStart));
}

/** `count` ascending timestamps following `spread`. */
export function spreadTimestamps(
  rng: Rng,
  count: number,
  now: number,
  spread: Spread = DEFAULT_SPREAD,
): number[] {
  const out = new Array<number>(count);
  for (let i = 0; i < count; i++) out[i] = timeAt((i + rng.next()) / count, now, spread);
  return out;
}

/** A random moment between `fromDaysAgo` and `toDaysAgo` before `now`. */
export function momentBetween(rng: Rng, now: number, fromDaysAgo: number, toDaysAgo: number): number {
  return Math.floor(now - fromDaysAgo * DAY + rng.next() * (fromDaysAgo - toDaysAgo) * DAY);
}
