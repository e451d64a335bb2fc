// POST /register, GET /events (long polling) and DELETE /events.
import { deleteQueue, getEvents, register } from '../../shared/api/queue';
import type { QueuedEvent } from '../events/event-queue';
import { ApiFailure, badRequest } from '../http/failure';
import { route, type AuthedContext } from '../http/route';
import { buildSnapshot } from '../snapshot/build';

/** Longer than the longest heartbeat wait (55 s), as the real server's default of 90. */
const LONGPOLL_TIMEOUT_SECONDS = 90;

const badQueue = (queueId: string) =>
  new ApiFailure(400, 'BAD_EVENT_QUEUE_ID', `Bad event queue ID: ${queueId}`, { queue_id: queueId });

export const queueRoutes = [
  route(register, ({ realm, queues, user }, params) => {
    const eventTypes = params.event_types ? new Set(params.event_types) : null;
    const fetchTypes = params.fetch_event_types ? new Set(params.fetch_event_types) : eventTypes;
    const capabilities = params.client_capabilities ?? {};
    const clientGravatar = params.client_gravatar ?? true;
    const snapshot = buildSnapshot(realm, user, {
      fetchTypes,
      eventTypes,
      clientGravatar,
      includeSubscribers: params.include_subscribers === true || params.include_subscribers === 'partial',
      capabilities,
      longpollTimeoutSeconds: LONGPOLL_TIMEOUT_SECONDS,
    });
    // The queue is made after the snapshot, and nothing runs between the two, so no event is lost.
    const queue = queues.register({
      userId: user.user_id,
      eventTypes,
      applyMarkdown: params.apply_markdown ?? false,
      clientGravatar,
      allPublicStreams: params.all_public_streams ?? false,
      capabilities,
      narrow: params.narrow ?? [],
      emptyTopicDisplayName: realm.settings.empty_topic_display_name,
    });
    return { ...snapshot, queue_id: queue.id, last_event_id: queue.lastEventId };
  }),

  route(getEvents, (ctx, params) => {
    if (params.queue_id === undefined) {
      throw new ApiFailure(400, 'REQUEST_VARIABLE_MISSING', "Missing 'queue_id' argument", {
        var_name: 'queue_id',
      });
    }
    if (params.last_event_id === undefined) {
      throw new ApiFailure(400, 'REQUEST_VARIABLE_MISSING', "Missing 'last_event_id' argument", {
        var_name: 'last_event_id',
      });
    }
    const queue = ctx.queues.get(params.queue_id, ctx.user.user_id);
    if (!queue) throw badQueue(params.queue_id);
    const problem = queue.prune(params.last_event_id);
    if (problem) throw badRequest(problem);
    const pending = queue.pending();
    if (pending.length > 0 || params.dont_block) {
      queue.lastConnection = Date.now() / 1000;
      return { events: pending, queue_id: queue.id };
    }
    return waitForEvents(ctx, queue.id, params.queue_id);
  }),

  route(deleteQueue, ({ queues, user }, { queue_id }) => {
    const queue = queues.get(queue_id, user.user_id);
    if (!queue) throw badQueue(queue_id);
    queues.delete(queue);
    return {};
  }),
];

function waitForEvents(
  ctx: AuthedContext,
  queueId: string,
  requested: string,
): Promise<{ events: QueuedEvent[]; queue_id: string }> {
  const queue = ctx.queues.get(queueId, ctx.user.user_id);
  if (!queue) throw badQueue(requested);
  return new Promise((resolve, reject) => {
    const detach = ctx.queues.attach(queue, {
      deliver: (events) => resolve({ events, queue_id: queue.id }),
      fail: () => reject(badQueue(queue.id)),
      cut: () => {
        ctx.cut();
        reject(new ApiFailure(502, 'BAD_REQUEST', 'Connection cut by restart'));
      },
    });
    ctx.signal.addEventListener('abort', detach, { once: true });
  });
}
