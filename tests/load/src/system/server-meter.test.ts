import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { useTestContext } from '@wishwall/testing/use-test-context';
import { readWalCounters, ServerMeter } from './server-meter.ts';

const ctx = useTestContext();

describe('readWalCounters', () => {
  it('reads, from Postgres, the WAL records and commits a write made', async () => {
    // One connection throughout: pg_stat_force_next_flush() flushes only its own backend's
    // pending counts (when it next goes idle), so the second reading holds them.
    await ctx.db.connection().execute(async (db) => {
      const before = await readWalCounters(db);
      await sql`create table wal_probe (id int)`.execute(db);
      await sql`insert into wal_probe select generate_series(1, 100)`.execute(db);
      await sql`select pg_stat_force_next_flush()`.execute(db);
      const after = await readWalCounters(db);
      // pg_stat_wal is the whole cluster's, other tests' writes included: at least ours.
      expect(after.wal.records - before.wal.records).toBeGreaterThanOrEqual(100);
      expect(after.wal.bytes - before.wal.bytes).toBeGreaterThan(100 * 20);
      // The first reading's, the create's, the insert's and the flush call's transactions.
      expect(after.wal.commits - before.wal.commits).toBeGreaterThanOrEqual(4);
      expect(after.wal.syncs).toBeGreaterThanOrEqual(before.wal.syncs);
      expect(typeof after.walIoTiming).toBe('boolean');
    });
  });
});

describe('ServerMeter', () => {
  it('reads only once the settle after the last burst has passed', async () => {
    const meter = new ServerMeter(ctx.db, null, 300);
    const started = Date.now();
    await meter.reading();
    expect(Date.now() - started).toBeLessThan(300);
    meter.ended();
    const reading = await meter.reading();
    expect(Date.now() - started).toBeGreaterThanOrEqual(300);
    expect(reading.folds).toBeNull();
    expect(reading.wal.commits).toBeGreaterThan(0);
  });
});
