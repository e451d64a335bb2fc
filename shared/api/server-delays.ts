// Every delay a server hands us, brought into a range we chose before it reaches a timer. A server
// (broken, hostile or misconfigured) must not steer our timers: Node and browsers fire any delay of
// 2^31 ms or more after 1 ms, so `Retry-After: 3000000` would turn a polite wait into a request storm.
// Shared because main (retry-after, long poll) and the renderer (typing periods) both use server delays.
//
// The rule for every value: not a number, NaN or negative → the fallback; otherwise clamped into
// [min, max] (Infinity, which JSON.parse gives for 1e999, becomes max).

export interface DelayRange {
  min: number;
  max: number;
  fallback: number;
}

/** The largest delay timers honour (2^31 - 1 ms, about 24.8 days). */
export const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * Retry-After, in seconds. Real Zulip's rate limits ask for seconds to about a minute; ten minutes
 * is the most we wait on a server's word (the user can still press "Retry now").
 */
export const RETRY_AFTER_SECONDS: DelayRange = { min: 0, max: 600, fallback: 0 };

/**
 * event_queue_longpoll_timeout_seconds (Zulip's default is 90; servers before FL 74 do not send it).
 * It sets our HTTP timeout of GET /events, so the bounds keep that timeout between "long enough for a
 * slow link" and "a dead connection is noticed within minutes".
 */
export const LONGPOLL_SECONDS: DelayRange = { min: 10, max: 600, fallback: 90 };

/**
 * server_typing_{started_wait,stopped_wait,started_expiry}_period_milliseconds (defaults 10 s, 5 s,
 * 15 s). At least a second, so a server cannot make us send a typing notice on every keystroke.
 */
export const TYPING_PERIOD_MS = { min: 1_000, max: 300_000 } as const;
/** The protocol's typing periods, for servers before FL 204, which do not send them. */
export const TYPING_DEFAULT_MS = { startedWait: 10_000, stoppedWait: 5_000, startedExpiry: 15_000 } as const;

export function clampDelay(value: unknown, range: DelayRange): number {
  if (typeof value !== 'number' || Number.isNaN(value) || value < 0) return range.fallback;
  return Math.min(range.max, Math.max(range.min, value));
}

/** A typing period in ms; `fallback` is the protocol's default for that period. */
export function typingPeriodMs(value: unknown, fallback: number): number {
  return clampDelay(value, { ...TYPING_PERIOD_MS, fallback });
}

/** A delay a timer will honour as given: finite and within [0, MAX_TIMER_MS] (NaN → 0). */
export function timerDelay(ms: number): number {
  return Number.isNaN(ms) ? 0 : Math.min(MAX_TIMER_MS, Math.max(0, ms));
}

/**
 * How long the server asked us to wait, in seconds, or undefined when it did not say (usably).
 * Zulip's 429 body carries "retry-after" as a float and wins; else the Retry-After header, as
 * delta-seconds or an HTTP date (RFC 9110 §10.2.3).
 */
export function retryAfterSeconds(
  bodyValue: unknown,
  header: string | null,
  nowMs: number,
): number | undefined {
  const range = { ...RETRY_AFTER_SECONDS, fallback: Number.NaN };
  const fromBody = clampDelay(bodyValue, range);
  if (!Number.isNaN(fromBody)) return fromBody;
  const text = header?.trim();
  if (!text) return undefined;
  // Number('') and Number(' ') are 0 and Number('0x10') is 16: accept only plain decimal seconds.
  if (/^\d+(\.\d+)?$/.test(text)) return clampDelay(Number(text), range);
  // All three HTTP-date forms start with the day's name; Date.parse alone would take '-5' as a year.
  const date = /^[a-z]{3}/i.test(text) ? Date.parse(text) : Number.NaN;
  if (Number.isNaN(date)) return undefined;
  return clampDelay(Math.max(0, (date - nowMs) / 1000), range);
}
