import { describe, expect, it } from 'vitest';
import { flushMicrotasks } from '../support/fake-clock';
import { httpError, networkError, snapshot } from './scripted-transport';
import { createHarness } from './harness';
import { plainIntl } from '../../../support/intl';

describe('event loop: lost queues and unexpected errors', () => {
  it('BAD_EVENT_QUEUE_ID re-registers at once and sends a new snapshot with the next generation', async () => {
    const h = createHarness();
    await h.connect('q1', 0);
    await h.answerPoll([{ id: 1, type: 'message' }]);
    await h.failLast(httpError(400, 'BAD_EVENT_QUEUE_ID', { extra: { queue_id: 'q1' } }));
    expect(h.clock.pending()).toEqual([]);
    h.transport.lastRegister().resolve(snapshot('q2', 50));
    await flushMicrotasks();
    expect(h.snapshots.map((s) => [s.snapshot.queue_id, s.generation])).toEqual([
      ['q1', 1],
      ['q2', 2],
    ]);
    expect(h.transport.lastPoll().request).toEqual({ queueId: 'q2', lastEventId: 50, dontBlock: false });
    await h.answerPoll([{ id: 51, type: 'message' }]);
    expect(h.batches.at(-1)?.generation).toBe(2);
    expect(h.transport.polls().filter((p) => p.request.queueId === 'q1')).toHaveLength(2);
  });

  it('a queue that is bad straight after its register waits on the unexpected backoff', async () => {
    const h = createHarness({ random: () => 0.999 });
    await h.connect('q1', 0);
    await h.failLast(httpError(400, 'BAD_EVENT_QUEUE_ID'));
    expect(h.pendingDelay()).toBeCloseTo(99.9, 6);
  });

  it('another 4xx re-registers after the unexpected backoff, never reusing the queue', async () => {
    const h = createHarness({ random: () => 0.5 });
    await h.connect('q1', 0);
    await h.answerPoll([]);
    await h.failLast(httpError(400, 'BAD_REQUEST'));
    expect(h.pendingDelay()).toBe(50);
    expect(h.loop.state()).toMatchObject({ status: 'reconnecting', failures: 1 });
    expect(h.loop.state().lastError).toContain('BAD_REQUEST');
    await h.clock.runNext();
    expect(h.transport.last().kind).toBe('register');
    expect(h.warnings).toHaveLength(1);
  });

  it("words the last error in the window's language each time, so a language switch rewords it", async () => {
    let intl = plainIntl();
    const h = createHarness({ intl: () => intl });
    await h.connect('q1', 0);
    await h.failLast(networkError());
    const inEnglish = h.loop.state().lastError;
    expect(inEnglish).toMatch(/^Could not reach the server/);
    intl = plainIntl('de');
    const inGerman = h.loop.state().lastError;
    expect(inGerman).toBeDefined();
    expect(inGerman).not.toBe(inEnglish);
    expect(inGerman).not.toMatch(/Could not reach/);
  });

  it('the unexpected backoff grows to 60 s and resets only after a register and a good first poll', async () => {
    const h = createHarness({ random: () => 0.999 });
    await h.connect('q1', 0);
    const bounds = [100, 200, 400, 800, 1600, 3200, 6400, 12_800, 25_600, 51_200, 60_000, 60_000];
    for (const [n, bound] of bounds.entries()) {
      await h.failLast(httpError(404, 'BAD_REQUEST')); // the first poll of each new queue fails
      expect(h.pendingDelay()).toBeCloseTo(bound * 0.999, 6);
      await h.clock.runNext();
      h.transport.lastRegister().resolve(snapshot(`q${n + 2}`));
      await flushMicrotasks();
    }
    await h.answerPoll([]); // a register and its first poll have now both succeeded
    await h.failLast(httpError(400, 'BAD_REQUEST'));
    expect(h.pendingDelay()).toBeCloseTo(99.9, 6);
  });

  it('a malformed batch (not a list, or an event without an id) is not forwarded and re-registers', async () => {
    for (const bad of [
      { events: [] },
      [{ id: 1, type: 'message' }, { type: 'message' }],
      [{ id: '2', type: 'x' }],
    ]) {
      const h = createHarness();
      await h.connect('q1', 0);
      await h.answerPoll(bad);
      expect(h.batches).toEqual([]);
      expect(h.loop.state().lastError).toMatch(/^The server sent events that cannot be read \(/);
      await h.clock.runNext();
      expect(h.transport.last().kind).toBe('register');
    }
  });

  it('an exception in onEvents does not advance last_event_id and re-registers after a backoff', async () => {
    const h = createHarness();
    await h.connect('q1', 10);
    h.hooks.onEvents = () => {
      throw new Error('reducer bug');
    };
    await h.answerPoll([{ id: 11, type: 'message' }]);
    expect(h.loop.state()).toMatchObject({
      status: 'reconnecting',
      lastError: expect.stringContaining('could not apply what the server sent (reducer bug)'),
    });
    expect(h.loop.currentQueue()).toBeUndefined(); // the old queue is dropped, not advanced
    await h.clock.runNext();
    expect(h.transport.last().kind).toBe('register');
    h.hooks.onEvents = undefined;
    h.transport.lastRegister().resolve(snapshot('q2', 20));
    await flushMicrotasks();
    // The old queue is never polled again, in particular not from id 11.
    expect(h.transport.polls().map((p) => p.request)).toEqual([
      { queueId: 'q1', lastEventId: 10, dontBlock: false },
      { queueId: 'q2', lastEventId: 20, dontBlock: false },
    ]);
    expect(h.snapshots.at(-1)?.generation).toBe(2);
  });

  it('a register rejected with a 4xx other than 401 waits on the unexpected backoff', async () => {
    const h = createHarness({ random: () => 0.999 });
    h.loop.start();
    await h.failLast(httpError(400, 'BAD_REQUEST'));
    expect(h.pendingDelay()).toBeCloseTo(99.9, 6);
    await h.clock.runNext();
    await h.failLast(httpError(400, 'BAD_REQUEST'));
    expect(h.pendingDelay()).toBeCloseTo(199.8, 6);
  });
});

describe('event loop: authentication', () => {
  it('401 on a poll stops with auth-failed', async () => {
    const h = createHarness();
    await h.connect();
    await h.failLast(httpError(401, 'INVALID_API_KEY'));
    expect(h.loop.state()).toMatchObject({ status: 'auth-failed' });
    expect(h.loop.state().lastError).toContain('INVALID_API_KEY');
    expect(h.clock.pending()).toEqual([]);
    await h.clock.advance(120_000);
    expect(h.transport.calls).toHaveLength(2);
  });

  it('401 on register stops with auth-failed; start() tries again', async () => {
    const h = createHarness();
    h.loop.start();
    await h.failLast(httpError(401, 'USER_DEACTIVATED'));
    expect(h.loop.state().status).toBe('auth-failed');
    expect(h.clock.pending()).toEqual([]);
    h.loop.start();
    expect(h.transport.registers()).toHaveLength(2);
  });
});

describe('event loop: wake and stop', () => {
  it('wake() during a backoff polls at once with dont_block and cancels the timer', async () => {
    const h = createHarness({ random: () => 0.999 });
    await h.connect('q1', 4);
    await h.failLast(networkError());
    await h.clock.runNext();
    await h.failLast(networkError());
    expect(h.clock.pending()).toHaveLength(1);
    h.loop.wake();
    expect(h.clock.pending()).toEqual([]);
    expect(h.transport.polls()).toHaveLength(3);
    expect(h.transport.lastPoll().request).toEqual({ queueId: 'q1', lastEventId: 4, dontBlock: true });
    expect(h.loop.state().nextRetryAt).toBeUndefined();
  });

  it('wake() during a long poll replaces it with a dont_block poll', async () => {
    const h = createHarness();
    await h.connect('q1', 4);
    const first = h.transport.lastPoll();
    h.loop.wake();
    expect(first.signal.aborted).toBe(true);
    expect(h.transport.lastPoll().request).toEqual({ queueId: 'q1', lastEventId: 4, dontBlock: true });
    await flushMicrotasks();
    expect(h.loop.state().failures).toBe(0); // our own abort is not a failure
  });

  it('wake() from inside onEvents is ignored, so the batch is not fetched twice', async () => {
    const h = createHarness();
    await h.connect('q1', 0);
    h.hooks.onEvents = () => h.loop.wake();
    await h.answerPoll([{ id: 1, type: 'message' }]);
    expect(h.transport.polls().map((p) => p.request)).toEqual([
      { queueId: 'q1', lastEventId: 0, dontBlock: false },
      { queueId: 'q1', lastEventId: 1, dontBlock: false },
    ]);
  });

  it('wake() while waiting to re-register registers at once', async () => {
    const h = createHarness();
    await h.connect('q1', 0);
    await h.failLast(httpError(400, 'BAD_REQUEST'));
    h.loop.wake();
    expect(h.transport.last().kind).toBe('register');
    expect(h.clock.pending()).toEqual([]);
  });

  it('stop() aborts the request in flight and ignores its late answer', async () => {
    const h = createHarness();
    await h.connect('q1', 0);
    const poll = h.transport.lastPoll();
    h.loop.stop();
    expect(poll.signal.aborted).toBe(true);
    expect(h.loop.state().status).toBe('stopped');
    await flushMicrotasks();
    expect(h.batches).toEqual([]);
    expect(h.transport.calls).toHaveLength(2);
  });

  it('stop() during a backoff clears the timer', async () => {
    const h = createHarness();
    await h.connect('q1', 0);
    await h.failLast(networkError());
    h.loop.stop();
    expect(h.clock.pending()).toEqual([]);
    await h.clock.advance(60_000);
    expect(h.transport.calls).toHaveLength(2);
    expect(h.states.at(-1)?.status).toBe('stopped');
  });

  it('reports each state change once', async () => {
    const h = createHarness({ random: () => 0.5 });
    await h.connect('q1', 0);
    await h.failLast(networkError());
    await h.clock.runNext();
    await h.answerPoll([]);
    expect(h.states.map((s) => s.status)).toEqual([
      'registering',
      'connected',
      'reconnecting', // waiting, with nextRetryAt
      'reconnecting', // dont_block poll in flight
      'connected',
    ]);
    expect(h.states[2]).toEqual({
      status: 'reconnecting',
      failures: 1,
      nextRetryAt: expect.any(Number),
      lastError: expect.stringContaining('Could not reach the server'),
    });
  });
});
