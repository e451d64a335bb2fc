import { describe, expect, it } from 'vitest';
import { median, percentile, summarize } from '../../bench/support/stats';

describe('percentiles by nearest rank', () => {
  const sorted = Array.from({ length: 100 }, (_, i) => i + 1);

  it('picks the sample at the rank', () => {
    expect(percentile(sorted, 50)).toBe(50);
    expect(percentile(sorted, 99)).toBe(99);
    expect(percentile(sorted, 100)).toBe(100);
    expect(percentile(sorted, 0)).toBe(1);
  });

  it('is NaN without samples', () => {
    expect(percentile([], 50)).toBeNaN();
    expect(summarize([]).count).toBe(0);
  });

  it('summarizes unsorted samples', () => {
    const s = summarize([30, 10, 20, 40]);
    expect(s).toMatchObject({ count: 4, p50: 20, p99: 40, max: 40, mean: 25 });
    expect(median([5, 1, 3])).toBe(3);
  });
});
