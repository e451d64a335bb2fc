// One client's event queue: a buffer of events with increasing ids, pruned as the client confirms
// them, and at most one attached long poll waiting for the next event.

export type QueuedEvent = Record<string, unknown> & { id: number; type: string };

export interface QueueOptions {
  id: string;
  userId: number;
  /** null = every type. */
  eventTypes: Set<string> | null;
  applyMarkdown: boolean;
  clientGravatar: boolean;
  allPublicStreams: boolean;
  capabilities: Record<string, boolean>;
  /** Message-event narrow as [operator, operand] pairs; [] = every message. */
  narrow: [string, string][];
  /** What clients without the empty_topic_name capability see instead of the empty topic. */
  emptyTopicDisplayName: string;
  now: number;
}

export interface Waiter {
  deliver(events: QueuedEvent[]): void;
  fail(code: 'BAD_EVENT_QUEUE_ID'): void;
  /** Ends the request at the socket level, as a server going down would. */
  cut(): void;
}

export class EventQueue {
  readonly id: string;
  readonly userId: number;
  readonly options: QueueOptions;
  private events: QueuedEvent[] = [];
  private nextEventId = 0;
  /** The highest id the client has confirmed; events up to it are gone. */
  private prunedThrough = -1;
  lastConnection: number;
  waiter: Waiter | undefined;

  constructor(options: QueueOptions) {
    this.id = options.id;
    this.userId = options.userId;
    this.options = options;
    this.lastConnection = options.now;
  }

  wants(type: string): boolean {
    return (
      this.options.eventTypes === null ||
      this.options.eventTypes.has(type) ||
      type === 'heartbeat' ||
      type === 'restart'
    );
  }

  /** The id of the newest event so far (-1 when none was ever queued). */
  get lastEventId(): number {
    return this.nextEventId - 1;
  }

  push(event: Record<string, unknown> & { type: string }): QueuedEvent {
    const queued = { ...event, id: this.nextEventId++ } as QueuedEvent;
    this.events.push(queued);
    if (this.waiter) {
      const waiter = this.waiter;
      this.waiter = undefined;
      // Deliver on the next tick so that events emitted by one mutation arrive as one batch.
      queueMicrotask(() => waiter.deliver(this.pending()));
    }
    return queued;
  }

  /** Drops events the client has confirmed. Returns an error message when the id makes no sense. */
  prune(lastEventId: number): string | undefined {
    if (lastEventId < this.prunedThrough) {
      return `An event newer than ${this.prunedThrough} has already been pruned!`;
    }
    if (lastEventId > this.lastEventId) return `Event ${lastEventId} was not in this queue`;
    this.prunedThrough = lastEventId;
    let drop = 0;
    while (drop < this.events.length && (this.events[drop] as QueuedEvent).id <= lastEventId) drop++;
    if (drop > 0) this.events.splice(0, drop);
    return undefined;
  }

  pending(): QueuedEvent[] {
    return this.events.slice();
  }

  get size(): number {
    return this.events.length;
  }
}
