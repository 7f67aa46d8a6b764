import { describe, expect, it } from 'vitest';
import { serverFigures, type ServerCounters } from '../system/server-figures.ts';
import { serverTables } from './load-tables.ts';

const counters = (folds: ServerCounters['folds']): ServerCounters => ({
  wal: {
    records: 4000,
    fpi: 3,
    bytes: 409_600,
    buffersFull: 0,
    writes: 90,
    syncs: 80,
    writeMs: 0,
    syncMs: 0,
    commits: 200,
  },
  folds,
  walIoTiming: false,
});

describe('serverTables', () => {
  it('shows each burst’s WAL and folds, and leaves out what was not read', () => {
    const [wal, folds, ...rest] = serverTables([
      { name: 'baseline', server: serverFigures(counters(null), { seconds: 2, accepted: 8000 }) },
      { name: 'not read', server: null },
      {
        name: 'hot',
        server: serverFigures(
          counters({
            folds: 40,
            emptyFolds: 2,
            foldSeconds: 0.08,
            deltas: 4000,
            wishes: 40,
            buckets: [
              { le: 0.002, count: 39 },
              { le: 0.005, count: 40 },
              { le: Number.POSITIVE_INFINITY, count: 40 },
            ],
          }),
          { seconds: 2, accepted: 4000 },
        ),
      },
    ]);
    expect(rest).toEqual([]);
    expect(wal!.rows.map((row) => row[0])).toEqual(['baseline', 'hot']);
    const hot = Object.fromEntries(wal!.headers.map((h, i) => [h, wal!.rows[1]![i]]));
    expect(hot).toMatchObject({
      Commits: '200',
      '/s': '100',
      '/press': '1.00',
      'WAL kB': '400',
      'WAL flushes': '80',
      'flushes/s': '40',
      'presses/flush': '50.0',
      'flush mean ms': '–',
    });
    expect(wal!.notes?.at(-1)).toContain('track_wal_io_timing is off');
    expect(folds!.rows).toEqual([
      ['hot', '40', '20.0', '40', '4,000', '100.0', '2.00', '≤ 5.00', '500', '50,000', '2'],
    ]);
  });

  it('is empty when no burst was read', () => {
    expect(serverTables([{ name: 'hot', server: null }])).toEqual([]);
  });
});
