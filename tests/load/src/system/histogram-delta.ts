// Prometheus histograms read twice, around a burst: what fell into each bucket in between.
import { sampleSum, type PrometheusSample } from '@wishwall/testing/prometheus-text';

/** One bucket of a cumulative Prometheus histogram: observations ≤ `le` seconds. */
export interface HistogramBucketCount {
  le: number;
  count: number;
}

/** A histogram's cumulative buckets in one reading, ascending; `+Inf` is Infinity. */
export function histogramBuckets(
  samples: readonly PrometheusSample[],
  name: string,
  ...labels: string[]
): HistogramBucketCount[] {
  return samples
    .filter((s) => s.name === `${name}_bucket` && labels.every((l) => s.labels.includes(l)))
    .map((s) => {
      const le = /le="([^"]+)"/.exec(s.labels)?.[1] ?? '+Inf';
      return { le: le === '+Inf' ? Number.POSITIVE_INFINITY : Number(le), count: s.value };
    })
    .sort((a, b) => a.le - b.le);
}

/** Bucket by bucket, `op` of `a`'s count and `b`'s (a bucket missing in `b` counts 0). */
export function combineBuckets(
  a: readonly HistogramBucketCount[],
  b: readonly HistogramBucketCount[],
  op: (x: number, y: number) => number,
): HistogramBucketCount[] {
  return a.map(({ le, count }) => ({
    le,
    count: op(count, b.find((other) => other.le === le)?.count ?? 0),
  }));
}

/** Bucket by bucket, `after` minus `before`. */
export function bucketsDelta(
  before: readonly HistogramBucketCount[],
  after: readonly HistogramBucketCount[],
): HistogramBucketCount[] {
  return combineBuckets(after, before, (x, y) => x - y);
}

/**
 * The upper bound, in seconds, of the bucket holding the `q` quantile of `total`
 * observations; null when there are none or it lies in the +Inf bucket.
 */
export function quantileUpperBound(
  buckets: readonly HistogramBucketCount[],
  total: number,
  q: number,
): number | null {
  const bucket = buckets.find((b) => b.count >= total * q);
  return total === 0 || !bucket || !Number.isFinite(bucket.le) ? null : bucket.le;
}

/** `sampleSum` of `after` minus that of `before`. */
export function sampleDelta(
  before: PrometheusSample[],
  after: PrometheusSample[],
  name: string,
  ...labels: string[]
): number {
  return sampleSum(after, name, ...labels) - sampleSum(before, name, ...labels);
}
