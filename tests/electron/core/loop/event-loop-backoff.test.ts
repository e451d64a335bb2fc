import { describe, expect, it } from 'vitest';
import { flushMicrotasks } from '../support/fake-clock';
import { httpError, networkError, timeoutError } from './scripted-transport';
import { createHarness } from './harness';

describe('event loop: transient failures', () => {
  it('waits a full-jitter backoff whose bound doubles from 100 ms to a 10 s cap', async () => {
    const randoms = [0.99, 0.2, 0.999, 0.5, 0.75, 0.1, 0.999, 0.999, 0.999, 0.3];
    let i = 0;
    const h = createHarness({ random: () => randoms[i++ % randoms.length] as number });
    await h.connect('q1', 10);
    const expectedBounds = [100, 200, 400, 800, 1600, 3200, 6400, 10_000, 10_000, 10_000];
    for (const [n, bound] of expectedBounds.entries()) {
      await h.failLast(networkError());
      const wait = h.pendingDelay();
      expect(wait).toBeLessThanOrEqual(bound);
      expect(wait).toBeCloseTo((randoms[n] as number) * bound, 6);
      expect(h.loop.state()).toMatchObject({ status: 'reconnecting', failures: n + 1 });
      expect(h.loop.state().nextRetryAt).toBe(h.clock.now() + wait);
      await h.clock.runNext();
      // The same queue, from the same id, without blocking, so a recovered server answers at once.
      expect(h.transport.lastPoll().request).toEqual({ queueId: 'q1', lastEventId: 10, dontBlock: true });
    }
    expect(h.transport.registers()).toHaveLength(1);
  });

  it('one success resets the backoff and returns to blocking polls', async () => {
    const h = createHarness({ random: () => 0.999 });
    await h.connect('q1', 0);
    for (let n = 0; n < 4; n++) {
      await h.failLast(timeoutError());
      await h.clock.runNext();
    }
    expect(h.loop.state()).toMatchObject({ status: 'reconnecting', failures: 4 });
    await h.answerPoll([]);
    expect(h.transport.lastPoll().request.dontBlock).toBe(false);
    expect(h.loop.state()).toEqual({ status: 'connected', failures: 0 });
    await h.failLast(httpError(502, null));
    expect(h.pendingDelay()).toBeCloseTo(99.9, 6); // back to the first bound
  });

  it('treats 5xx and 429 as transient', async () => {
    const h = createHarness();
    await h.connect('q1', 0);
    await h.failLast(httpError(503, null));
    await h.clock.runNext();
    await h.failLast(httpError(429, 'RATE_LIMIT_HIT'));
    await h.clock.runNext();
    expect(h.transport.registers()).toHaveLength(1);
    expect(h.transport.polls().map((p) => p.request.queueId)).toEqual(['q1', 'q1', 'q1']);
  });

  it('on 429 waits at least retry-after', async () => {
    const h = createHarness({ random: () => 0.999 });
    await h.connect('q1', 0);
    await h.failLast(httpError(429, 'RATE_LIMIT_HIT', { retryAfterSeconds: 2.5 }));
    expect(h.pendingDelay()).toBe(2500);
    await h.clock.advance(2499);
    expect(h.transport.polls()).toHaveLength(1);
    await h.clock.advance(1);
    expect(h.transport.polls()).toHaveLength(2);
    expect(h.transport.lastPoll().request.dontBlock).toBe(true);
  });

  it('retries a transiently failing register with the same backoff, then polls normally', async () => {
    const h = createHarness({ random: () => 0.999 });
    h.loop.start();
    await h.failLast(networkError());
    expect(h.pendingDelay()).toBeCloseTo(99.9, 6);
    await h.clock.runNext();
    await h.failLast(httpError(500, null));
    expect(h.pendingDelay()).toBeCloseTo(199.8, 6);
    await h.clock.runNext();
    expect(h.transport.calls.map((c) => c.kind)).toEqual(['register', 'register', 'register']);
    h.transport
      .lastRegister()
      .resolve({ queue_id: 'q9', last_event_id: 0, zulip_feature_level: 1, realm_name: 'x' });
    await flushMicrotasks();
    expect(h.snapshots.map((s) => s.generation)).toEqual([1]);
    expect(h.transport.lastPoll().request).toEqual({ queueId: 'q9', lastEventId: 0, dontBlock: false });
  });
});
