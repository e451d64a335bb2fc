// A fixed-window request limit per user, off unless configured, answering like the real server:
// 429 RATE_LIMIT_HIT with a fractional retry-after.

export interface RateLimit {
  requests: number;
  windowSeconds: number;
}

export class RateLimiter {
  private windows = new Map<number, { start: number; count: number }>();

  constructor(private limit: RateLimit | null) {}

  configure(limit: RateLimit | null): void {
    this.limit = limit;
    this.windows.clear();
  }

  /** Seconds until the caller may try again, or undefined when the request is allowed. */
  check(userId: number, nowMs = Date.now()): number | undefined {
    if (!this.limit) return undefined;
    const windowMs = this.limit.windowSeconds * 1000;
    let window = this.windows.get(userId);
    if (!window || nowMs - window.start >= windowMs) {
      window = { start: nowMs, count: 0 };
      this.windows.set(userId, window);
    }
    window.count += 1;
    if (window.count <= this.limit.requests) return undefined;
    return (window.start + windowMs - nowMs) / 1000;
  }
}
