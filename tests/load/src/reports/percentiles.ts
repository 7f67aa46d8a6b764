/** Latency figures of one measurement, in milliseconds; null when nothing was measured. */
export interface LatencySummary {
  count: number;
  mean: number | null;
  p50: number | null;
  p90: number | null;
  p99: number | null;
  max: number | null;
}

/**
 * Nearest-rank percentile of values sorted ascending: the smallest value such that at least
 * p % of the values are at or below it. It always returns a value that was measured, so a
 * p99 of 200 samples is the second-largest sample, never an interpolation between two.
 */
export function percentile(sortedAscending: readonly number[], p: number): number | null {
  if (sortedAscending.length === 0) return null;
  if (p <= 0) return sortedAscending[0]!;
  const rank = Math.ceil((Math.min(p, 100) / 100) * sortedAscending.length);
  return sortedAscending[rank - 1]!;
}

export function summarizeLatencies(values: readonly number[]): LatencySummary {
  const sorted = [...values].sort((a, b) => a - b);
  const total = sorted.reduce((sum, value) => sum + value, 0);
  return {
    count: sorted.length,
    mean: sorted.length === 0 ? null : total / sorted.length,
    p50: percentile(sorted, 50),
    p90: percentile(sorted, 90),
    p99: percentile(sorted, 99),
    max: sorted.length === 0 ? null : sorted[sorted.length - 1]!,
  };
}
