import { describe, expect, it } from 'vitest';
import {
  describeConnection,
  formatClock,
  formatCountdown,
} from '../../../renderer/src/features/connection/describe-connection';

const at = (h: number, m: number, s: number) => new Date(2026, 0, 5, h, m, s).getTime();

describe('describeConnection', () => {
  it('says Connected when connected', () => {
    expect(describeConnection({ status: 'connected', failures: 0 }, 'up', 0)).toMatchObject({
      tone: 'ok',
      text: 'Connected',
      canRetryNow: false,
    });
  });

  it('gives the next attempt as a wall-clock time with a countdown and offers Retry now', () => {
    const model = describeConnection(
      { status: 'reconnecting', nextRetryAt: at(9, 5, 7), lastError: 'Server unreachable', failures: 3 },
      'up',
      at(9, 4, 55),
    );
    expect(model).toMatchObject({
      text: 'Reconnecting — next try at 09:05:07',
      countdown: 'in 12 s',
      detail: 'Server unreachable',
      canRetryNow: true,
    });
  });

  it('reports a refused key as signed out and a lost link to main before anything else', () => {
    expect(describeConnection({ status: 'auth-failed', failures: 1 }, 'up', 0).text).toMatch(/^Signed out/);
    expect(describeConnection({ status: 'connected', failures: 0 }, 'down', 0).text).toMatch(
      /Lost the connection/,
    );
  });

  it('formats clocks and countdowns', () => {
    expect(formatClock(at(23, 0, 9))).toBe('23:00:09');
    expect(formatCountdown(125_000)).toBe('in 2 min 5 s');
    expect(formatCountdown(-5)).toBe('in 0 s');
  });
});
