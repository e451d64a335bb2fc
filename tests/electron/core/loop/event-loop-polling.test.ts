import { describe, expect, it } from 'vitest';
import { flushMicrotasks } from '../support/fake-clock';
import { createHarness } from './harness';

describe('event loop: registering and polling', () => {
  it('registers, hands over the snapshot, then long-polls the new queue', async () => {
    const h = createHarness();
    expect(h.loop.state().status).toBe('idle');
    h.loop.start();
    expect(h.loop.state().status).toBe('registering');
    expect(h.transport.calls).toHaveLength(1);
    h.transport.lastRegister().resolve({
      queue_id: 'q1',
      last_event_id: 41,
      zulip_feature_level: 250,
      zulip_version: '9.0',
      realm_name: 'Test',
    });
    await flushMicrotasks();
    expect(h.snapshots).toEqual([{ snapshot: expect.objectContaining({ queue_id: 'q1' }), generation: 1 }]);
    const poll = h.transport.lastPoll();
    expect(poll.request).toEqual({ queueId: 'q1', lastEventId: 41, dontBlock: false });
    expect(poll.timeoutMs).toBe(95_000); // fallback 90 s + 5 s margin
    expect(h.loop.state()).toEqual({ status: 'connected', failures: 0 });
    expect(h.loop.serverInfo()).toEqual({ featureLevel: 250, version: '9.0', mergeBase: undefined });
  });

  it("uses the server's long-poll timeout plus the margin", async () => {
    const h = createHarness();
    await h.connect('q1', -1, { event_queue_longpoll_timeout_seconds: 20 });
    expect(h.transport.lastPoll().timeoutMs).toBe(25_000);
  });

  it('forwards each batch in order and advances last_event_id to its highest id', async () => {
    const h = createHarness();
    await h.connect('q1', 3);
    const batch = [
      { id: 4, type: 'message', message: { id: 100 } },
      { id: 9, type: 'typing', op: 'start' },
    ];
    await h.answerPoll(batch);
    expect(h.batches).toEqual([{ events: batch, generation: 1 }]);
    expect(h.transport.lastPoll().request).toEqual({ queueId: 'q1', lastEventId: 9, dontBlock: false });
    await h.answerPoll([{ id: 12, type: 'presence' }]);
    expect(h.batches.map((b) => b.events.map((e) => e.id))).toEqual([[4, 9], [12]]);
    expect(h.transport.lastPoll().request.lastEventId).toBe(12);
  });

  it('advances last_event_id only after onEvents returned for the whole batch', async () => {
    const h = createHarness();
    await h.connect('q1', 0);
    const seenWhileHandling: unknown[] = [];
    h.hooks.onEvents = () => seenWhileHandling.push([h.transport.polls().length, h.loop.currentQueue()]);
    await h.answerPoll([
      { id: 1, type: 'message' },
      { id: 2, type: 'message' },
    ]);
    // While the batch was being handled: no new poll yet, and the position still before the batch.
    expect(seenWhileHandling).toEqual([[1, { queueId: 'q1', lastEventId: 0 }]]);
    expect(h.loop.currentQueue()).toEqual({ queueId: 'q1', lastEventId: 2 });
    expect(h.transport.lastPoll().request.lastEventId).toBe(2);
  });

  it('does not forward heartbeats but advances past them', async () => {
    const h = createHarness();
    await h.connect('q1', 5);
    await h.answerPoll([{ id: 6, type: 'heartbeat' }]);
    expect(h.batches).toEqual([]);
    expect(h.transport.lastPoll().request.lastEventId).toBe(6);
    await h.answerPoll([
      { id: 7, type: 'heartbeat' },
      { id: 8, type: 'reaction', op: 'add' },
    ]);
    expect(h.batches).toEqual([{ events: [{ id: 8, type: 'reaction', op: 'add' }], generation: 1 }]);
    expect(h.transport.lastPoll().request.lastEventId).toBe(8);
  });

  it('forwards a restart event and updates the stored server version and feature level', async () => {
    const h = createHarness();
    await h.connect('q1', 0, { zulip_feature_level: 200, zulip_version: '8.0' });
    const restart = {
      id: 1,
      type: 'restart',
      zulip_version: '10.1',
      zulip_merge_base: '10.1',
      zulip_feature_level: 320,
      server_generation: 1700,
    };
    await h.answerPoll([restart]);
    expect(h.batches[0]?.events).toEqual([restart]);
    expect(h.loop.serverInfo()).toEqual({ featureLevel: 320, version: '10.1', mergeBase: '10.1' });
    // Same queue after a restart: queue ids survive server restarts.
    expect(h.transport.lastPoll().request).toEqual({ queueId: 'q1', lastEventId: 1, dontBlock: false });
  });

  it('an empty batch keeps polling the same queue from the same id', async () => {
    const h = createHarness();
    await h.connect('q1', 7);
    await h.answerPoll([]);
    expect(h.transport.polls()).toHaveLength(2);
    expect(h.transport.lastPoll().request).toEqual({ queueId: 'q1', lastEventId: 7, dontBlock: false });
  });

  it('start() while running does nothing', async () => {
    const h = createHarness();
    await h.connect();
    h.loop.start();
    expect(h.transport.registers()).toHaveLength(1);
  });
});
