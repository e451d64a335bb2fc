import { describe, expect, it } from 'vitest';
import { FakeClock } from './fake-clock';

describe('FakeClock', () => {
  it('runs due timers in time order and lets promise chains started by one run before the next', async () => {
    const clock = new FakeClock(1000);
    const log: string[] = [];
    clock.setTimeout(() => log.push(`b@${clock.now()}`), 20);
    clock.setTimeout(() => {
      log.push(`a@${clock.now()}`);
      void Promise.resolve()
        .then(() => undefined)
        .then(() => {
          log.push('a-async');
          clock.setTimeout(() => log.push(`c@${clock.now()}`), 5);
        });
    }, 10);
    const cancelled = clock.setTimeout(() => log.push('never'), 15);
    clock.clearTimeout(cancelled);
    await clock.advance(30);
    expect(log).toEqual(['a@1010', 'a-async', 'c@1015', 'b@1020']);
    expect(clock.now()).toBe(1030);
    expect(clock.pending()).toEqual([]);
  });

  it('leaves timers that are not yet due, and runNext jumps to the next one', async () => {
    const clock = new FakeClock(0);
    let ran = false;
    clock.setTimeout(() => (ran = true), 500);
    await clock.advance(499);
    expect(ran).toBe(false);
    expect(clock.pending()).toEqual([{ id: 1, dueAt: 500, delay: 500 }]);
    expect(await clock.runNext()).toBe(1);
    expect(ran).toBe(true);
  });

  it('fires a delay beyond 2^31 - 1 ms (or NaN) after 1 ms, as Node does', () => {
    const clock = new FakeClock(0);
    clock.setTimeout(() => undefined, 2 ** 31 - 1);
    clock.setTimeout(() => undefined, 2 ** 31);
    clock.setTimeout(() => undefined, 3e12);
    clock.setTimeout(() => undefined, Number.NaN);
    expect(clock.pending().map((t) => t.delay)).toEqual([1, 1, 1, 2 ** 31 - 1]);
  });
});
