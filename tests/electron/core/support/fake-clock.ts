// A manual clock for code that takes an injected Clock. Time moves only when a test calls advance(),
// which runs due timers in time order and lets pending promise callbacks settle between them, so
// async code driven by timers behaves as it would in real time, just instantly.
import type { Clock } from '../../../../electron/core/loop/types';

const MAX_TIMER_MS = 2 ** 31 - 1;

interface Timer {
  id: number;
  dueAt: number;
  /** The delay as requested (dueAt - now loses precision at epoch-sized times). */
  delay: number;
  fn: () => void;
}

/** Lets every queued promise callback (and any callbacks those queue) run. */
export async function flushMicrotasks(): Promise<void> {
  // setImmediate fires after the microtask queue has drained; a few rounds cover chained awaits.
  for (let i = 0; i < 5; i++) await new Promise<void>((resolve) => setImmediate(resolve));
}

export class FakeClock implements Clock {
  private current: number;
  private timers: Timer[] = [];
  private nextId = 1;

  constructor(start = 1_700_000_000_000) {
    this.current = start;
  }

  now(): number {
    return this.current;
  }

  setTimeout(fn: () => void, ms: number): number {
    const id = this.nextId++;
    // As Node and browsers do: a delay beyond 2^31 - 1 ms (or NaN) fires after 1 ms.
    const delay = ms > MAX_TIMER_MS || Number.isNaN(ms) ? 1 : Math.max(0, ms);
    this.timers.push({ id, dueAt: this.current + delay, delay, fn });
    return id;
  }

  clearTimeout(handle: unknown): void {
    this.timers = this.timers.filter((t) => t.id !== handle);
  }

  /** Timers not yet run, soonest first, with the delay each was set with. */
  pending(): { id: number; dueAt: number; delay: number }[] {
    return this.sorted().map(({ id, dueAt, delay }) => ({ id, dueAt, delay }));
  }

  /** Moves time forward by `ms`, running every timer that falls due, in order (ties: creation order). */
  async advance(ms: number): Promise<void> {
    const target = this.current + ms;
    await flushMicrotasks();
    for (;;) {
      const next = this.sorted()[0];
      if (!next || next.dueAt > target) break;
      this.timers = this.timers.filter((t) => t !== next);
      this.current = next.dueAt;
      next.fn();
      await flushMicrotasks();
    }
    this.current = target;
  }

  /** Advances exactly to the next timer and runs it (and any others due at the same instant). */
  async runNext(): Promise<number> {
    const next = this.sorted()[0];
    if (!next) throw new Error('FakeClock: no timer pending');
    const delay = next.dueAt - this.current;
    await this.advance(delay);
    return delay;
  }

  private sorted(): Timer[] {
    return [...this.timers].sort((a, b) => a.dueAt - b.dueAt || a.id - b.id);
  }
}
