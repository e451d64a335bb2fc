// Every event queue of the server: registration, fan-out of realm events, long polling with
// heartbeats, and garbage collection of queues nobody polls any more.
import { randomBytes } from 'node:crypto';
import { EventQueue, type QueueOptions, type QueuedEvent, type Waiter } from './event-queue';
import { adaptEventForQueue } from './adapt-event';

export interface QueueManagerOptions {
  /** Seconds an idle queue lives; the real server uses 600. */
  queueTimeoutSeconds: number;
  /** Seconds a poll waits before a heartbeat; null = the real server's 45 + random(0..10). */
  heartbeatSeconds: number | null;
  now?: () => number;
}

type EventInput = Record<string, unknown> | ((userId: number) => Record<string, unknown> | null);

export class QueueManager {
  private queues = new Map<string, EventQueue>();
  private byUser = new Map<number, Set<EventQueue>>();
  private gcTimer: NodeJS.Timeout;
  private heartbeatTimers = new Map<EventQueue, NodeJS.Timeout>();
  private readonly now: () => number;

  constructor(private readonly options: QueueManagerOptions) {
    this.now = options.now ?? (() => Date.now() / 1000);
    const sweepMs = Math.max(250, Math.min(60_000, (options.queueTimeoutSeconds * 1000) / 4));
    this.gcTimer = setInterval(() => this.collectGarbage(), sweepMs);
    this.gcTimer.unref();
  }

  register(options: Omit<QueueOptions, 'id' | 'now'>): EventQueue {
    const id = `${Math.floor(Date.now() / 1000)}:${randomBytes(8).toString('hex')}`;
    const queue = new EventQueue({ ...options, id, now: this.now() });
    this.queues.set(id, queue);
    let set = this.byUser.get(queue.userId);
    if (!set) this.byUser.set(queue.userId, (set = new Set()));
    set.add(queue);
    return queue;
  }

  /** The queue, if it exists, belongs to `userId` and has not expired. */
  get(queueId: string, userId: number): EventQueue | undefined {
    const queue = this.queues.get(queueId);
    if (!queue || queue.userId !== userId) return undefined;
    if (this.isExpired(queue)) {
      this.delete(queue);
      return undefined;
    }
    return queue;
  }

  emit(userIds: Iterable<number>, input: EventInput): void {
    for (const userId of new Set(userIds)) {
      const queues = this.byUser.get(userId);
      if (!queues || queues.size === 0) continue;
      const event = typeof input === 'function' ? input(userId) : input;
      if (!event) continue;
      for (const queue of queues) {
        const adapted = adaptEventForQueue(event, queue);
        if (adapted) queue.push(adapted as Record<string, unknown> & { type: string });
      }
    }
  }

  /**
   * Attaches a long poll; it is answered with events, a heartbeat, or an error. Returns the function
   * to call when the client goes away first: the queue stays, the poll is forgotten.
   */
  attach(queue: EventQueue, waiter: Waiter): () => void {
    if (queue.waiter) queue.waiter.deliver([]);
    queue.lastConnection = this.now();
    const attached: Waiter = {
      deliver: (events) => {
        this.clearHeartbeat(queue);
        queue.lastConnection = this.now();
        waiter.deliver(events);
      },
      fail: (code) => {
        this.clearHeartbeat(queue);
        waiter.fail(code);
      },
      cut: () => {
        this.clearHeartbeat(queue);
        waiter.cut();
      },
    };
    queue.waiter = attached;
    const seconds = this.options.heartbeatSeconds ?? 45 + Math.random() * 10;
    const timer = setTimeout(() => {
      this.heartbeatTimers.delete(queue);
      queue.push({ type: 'heartbeat' });
    }, seconds * 1000);
    this.heartbeatTimers.set(queue, timer);
    return () => {
      if (queue.waiter !== attached) return;
      this.clearHeartbeat(queue);
      queue.waiter = undefined;
      queue.lastConnection = this.now();
    };
  }

  delete(queue: EventQueue): void {
    this.clearHeartbeat(queue);
    this.queues.delete(queue.id);
    this.byUser.get(queue.userId)?.delete(queue);
  }

  /** Expires queues now (all, or one user's); attached polls get BAD_EVENT_QUEUE_ID. */
  expire(userId?: number): number {
    let count = 0;
    for (const queue of [...this.queues.values()]) {
      if (userId !== undefined && queue.userId !== userId) continue;
      const waiter = queue.waiter;
      queue.waiter = undefined;
      this.delete(queue);
      waiter?.fail('BAD_EVENT_QUEUE_ID');
      count++;
    }
    return count;
  }

  /** A simulated restart: live polls are cut, queues survive and each gets a restart event. */
  restart(restartEvent: Record<string, unknown> & { type: string }): void {
    for (const queue of this.queues.values()) {
      const waiter = queue.waiter;
      queue.waiter = undefined;
      waiter?.cut();
      queue.lastConnection = this.now();
    }
    for (const queue of this.queues.values()) queue.push(restartEvent);
  }

  queuesOf(userId: number): EventQueue[] {
    return [...(this.byUser.get(userId) ?? [])];
  }

  get count(): number {
    return this.queues.size;
  }

  close(): void {
    clearInterval(this.gcTimer);
    for (const queue of this.queues.values()) {
      queue.waiter?.cut();
      this.clearHeartbeat(queue);
    }
    this.queues.clear();
    this.byUser.clear();
  }

  private isExpired(queue: EventQueue): boolean {
    return !queue.waiter && this.now() - queue.lastConnection >= this.options.queueTimeoutSeconds;
  }

  private collectGarbage(): void {
    for (const queue of [...this.queues.values()]) if (this.isExpired(queue)) this.delete(queue);
  }

  private clearHeartbeat(queue: EventQueue): void {
    const timer = this.heartbeatTimers.get(queue);
    if (timer) clearTimeout(timer);
    this.heartbeatTimers.delete(queue);
  }
}

export type { QueuedEvent };
