import { describe, expect, it } from 'vitest';
import { parsePrometheusText } from '@wishwall/testing/prometheus-text';
import {
  countersDelta,
  foldCounters,
  serverFigures,
  sumCounters,
  type ServerCounters,
  type WalCounters,
} from './server-figures.ts';

const FOLD = 'wishwall_aggregator_fold_duration_seconds';

/** The worker's fold metrics as prom-client writes them, empty polls beside the folds. */
const workerText = (f: {
  fast: number;
  slow: number;
  sum: number;
  deltas: number;
  wishes: number;
}) =>
  parsePrometheusText(`# HELP ${FOLD} Duration of one fold statement
# TYPE ${FOLD} histogram
${FOLD}_bucket{le="0.001",outcome="folded",service="worker"} ${f.fast}
${FOLD}_bucket{le="0.005",outcome="folded",service="worker"} ${f.fast + f.slow}
${FOLD}_bucket{le="+Inf",outcome="folded",service="worker"} ${f.fast + f.slow}
${FOLD}_sum{outcome="folded",service="worker"} ${f.sum}
${FOLD}_count{outcome="folded",service="worker"} ${f.fast + f.slow}
${FOLD}_bucket{le="0.001",outcome="empty",service="worker"} 500
${FOLD}_bucket{le="+Inf",outcome="empty",service="worker"} 500
${FOLD}_sum{outcome="empty",service="worker"} 0.05
${FOLD}_count{outcome="empty",service="worker"} 500
wishwall_aggregator_folded_deltas_total{service="worker"} ${f.deltas}
wishwall_aggregator_folded_wishes_total{service="worker"} ${f.wishes}
`);

const wal = (scale: number): WalCounters => ({
  records: 1000 * scale,
  fpi: 10 * scale,
  bytes: 100_000 * scale,
  buffersFull: 0,
  writes: 50 * scale,
  syncs: 40 * scale,
  writeMs: 5 * scale,
  syncMs: 80 * scale,
  commits: 60 * scale,
});

const counters = (scale: number, fold: Parameters<typeof workerText>[0]): ServerCounters => ({
  wal: wal(scale),
  folds: foldCounters(workerText(fold)),
  walIoTiming: true,
});

describe('foldCounters', () => {
  it('reads the folding statements apart from the empty polls', () => {
    const folds = foldCounters(workerText({ fast: 3, slow: 1, sum: 0.006, deltas: 40, wishes: 5 }));
    expect(folds).toEqual({
      folds: 4,
      emptyFolds: 500,
      foldSeconds: 0.006,
      deltas: 40,
      wishes: 5,
      buckets: [
        { le: 0.001, count: 3 },
        { le: 0.005, count: 4 },
        { le: Number.POSITIVE_INFINITY, count: 4 },
      ],
    });
  });
});

describe('countersDelta and serverFigures', () => {
  const before = counters(1, { fast: 10, slow: 0, sum: 0.005, deltas: 100, wishes: 10 });
  const after = counters(3, { fast: 108, slow: 2, sum: 0.105, deltas: 10_100, wishes: 210 });

  it('take what happened between the readings, not since the start', () => {
    const delta = countersDelta(before, after);
    expect(delta.wal).toEqual({
      records: 2000,
      fpi: 20,
      bytes: 200_000,
      buffersFull: 0,
      writes: 100,
      syncs: 80,
      writeMs: 10,
      syncMs: 160,
      commits: 120,
    });
    expect(delta.folds).toMatchObject({ folds: 100, emptyFolds: 0, deltas: 10_000, wishes: 200 });
    expect(delta.folds?.foldSeconds).toBeCloseTo(0.1, 9);
    expect(delta.folds?.buckets.map((b) => b.count)).toEqual([98, 100, 100]);
  });

  it('give per second over the burst, per accepted press, and the folds’ capacity', () => {
    const figures = serverFigures(countersDelta(before, after), { seconds: 4, accepted: 8000 });
    expect(figures.wal).toEqual({
      commits: 120,
      commitsPerSecond: 30,
      records: 2000,
      recordsPerPress: 0.25,
      fpi: 20,
      bytes: 200_000,
      bytesPerSecond: 50_000,
      bytesPerPress: 25,
      buffersFull: 0,
      writes: 100,
      syncs: 80,
      syncsPerSecond: 20,
      pressesPerSync: 100,
      writeMeanMs: 0.1,
      syncMeanMs: 2,
    });
    const folds = figures.folds!;
    expect(folds).toMatchObject({
      folds: 100,
      foldsPerSecond: 25,
      deltas: 10_000,
      wishes: 200,
      deltasPerFold: 100,
      // 98 of 100 folds ≤ 1 ms: the 99th is in the 5-ms bucket.
      p99Ms: 5,
    });
    expect(folds.meanMs).toBeCloseTo(1, 9);
    expect(folds.capacityFoldsPerSecond).toBeCloseTo(1000, 6);
    expect(folds.deltasPerFoldSecond).toBeCloseTo(100_000, 6);
  });

  it('say "not measured" rather than 0 where there is nothing to divide by', () => {
    const idle = serverFigures(countersDelta(before, before), { seconds: 0, accepted: 0 });
    expect(idle.wal).toMatchObject({
      commitsPerSecond: 0,
      recordsPerPress: null,
      pressesPerSync: null,
      syncMeanMs: null,
    });
    expect(idle.folds).toMatchObject({
      folds: 0,
      deltasPerFold: null,
      meanMs: null,
      p99Ms: null,
      capacityFoldsPerSecond: null,
      deltasPerFoldSecond: null,
    });
    const untimed = serverFigures(
      { ...countersDelta(before, after), walIoTiming: false },
      { seconds: 4, accepted: 8000 },
    );
    expect(untimed.wal.writeMeanMs).toBeNull();
    expect(untimed.wal.syncMeanMs).toBeNull();
  });

  it('has no folds without the worker’s metrics', () => {
    const delta = countersDelta({ ...before, folds: null }, after);
    expect(delta.folds).toBeNull();
    expect(serverFigures(delta, { seconds: 1, accepted: 1 }).folds).toBeNull();
  });
});

describe('sumCounters', () => {
  it('adds the rounds’ deltas, bucket by bucket', () => {
    const zero = counters(0, { fast: 0, slow: 0, sum: 0, deltas: 0, wishes: 0 });
    const one = countersDelta(
      zero,
      counters(1, { fast: 2, slow: 1, sum: 0.003, deltas: 30, wishes: 3 }),
    );
    const two = countersDelta(
      zero,
      counters(2, { fast: 1, slow: 0, sum: 0.001, deltas: 5, wishes: 1 }),
    );
    const sum = sumCounters([one, two])!;
    expect(sum.wal).toEqual(wal(3));
    expect(sum.folds).toMatchObject({ folds: 4, deltas: 35, wishes: 4 });
    expect(sum.folds?.foldSeconds).toBeCloseTo(0.004, 9);
    expect(sum.folds?.buckets.map((b) => b.count)).toEqual([3, 4, 4]);
    expect(sumCounters([])).toBeNull();
    expect(sumCounters([one, { ...two, folds: null }])?.folds).toBeNull();
  });
});
