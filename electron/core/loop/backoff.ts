// Capped exponential backoff with full jitter: each wait is uniform in [0, bound), and the bound doubles
// after every wait up to `maxMs`. Full jitter spreads many clients' retries after a shared outage.

export class Backoff {
  private bound: number;

  constructor(
    private readonly firstMs: number,
    private readonly maxMs: number,
    private readonly random: () => number,
  ) {
    this.bound = firstMs;
  }

  /** The upper bound of the next wait. */
  get currentBound(): number {
    return this.bound;
  }

  /** How long to wait now; advances the bound. */
  nextWait(): number {
    const wait = this.random() * this.bound;
    this.bound = Math.min(this.bound * 2, this.maxMs);
    return wait;
  }

  reset(): void {
    this.bound = this.firstMs;
  }
}

/** Network, timeout, 5xx and 429 retries of the same queue. */
export const TRANSIENT_BACKOFF = { firstMs: 100, maxMs: 10_000 } as const;
/** Re-registers after a bug-like failure, so a bug cannot turn into a retry storm. */
export const UNEXPECTED_BACKOFF = { firstMs: 100, maxMs: 60_000 } as const;
