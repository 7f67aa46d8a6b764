// What Postgres and the worker did during one burst: the WAL (pg_stat_wal), the commits of
// the product's database (pg_stat_database) and the aggregator's folds (the worker's
// /metrics), each a cumulative counter read before and after the burst (server-meter.ts).
import type { PrometheusSample } from '@wishwall/testing/prometheus-text';
import { sampleSum } from '@wishwall/testing/prometheus-text';
import {
  combineBuckets,
  histogramBuckets,
  quantileUpperBound,
  type HistogramBucketCount,
} from './histogram-delta.ts';

/** pg_stat_wal (the whole cluster) and the product database's commits, as read. */
export interface WalCounters {
  records: number;
  /** Full-page images. */
  fpi: number;
  bytes: number;
  /** Times WAL buffers were full and a backend had to write them out. */
  buffersFull: number;
  /** Writes of WAL buffers to disk (`wal_write`). */
  writes: number;
  /** Flushes of WAL to disk (`wal_sync`: fsync/fdatasync): what a synchronous commit waits for. */
  syncs: number;
  /** Milliseconds in those writes and flushes; counted only with `track_wal_io_timing` on. */
  writeMs: number;
  syncMs: number;
  /** `xact_commit` of the product's database: every transaction, read-only ones too. */
  commits: number;
}

/** The aggregator's fold metrics, as read from the worker's /metrics. */
export interface FoldCounters {
  /** Fold statements that folded at least one delta. */
  folds: number;
  /** Fold statements that found nothing (the 25-ms polls between). */
  emptyFolds: number;
  /** Seconds the folding statements took, summed. */
  foldSeconds: number;
  deltas: number;
  /** Wish rows updated (a wish counts once per fold that changed it). */
  wishes: number;
  /** The folding statements' duration histogram, cumulative, in seconds. */
  buckets: HistogramBucketCount[];
}

export interface ServerCounters {
  wal: WalCounters;
  /** Null when the worker's /metrics is not known (a system at --target). */
  folds: FoldCounters | null;
  /** Whether `track_wal_io_timing` was on (else the WAL times are 0, not measured). */
  walIoTiming: boolean;
}

const FOLD = 'wishwall_aggregator_fold_duration_seconds';

/** The fold counters in one reading of the worker's /metrics. */
export function foldCounters(samples: PrometheusSample[]): FoldCounters {
  const folded = 'outcome="folded"';
  return {
    folds: sampleSum(samples, `${FOLD}_count`, folded),
    emptyFolds: sampleSum(samples, `${FOLD}_count`, 'outcome="empty"'),
    foldSeconds: sampleSum(samples, `${FOLD}_sum`, folded),
    deltas: sampleSum(samples, 'wishwall_aggregator_folded_deltas_total'),
    wishes: sampleSum(samples, 'wishwall_aggregator_folded_wishes_total'),
    buckets: histogramBuckets(samples, FOLD, folded),
  };
}

const WAL_KEYS = [
  'records',
  'fpi',
  'bytes',
  'buffersFull',
  'writes',
  'syncs',
  'writeMs',
  'syncMs',
  'commits',
] as const satisfies readonly (keyof WalCounters)[];
const FOLD_KEYS = [
  'folds',
  'emptyFolds',
  'foldSeconds',
  'deltas',
  'wishes',
] as const satisfies readonly (keyof FoldCounters)[];

type Op = (x: number, y: number) => number;

function zipKeys<T extends Record<K, number>, K extends string>(
  keys: readonly K[],
  a: T,
  b: T,
  op: Op,
): Record<K, number> {
  return Object.fromEntries(keys.map((key) => [key, op(a[key], b[key])])) as Record<K, number>;
}

/** `op` of two sets of counters, counter by counter and bucket by bucket. */
function combine(a: ServerCounters, b: ServerCounters, op: Op): ServerCounters {
  return {
    wal: zipKeys(WAL_KEYS, a.wal, b.wal, op),
    folds:
      a.folds && b.folds
        ? {
            ...zipKeys(FOLD_KEYS, a.folds, b.folds, op),
            buckets: combineBuckets(a.folds.buckets, b.folds.buckets, op),
          }
        : null,
    walIoTiming: a.walIoTiming && b.walIoTiming,
  };
}

