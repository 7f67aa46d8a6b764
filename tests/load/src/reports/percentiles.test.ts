import { describe, expect, it } from 'vitest';
import { percentile, summarizeLatencies } from './percentiles.ts';

describe('percentile', () => {
  it('returns a measured value by nearest rank, never an interpolation', () => {
    const values = Array.from({ length: 200 }, (_, i) => i + 1);
    expect(percentile(values, 50)).toBe(100);
    expect(percentile(values, 99)).toBe(198);
    expect(percentile(values, 100)).toBe(200);
  });

  it('takes the single slow sample as p99 when fewer than 100 were measured', () => {
    expect(percentile([1, 2, 3, 4, 500], 99)).toBe(500);
  });

  it('has nothing to say about no samples', () => {
    expect(percentile([], 99)).toBeNull();
  });
});

describe('summarizeLatencies', () => {
  it('sorts before ranking', () => {
    const summary = summarizeLatencies([30, 10, 20, 40]);
    expect(summary).toMatchObject({ count: 4, p50: 20, p99: 40, max: 40, mean: 25 });
  });

  it('reports nulls rather than zeros for an empty run', () => {
    expect(summarizeLatencies([])).toMatchObject({ count: 0, p50: null, p99: null, mean: null });
  });
});
