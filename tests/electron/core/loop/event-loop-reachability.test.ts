// The loop's reachability step and offline state, driven with the fake clock: after sleep, a proxy
// change or the network coming back, a cheap check runs before polling; a failed check says
// "unreachable" with the next try; while the computer says the network is gone, nothing is in flight
// and no failure is counted.
import { describe, expect, it } from 'vitest';
import { createEventLoop, OFFLINE_CHECK_MS } from '../../../../electron/core/loop/event-loop';
import type { ConnectionState } from '../../../../electron/core/loop/types';
import { FakeClock, flushMicrotasks } from '../support/fake-clock';
import { createHarness } from './harness';
import {
  httpError,
  networkError,
  snapshot,
  ScriptedTransport,
  type TestSnapshot,
} from './scripted-transport';

describe('event loop: reachability and offline', () => {
  it('checkServer cuts the open poll short, checks, then polls the same queue with dont_block', async () => {
    const h = createHarness();
    await h.connect('q1', 7);
    const stale = h.transport.lastPoll();
    h.loop.checkServer();
    expect(stale.signal.aborted).toBe(true);
    expect(h.transport.lastCheck().settled).toBe(false);
    expect(h.loop.state().status).toBe('checking');
    h.transport.lastCheck().resolve();
    await flushMicrotasks();
    expect(h.transport.lastPoll().request).toEqual({ queueId: 'q1', lastEventId: 7, dontBlock: true });
    expect(h.transport.registers()).toHaveLength(1);
    await h.answerPoll([]);
    expect(h.loop.state()).toEqual({ status: 'connected', failures: 0 });
  });

  it('a failed check is "unreachable" with the next try, and the next try is another check', async () => {
    const h = createHarness({ random: () => 0.5 });
    await h.connect();
    h.loop.checkServer();
    await h.failLast(httpError(503, null));
    const state = h.loop.state();
    expect(state.status).toBe('unreachable');
    expect(state.failures).toBe(1);
    expect(state.lastError).toMatch(/HTTP 503/);
    expect(state.nextRetryAt).toBe(h.clock.now() + h.pendingDelay());
    await h.clock.runNext();
    expect(h.transport.last().kind).toBe('check');
    // Checking again after a failure is still "unreachable" until the server answers.
    expect(h.loop.state().status).toBe('unreachable');
    h.transport.lastCheck().resolve();
    await flushMicrotasks();
    expect(h.transport.last().kind).toBe('poll');
    await h.answerPoll([]);
    expect(h.loop.state()).toEqual({ status: 'connected', failures: 0 });
  });

  it('offline: nothing in flight, no failure counted, a check now and then', async () => {
    const h = createHarness();
    await h.connect();
    const open = h.transport.lastPoll();
    h.loop.networkChanged(false);
    expect(open.signal.aborted).toBe(true);
    expect(h.loop.state()).toEqual({
      status: 'offline',
      failures: 0,
      nextRetryAt: h.clock.now() + OFFLINE_CHECK_MS,
    });
    const calls = h.transport.calls.length;
    await h.clock.advance(OFFLINE_CHECK_MS);
    expect(h.transport.calls).toHaveLength(calls + 1);
    await h.failLast(networkError());
    // Still no network: still offline, still nothing counted.
    expect(h.loop.state()).toMatchObject({ status: 'offline', failures: 0 });
    expect(h.pendingDelay()).toBe(OFFLINE_CHECK_MS);
  });

  it('back online: checks, then polls the queue it had; a failed check counts then', async () => {
    const h = createHarness();
    await h.connect('q1', 3);
    h.loop.networkChanged(false);
    h.loop.networkChanged(true);
    expect(h.loop.state().status).toBe('checking');
    await h.failLast(networkError());
    expect(h.loop.state()).toMatchObject({ status: 'unreachable', failures: 1 });
    await h.clock.runNext();
    h.transport.lastCheck().resolve();
    await flushMicrotasks();
    expect(h.transport.lastPoll().request).toEqual({ queueId: 'q1', lastEventId: 3, dontBlock: true });
  });

  it('a poll failing while offline is not counted, and "Retry now" checks at once', async () => {
    const h = createHarness();
    await h.connect();
    h.loop.networkChanged(false);
    h.loop.wake();
    expect(h.transport.last().kind).toBe('check');
    await h.failLast(networkError());
    expect(h.loop.state()).toMatchObject({ status: 'offline', failures: 0 });
  });

  it('a register that fails while the network is down leaves the loop offline, not failing', async () => {
    const h = createHarness();
    h.loop.networkChanged(false);
    h.loop.start();
    await h.failLast(networkError());
    expect(h.loop.state()).toMatchObject({ status: 'offline', failures: 0 });
    h.loop.networkChanged(true);
    h.transport.lastCheck().resolve();
    await flushMicrotasks();
    h.transport.lastRegister().resolve(snapshot('q2'));
    await flushMicrotasks();
    expect(h.loop.state()).toEqual({ status: 'connected', failures: 0 });
  });

  it('does nothing once stopped', async () => {
    const h = createHarness();
    await h.connect();
    h.loop.stop();
    const calls = h.transport.calls.length;
    h.loop.checkServer();
    h.loop.networkChanged(true);
    h.loop.networkChanged(false);
    expect(h.transport.calls).toHaveLength(calls);
    expect(h.loop.state().status).toBe('stopped');
  });

  it('without a check of its transport, checkServer polls at once with dont_block', async () => {
    const clock = new FakeClock();
    const scripted = new ScriptedTransport();
    const states: ConnectionState[] = [];
    const loop = createEventLoop<TestSnapshot>({
      transport: {
        register: (signal) => scripted.register(signal),
        getEvents: (request, timeoutMs, signal) => scripted.getEvents(request, timeoutMs, signal),
      },
      clock,
      onSnapshot: () => undefined,
      onEvents: () => undefined,
      onState: (state) => states.push(state),
    });
    loop.start();
    scripted.lastRegister().resolve(snapshot('q1', 5));
    await flushMicrotasks();
    loop.checkServer();
    expect(scripted.lastPoll().request).toEqual({ queueId: 'q1', lastEventId: 5, dontBlock: true });
    expect(states.map((s) => s.status)).not.toContain('checking');
  });
});
