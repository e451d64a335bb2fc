// Event-queue semantics over real HTTP: blocking, heartbeats, dont_block, pruning, filtering,
// expiry and deletion.
import { describe, expect, it } from 'vitest';
import { deleteQueue, getEvents, register } from '../../../shared/api/queue';
import { useTestServer } from '../support/test-server';

const get = useTestServer({ heartbeatSeconds: 0.4, queueTimeoutSeconds: 1 });

function emitTo(userId: number, event: Record<string, unknown> & { type: string }): void {
  get().server.realm.emit([userId], event);
}

describe('GET /events', () => {
  it('blocks until an event arrives, then answers with it', async () => {
    const me = get().account('member');
    const queue = await get().queue(me);
    const poll = get().ok(getEvents, { queue_id: queue.queueId, last_event_id: queue.lastEventId }, me);
    let settled = false;
    void poll.then(() => (settled = true));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(settled).toBe(false);
    emitTo(me.user_id, { type: 'alert_words', alert_words: ['ping'] });
    const { events } = await poll;
    expect(events).toEqual([{ type: 'alert_words', alert_words: ['ping'], id: 0 }]);
  });

  it('answers a waiting poll with a heartbeat after the configured interval', async () => {
    const me = get().account('member');
    const queue = await get().queue(me);
    const started = Date.now();
    const { events } = await get().ok(getEvents, { queue_id: queue.queueId, last_event_id: -1 }, me);
    expect(events).toEqual([{ type: 'heartbeat', id: 0 }]);
    expect(Date.now() - started).toBeGreaterThanOrEqual(300);
  });

  it('returns at once with dont_block, possibly empty', async () => {
    const me = get().account('member');
    const queue = await get().queue(me);
    const { events } = await get().ok(
      getEvents,
      { queue_id: queue.queueId, last_event_id: -1, dont_block: true },
      me,
    );
    expect(events).toEqual([]);
  });

  it('prunes confirmed events and rejects ids that make no sense', async () => {
    const me = get().account('member');
    const queue = await get().queue(me);
    emitTo(me.user_id, { type: 'alert_words', alert_words: ['a'] });
    emitTo(me.user_id, { type: 'alert_words', alert_words: ['b'] });
    const first = await get().ok(
      getEvents,
      { queue_id: queue.queueId, last_event_id: -1, dont_block: true },
      me,
    );
    expect(first.events.map((e) => e.id)).toEqual([0, 1]);
    const second = await get().ok(
      getEvents,
      { queue_id: queue.queueId, last_event_id: 0, dont_block: true },
      me,
    );
    expect(second.events.map((e) => e.id)).toEqual([1]);
    const stale = await get().fails(
      getEvents,
      { queue_id: queue.queueId, last_event_id: -1 },
      me,
      400,
      'BAD_REQUEST',
    );
    expect(stale.msg).toMatch(/already been pruned/);
    const future = await get().fails(
      getEvents,
      { queue_id: queue.queueId, last_event_id: 9 },
      me,
      400,
      'BAD_REQUEST',
    );
    expect(future.msg).toBe('Event 9 was not in this queue');
    await get().fails(getEvents, { queue_id: queue.queueId } as never, me, 400, 'REQUEST_VARIABLE_MISSING');
  });

  it('delivers only the registered event types (heartbeats always)', async () => {
    const me = get().account('member');
    const queue = await get().queue(me, { event_types: ['user_status'] });
    emitTo(me.user_id, { type: 'alert_words', alert_words: ['x'] });
    emitTo(me.user_id, { type: 'user_status', user_id: me.user_id, status_text: 'busy' });
    const events = await queue.drain();
    expect(events.map((e) => e.type)).toEqual(['user_status']);
  });

  it('refuses unknown queues and queues of other users with BAD_EVENT_QUEUE_ID', async () => {
    const me = get().account('member');
    const other = get().account('member2');
    const queue = await get().queue(me);
    const body = await get().fails(
      getEvents,
      { queue_id: 'nope', last_event_id: -1 },
      me,
      400,
      'BAD_EVENT_QUEUE_ID',
    );
    expect(body).toMatchObject({ queue_id: 'nope', msg: 'Bad event queue ID: nope' });
    await get().fails(
      getEvents,
      { queue_id: queue.queueId, last_event_id: -1 },
      other,
      400,
      'BAD_EVENT_QUEUE_ID',
    );
  });

  it('expires a queue nobody polls after the idle timeout', async () => {
    const me = get().account('member');
    const queue = await get().queue(me);
    await new Promise((resolve) => setTimeout(resolve, 1300));
    const body = await get().fails(
      getEvents,
      { queue_id: queue.queueId, last_event_id: -1, dont_block: true },
      me,
      400,
      'BAD_EVENT_QUEUE_ID',
    );
    expect(body.queue_id).toBe(queue.queueId);
  });

  it('keeps a queue alive while a poll is attached', async () => {
    const me = get().account('member');
    const queue = await get().queue(me);
    // Three heartbeats in a row span longer than the 1 s idle timeout.
    let last = -1;
    for (let i = 0; i < 3; i++) {
      const { events } = await get().ok(getEvents, { queue_id: queue.queueId, last_event_id: last }, me);
      last = events[events.length - 1]?.id ?? last;
    }
    const alive = await get().ok(
      getEvents,
      { queue_id: queue.queueId, last_event_id: last, dont_block: true },
      me,
    );
    expect(alive.events).toEqual([]);
  });
});

describe('DELETE /events', () => {
  it('deletes a queue once; a second delete is BAD_EVENT_QUEUE_ID', async () => {
    const me = get().account('member');
    const snapshot = await get().ok(register, { event_types: ['message'] }, me);
    const queueId = snapshot.queue_id as string;
    await get().ok(deleteQueue, { queue_id: queueId }, me);
    await get().fails(deleteQueue, { queue_id: queueId }, me, 400, 'BAD_EVENT_QUEUE_ID');
    await get().fails(getEvents, { queue_id: queueId, last_event_id: -1 }, me, 400, 'BAD_EVENT_QUEUE_ID');
  });
});
