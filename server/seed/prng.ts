// A small seeded random source (mulberry32), so every seed builds the same realm on every run.
// Math.random and crypto are off limits here: the printed demo accounts must stay stable.

export class Rng {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** A float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** An integer in [0, n). */
  int(n: number): number {
    return Math.floor(this.next() * n);
  }

  /** An integer in [min, max], both included. */
  between(min: number, max: number): number {
    return min + this.int(max - min + 1);
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[this.int(items.length)] as T;
  }

  /** `count` distinct items, in random order (partial Fisher–Yates on a copy). */
  sample<T>(items: readonly T[], count: number): T[] {
    const copy = [...items];
    const n = Math.min(count, copy.length);
    for (let i = 0; i < n; i++) {
      const j = i + this.int(copy.length - i);
      [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
    }
    return copy.slice(0, n);
  }

  /** Lower-case hex, for api keys and passwords that look random but repeat run after run. */
  hex(length: number): string {
    let out = '';
    while (out.length < length) out += this.int(0x10000).toString(16).padStart(4, '0');
    return out.slice(0, length);
  }

  /** A child stream: one part of a seed can change without reshuffling every other part. */
  fork(label: string): Rng {
    let h = this.state ^ 0x9e3779b9;
    for (let i = 0; i < label.length; i++) h = Math.imul(h ^ label.charCodeAt(i), 0x01000193);
    return new Rng(h >>> 0);
  }
}

/**
 * Picks indexes 0..n-1 with weights falling off like 1/(i+1)^s (a Zipf-like shape: a few busy
 * channels, a long quiet tail) in O(log n) per draw.
 */
export class SkewedPicker {
  private readonly cumulative: Float64Array;

  constructor(n: number, exponent = 1) {
    this.cumulative = new Float64Array(n);
    let total = 0;
    for (let i = 0; i < n; i++) {
      total += 1 / Math.pow(i + 1, exponent);
      this.cumulative[i] = total;
    }
  }

  get size(): number {
    return this.cumulative.length;
  }

  pick(rng: Rng): number {
    const n = this.cumulative.length;
    const target = rng.next() * (this.cumulative[n - 1] ?? 0);
    let lo = 0;
    let hi = n - 1;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if ((this.cumulative[mid] ?? 0) > target) hi = mid;
      else lo = mid + 1;
    }
    return lo;
  }
}
