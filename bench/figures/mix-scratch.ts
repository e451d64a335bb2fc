// What the event mix remembers between events: ids so far, recent messages to react to, edit,
// read or delete, reactions to take back, and a seeded random source.

export interface MixPerson {
  user_id: number;
  email: string;
  full_name: string;
}

export interface MixContext {
  ownUserId: number;
  ownEmail: string;
  ownFullName: string;
  channels: { stream_id: number; name: string }[];
  people: MixPerson[];
  firstMessageId: number;
  realmUrl: string;
  now: number;
}

export type RawEvent = Record<string, unknown>;

export interface RecentMessage {
  id: number;
  stream_id: number;
  name: string;
  topic: string;
}

export class MixScratch {
  eventId = 0;
  messageId: number;
  readonly recent: RecentMessage[] = [];
  readonly reacted: { message_id: number; person: MixPerson }[] = [];
  readonly me: MixPerson;
  private state: number;

  constructor(
    readonly ctx: MixContext,
    seed: number,
  ) {
    this.messageId = ctx.firstMessageId;
    this.me = { user_id: ctx.ownUserId, email: ctx.ownEmail, full_name: ctx.ownFullName };
    this.state = seed >>> 0;
  }

  /** mulberry32: tiny, fast, good enough for picking. */
  random(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.random() * items.length)] as T;
  }

  /** The event's timestamp: "now" moving one second per event. */
  now(): number {
    return this.ctx.now + this.eventId;
  }

  topic(): string {
    return `topic ${Math.floor(this.random() * 20)}`;
  }

  recentOne(): RecentMessage | undefined {
    return this.recent.length > 0 ? this.pick(this.recent) : undefined;
  }

  remember(message: RecentMessage): void {
    this.recent.push(message);
    if (this.recent.length > 500) this.recent.shift();
  }
}
