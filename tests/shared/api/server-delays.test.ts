import { describe, expect, it } from 'vitest';
import {
  clampDelay,
  LONGPOLL_SECONDS,
  MAX_TIMER_MS,
  retryAfterSeconds,
  timerDelay,
  typingPeriodMs,
} from '../../../shared/api/server-delays';

const NOW = Date.parse('2026-01-01T00:00:00Z');

describe('server delays', () => {
  it.each([
    [90, 90],
    [20, 20],
    [3, 10], // below the floor
    [1e9, 600], // above the cap
    [Infinity, 600], // JSON.parse('1e999')
    [-5, 90], // invalid: the fallback
    [Number.NaN, 90],
    ['90', 90], // a string is not a number, whatever it says
    [null, 90],
    [undefined, 90],
  ])('long-poll seconds %j become %j', (value, expected) => {
    expect(clampDelay(value, LONGPOLL_SECONDS)).toBe(expected);
  });

  it('keeps typing periods between a second and five minutes', () => {
    expect(typingPeriodMs(10_000, 5_000)).toBe(10_000);
    expect(typingPeriodMs(0, 5_000)).toBe(1_000);
    expect(typingPeriodMs(3_000_000_000, 5_000)).toBe(300_000);
    expect(typingPeriodMs(-1, 5_000)).toBe(5_000);
    expect(typingPeriodMs(Number.NaN, 5_000)).toBe(5_000);
  });

  it('gives timers only delays they honour', () => {
    expect(timerDelay(1500)).toBe(1500);
    expect(timerDelay(2 ** 31)).toBe(MAX_TIMER_MS);
    expect(timerDelay(Infinity)).toBe(MAX_TIMER_MS);
    expect(timerDelay(-3)).toBe(0);
    expect(timerDelay(Number.NaN)).toBe(0);
  });
});

describe('retry-after', () => {
  it("prefers the body's float, capped at ten minutes", () => {
    expect(retryAfterSeconds(28.706807374954224, '29', NOW)).toBe(28.706807374954224);
    expect(retryAfterSeconds(1e9, '29', NOW)).toBe(600);
    expect(retryAfterSeconds(Infinity, null, NOW)).toBe(600);
    expect(retryAfterSeconds(0, null, NOW)).toBe(0);
  });

  it('falls back to the header when the body says nothing usable', () => {
    for (const body of [undefined, null, -1, Number.NaN, '30', 'soon', {}]) {
      expect(retryAfterSeconds(body, '12.5', NOW)).toBe(12.5);
    }
  });

  it('reads the header as seconds or an HTTP date, capped', () => {
    expect(retryAfterSeconds(undefined, '3000000', NOW)).toBe(600);
    expect(retryAfterSeconds(undefined, ' 7 ', NOW)).toBe(7);
    expect(retryAfterSeconds(undefined, 'Thu, 01 Jan 2026 00:01:30 GMT', NOW)).toBe(90);
    expect(retryAfterSeconds(undefined, 'Fri, 01 Jan 2027 00:00:00 GMT', NOW)).toBe(600);
    expect(retryAfterSeconds(undefined, 'Wed, 31 Dec 2025 23:00:00 GMT', NOW)).toBe(0); // past
  });

  it.each([null, '', '   ', '-5', '0x10', '1e9', 'soon', 'NaN'])('ignores the header %j', (header) => {
    expect(retryAfterSeconds(undefined, header, NOW)).toBeUndefined();
  });
});
