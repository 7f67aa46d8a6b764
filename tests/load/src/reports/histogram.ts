export interface HistogramBucket {
  /** Inclusive lower edge. */
  from: number;
  /** Exclusive upper edge; the last bucket also holds everything above it. */
  to: number;
  count: number;
}

/**
 * Equal-width buckets from 0 up to `limit`, plus everything at or above `limit` in the last
 * one, so a long tail stays visible without squashing the interesting part of the chart.
 */
export function histogram(values: readonly number[], bucketWidth: number, limit: number) {
  const bucketCount = Math.max(1, Math.ceil(limit / bucketWidth));
  const buckets: HistogramBucket[] = Array.from({ length: bucketCount }, (_, index) => ({
    from: index * bucketWidth,
    to: (index + 1) * bucketWidth,
    count: 0,
  }));
  for (const value of values) {
    const index = Math.min(bucketCount - 1, Math.max(0, Math.floor(value / bucketWidth)));
    buckets[index]!.count++;
  }
  return buckets;
}

const LATENCY_BUCKETS = 30;

/**
 * A latency histogram whose range covers at least `minLimitMs` (say, twice the budget) and
 * the p99 with a quarter to spare, in about 30 buckets of a round width.
 */
export function latencyHistogram(values: readonly number[], minLimitMs: number) {
  const sorted = [...values].sort((a, b) => a - b);
  const p99 = sorted[Math.max(0, Math.ceil(sorted.length * 0.99) - 1)] ?? 0;
  const limit = Math.max(minLimitMs, Math.ceil((p99 * 1.25) / 10) * 10);
  const rough = limit / LATENCY_BUCKETS;
  const width = [1, 2, 5, 10, 20, 50, 100, 200, 500].find((w) => w >= rough) ?? 1000;
  return histogram(values, width, Math.ceil(limit / width) * width);
}
