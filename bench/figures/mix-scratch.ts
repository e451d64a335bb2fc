// What the event mix remembers between events: ids so far, recent messages to react to, edit,
// read or delete, reactions to take back, who is typing, and a seeded random source.

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

/** What a template yields when the scratch has nothing for it to act on yet. */
export const HEARTBEAT: RawEvent = { type: 'heartbeat' };

export interface RecentMessage {
  id: number;
  stream_id: number;
  name: string;
  topic: string;
}

export interface OpenTyping {
  stream_id: number;
  topic: string;
  person: MixPerson;
}

/**
 * Typists whose "stop" has not come yet. Real clients send it within the 15-second expiry, so
 * only a few are open at once; the oldest are forgotten past this many, as their expiry would.
 */
const OPEN_TYPING_LIMIT = 200;

export class MixScratch {
  eventId = 0;
  messageId: number;
  readonly recent: RecentMessage[] = [];
  readonly reacted: { message_id: number; person: MixPerson }[] = [];
  readonly typing: OpenTyping[] = [];
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

  startTyping(typing: OpenTyping): void {
    this.typing.push(typing);
    if (this.typing.length > OPEN_TYPING_LIMIT) this.typing.shift();
  }

  /** One open typist, no longer open; undefined when nobody is typing. */
  stopTyping(): OpenTyping | undefined {
    if (this.typing.length === 0) return undefined;
    const at = Math.floor(this.random() * this.typing.length);
    return this.typing.splice(at, 1)[0];
  }

  remember(message: RecentMessage): void {
    this.recent.push(message);
    if (this.recent.length > 500) this.recent.shift();
  }
}