/** What happened between two readings: `after` minus `before`, counter by counter. */
export function countersDelta(before: ServerCounters, after: ServerCounters): ServerCounters {
  return combine(after, before, (x, y) => x - y);
}

/** Several bursts' deltas as one (the rounds of the ratio, merged). */
export function sumCounters(deltas: readonly ServerCounters[]): ServerCounters | null {
  return deltas.reduce<ServerCounters | null>(
    (sum, next) => (sum === null ? next : combine(sum, next, (x, y) => x + y)),
    null,
  );
}

/** The WAL and commits of a burst, whole and per second and per accepted press. */
export interface WalFigures {
  commits: number;
  commitsPerSecond: number;
  records: number;
  recordsPerPress: number | null;
  fpi: number;
  bytes: number;
  bytesPerSecond: number;
  bytesPerPress: number | null;
  buffersFull: number;
  writes: number;
  syncs: number;
  /** WAL flushes per second: the figure synchronous commits are bounded by. */
  syncsPerSecond: number;
  /** Accepted presses per WAL flush: how many presses one flush made durable. */
  pressesPerSync: number | null;
  /** Mean time of one WAL write and one flush, in ms; null without `track_wal_io_timing`. */
  writeMeanMs: number | null;
  syncMeanMs: number | null;
}

/** The aggregator's folds during a burst, and what one worker could fold at that size. */
export interface FoldFigures {
  folds: number;
  foldsPerSecond: number;
  emptyFolds: number;
  deltas: number;
  wishes: number;
  deltasPerFold: number | null;
  /** Mean time of a folding statement, in ms. */
  meanMs: number | null;
  /** The histogram bucket holding the 99th percentile: an upper bound, in ms. */
  p99Ms: number | null;
  /** Folds per second one worker could run back to back at this fold time: 1000 / mean. */
  capacityFoldsPerSecond: number | null;
  /** Deltas per second a fold statement absorbs while it runs: deltas / fold seconds. */
  deltasPerFoldSecond: number | null;
}

export interface ServerFigures {
  /** The raw differences the figures come from (kept in the JSON). */
  counters: ServerCounters;
  /** The burst's seconds and accepted presses the rates are taken over. */
  seconds: number;
  accepted: number;
  wal: WalFigures;
  folds: FoldFigures | null;
}

const ratio = (x: number, y: number) => (y > 0 ? x / y : null);

/** The figures of one burst (or merged rounds) from the counters' differences over it. */
export function serverFigures(
  counters: ServerCounters,
  burst: { seconds: number; accepted: number },
): ServerFigures {
  const { wal, folds } = counters;
  const perSecond = (x: number) => ratio(x, burst.seconds) ?? 0;
  const perPress = (x: number) => ratio(x, burst.accepted);
  const timed = (ms: number, count: number) => (counters.walIoTiming ? ratio(ms, count) : null);
  const p99 = folds ? quantileUpperBound(folds.buckets, folds.folds, 0.99) : null;
  const meanMs = folds ? ratio(folds.foldSeconds * 1000, folds.folds) : null;
  return {
    counters,
    seconds: burst.seconds,
    accepted: burst.accepted,
    wal: {
      commits: wal.commits,
      commitsPerSecond: perSecond(wal.commits),
      records: wal.records,
      recordsPerPress: perPress(wal.records),
      fpi: wal.fpi,
      bytes: wal.bytes,
      bytesPerSecond: perSecond(wal.bytes),
      bytesPerPress: perPress(wal.bytes),
      buffersFull: wal.buffersFull,
      writes: wal.writes,
      syncs: wal.syncs,
      syncsPerSecond: perSecond(wal.syncs),
      pressesPerSync: ratio(burst.accepted, wal.syncs),
      writeMeanMs: timed(wal.writeMs, wal.writes),
      syncMeanMs: timed(wal.syncMs, wal.syncs),
    },
    folds: folds && {
      folds: folds.folds,
      foldsPerSecond: perSecond(folds.folds),
      emptyFolds: folds.emptyFolds,
      deltas: folds.deltas,
      wishes: folds.wishes,
      deltasPerFold: ratio(folds.deltas, folds.folds),
      meanMs,
      p99Ms: p99 === null ? null : p99 * 1000,
      capacityFoldsPerSecond: meanMs === null ? null : ratio(1000, meanMs),
      deltasPerFoldSecond: ratio(folds.deltas, folds.foldSeconds),
    },
  };
}
