// Reads the counters server-figures.ts turns into a burst's figures: Postgres's own WAL and
// commit statistics, and the worker's fold metrics.
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'kysely';
import type { Db } from '@wishwall/db/database';
import { readMetricsEndpoints } from './gateway-figures.ts';
import { foldCounters, type ServerCounters } from './server-figures.ts';

/**
 * How long after a burst its statistics are all in Postgres's shared statistics. A backend
 * flushes its pending counts when it goes idle, but at most once a second; one that goes idle
 * within a second of its last flush waits for its idle timer, PGSTAT_IDLE_INTERVAL (10 s,
 * PG 15 `pgstat.c`), so the last second of a burst can reach pg_stat_wal 10 s after it.
 * `pg_stat_force_next_flush()` only flushes the calling backend, not the product's.
 */
export const STATS_SETTLE_MS = 11_000;

interface WalRow {
  wal_records: string;
  wal_fpi: string;
  wal_bytes: string;
  wal_buffers_full: string;
  wal_write: string;
  wal_sync: string;
  wal_write_time: number;
  wal_sync_time: number;
  xact_commit: string;
  wal_io_timing: boolean;
}

/** pg_stat_wal and this database's commits, now. */
export async function readWalCounters(
  db: Db,
): Promise<Pick<ServerCounters, 'wal' | 'walIoTiming'>> {
  const { rows } = await sql<WalRow>`
    select w.wal_records, w.wal_fpi, w.wal_bytes, w.wal_buffers_full, w.wal_write, w.wal_sync,
           w.wal_write_time, w.wal_sync_time, d.xact_commit,
           current_setting('track_wal_io_timing')::boolean as wal_io_timing
    from pg_stat_wal w
    cross join pg_stat_database d
    where d.datname = current_database()`.execute(db);
  const row = rows[0];
  if (!row) throw new Error('pg_stat_database has no row for this database');
  return {
    wal: {
      records: Number(row.wal_records),
      fpi: Number(row.wal_fpi),
      bytes: Number(row.wal_bytes),
      buffersFull: Number(row.wal_buffers_full),
      writes: Number(row.wal_write),
      syncs: Number(row.wal_sync),
      writeMs: Number(row.wal_write_time),
      syncMs: Number(row.wal_sync_time),
      commits: Number(row.xact_commit),
    },
    walIoTiming: row.wal_io_timing,
  };
}

/**
 * Reads the counters around bursts. `ended()` marks the end of activity whose statistics the
 * next reading must hold (a burst, the viewers' connect storm); `reading()` waits until
 * STATS_SETTLE_MS after that mark, then reads. Bursts run one after another, so the
 * cluster-wide pg_stat_wal's difference between two such readings is the burst's.
 */
export class ServerMeter {
  private quietFrom = 0;
  private readonly db: Db;
  private readonly workerMetrics: { url: string; token: string } | null;
  private readonly settleMs: number;

  constructor(
    db: Db,
    workerMetrics: { url: string; token: string } | null,
    settleMs = STATS_SETTLE_MS,
  ) {
    this.db = db;
    this.workerMetrics = workerMetrics;
    this.settleMs = settleMs;
  }

  ended(): void {
    this.quietFrom = Date.now();
  }

  async reading(): Promise<ServerCounters> {
    const wait = this.quietFrom + this.settleMs - Date.now();
    if (wait > 0) await sleep(wait);
    const [wal, worker] = await Promise.all([
      readWalCounters(this.db),
      this.workerMetrics ? readMetricsEndpoints([this.workerMetrics]) : Promise.resolve([]),
    ]);
    return { ...wal, folds: worker[0] ? foldCounters(worker[0]) : null };
  }
}
