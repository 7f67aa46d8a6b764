import { describe, expect, it } from 'vitest';
import { histogram, latencyHistogram } from './histogram.ts';

describe('histogram', () => {
  it('puts everything at or past the limit into the last bucket', () => {
    const buckets = histogram([0, 9.9, 10, 25, 1000], 10, 30);
    expect(buckets.map((b) => b.count)).toEqual([2, 1, 2]);
  });
});

describe('latencyHistogram', () => {
  it('stretches past the minimum range when the p99 lies beyond it', () => {
    const values = Array.from({ length: 100 }, (_, i) => i * 10);
    const buckets = latencyHistogram(values, 300);
    expect(buckets.at(-1)!.to).toBeGreaterThanOrEqual(990 * 1.25);
    expect(buckets.length).toBeLessThanOrEqual(31);
    expect(buckets.reduce((sum, b) => sum + b.count, 0)).toBe(100);
  });
});
