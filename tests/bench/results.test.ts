import { describe, expect, it } from 'vitest';
import { figure, formatTable, formatValue, meetsTarget, notMeasured } from '../../bench/support/results';

describe('bench figures', () => {
  it('compares each figure with its target', () => {
    expect(meetsTarget(figure('a', 'A', 20, 'ms', { target: { op: '<=', value: 25 } }))).toBe(true);
    expect(meetsTarget(figure('a', 'A', 30, 'ms', { target: { op: '<=', value: 25 } }))).toBe(false);
    expect(meetsTarget(figure('b', 'B', 250_000, 'events/s', { target: { op: '>=', value: 200_000 } }))).toBe(
      true,
    );
    expect(meetsTarget(figure('c', 'C', 3, 'ms'))).toBeUndefined();
    expect(meetsTarget(notMeasured('d', 'D', 'ms', 'no view', { op: '<=', value: 1 }))).toBeUndefined();
  });

  it('treats a value that is not a number as not measured', () => {
    expect(figure('a', 'A', Number.NaN, 'ms').value).toBeNull();
  });

  it('formats values with their unit', () => {
    expect(formatValue(12.345, 'ms')).toBe('12.3 ms');
    expect(formatValue(1_234_567, 'events/s')).toBe('1,234,567 events/s');
    expect(formatValue(1.5, '×')).toBe('1.50×');
    expect(formatValue(null, 'MB')).toBe('—');
  });

  it('prints one aligned row per figure with target, verdict and note', () => {
    const table = formatTable([
      figure('x', 'Latency p50', 8, 'ms', { target: { op: '<=', value: 25 }, note: 'n=500' }),
      figure('y', 'Heap', 200, 'MB', { target: { op: '<=', value: 150 } }),
      notMeasured('z', 'Open conversation', 'ms', 'message view missing'),
    ]);
    const lines = table.split('\n');
    expect(lines).toHaveLength(5);
    expect(new Set(lines.map((line) => line.length)).size).toBe(1);
    expect(lines[2]).toMatch(/Latency p50 .*\| 8 ms .*\| ≤ 25 ms .*\| yes .*\| n=500/);
    expect(lines[3]).toMatch(/\| NO /);
    expect(lines[4]).toContain('not measured: message view missing');
  });
});
