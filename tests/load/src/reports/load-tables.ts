import type { VoteCounts } from '@wishwall/testing/reaction-counts';
import { formatNumber as n } from './format-number.ts';
import type { BurstFigures, LoadReport } from './load-report.ts';
import type { ReportTable } from './report-table.ts';
import type { ServerFigures } from '../system/server-figures.ts';
import { quietness } from '../system/machine-facts.ts';
import { STATS_SETTLE_MS } from '../system/server-meter.ts';

const INCONSISTENT_SHOWN = 5;

const counts = (c: VoteCounts | null) => (c ? `${c.likes}/${c.hearts}/${c.dislikes}` : '–');

function burstRow(name: string, wishes: string, b: BurstFigures): string[] {
  return [
    name,
    wishes,
    n(b.connections),
    n(b.durationSeconds, 1),
    n(b.responses),
    n(b.accepted),
    n(b.non2xx),
    n(b.errors),
    n(b.acceptedPerSecond),
    n(b.latency.p50, 1),
    n(b.latency.p99, 1),
  ];
}

/** Per burst, Postgres's WAL and commits, and the worker's folds (null: not read). */
export function serverTables(
  bursts: readonly { name: string; server: ServerFigures | null }[],
): ReportTable[] {
  const read = bursts.filter(
    (b): b is { name: string; server: ServerFigures } => b.server !== null,
  );
  if (read.length === 0) return [];
  const timing = read.every((b) => b.server.counters.walIoTiming);
  const tables: ReportTable[] = [
    {
      title: 'Postgres WAL and commits',
      headers: [
        'Burst',
        'Secs',
        '2xx',
        'Commits',
        '/s',
        'WAL records',
        '/press',
        'FPI',
        'WAL kB',
        'bytes/press',
        'WAL writes',
        'WAL flushes',
        'flushes/s',
        'presses/flush',
        'Buffers full',
        'flush mean ms',
      ],
      rows: read.map(({ name, server: { seconds, accepted, wal } }) => [
        name,
        n(seconds, 1),
        n(accepted),
        n(wal.commits),
        n(wal.commitsPerSecond),
        n(wal.records),
        n(wal.recordsPerPress, 2),
        n(wal.fpi),
        n(wal.bytes / 1024),
        n(wal.bytesPerPress),
        n(wal.writes),
        n(wal.syncs),
        n(wal.syncsPerSecond),
        n(wal.pressesPerSync, 1),
        n(wal.buffersFull),
        n(wal.syncMeanMs, 2),
      ]),
      notes: [
        `From pg_stat_wal (the whole cluster: the baseline's table and the product's live in one database of it, and the bursts run one after another) and pg_stat_database.xact_commit of the product's database, read before each burst and ${n(STATS_SETTLE_MS / 1000)} s after it ended (a Postgres backend may hold its last second's counts until its 10-s idle flush). Anything else writing to the cluster meanwhile counts too.`,
        'Per second: over the burst’s seconds; per press: per 2xx response. WAL flushes: wal_sync, the fsyncs a synchronous commit waits for (the backends’ and the WAL writer’s); presses/flush: 2xx ÷ flushes. Commits count every transaction of the database, read-only ones too (the worker’s 25-ms polls, the relay’s, the checks’).',
        timing
          ? 'Flush mean: wal_sync_time ÷ wal_sync (track_wal_io_timing is on).'
          : 'Flush mean: not measured (track_wal_io_timing is off).',
      ],
    },
  ];
  const foldRows = read.flatMap(({ name, server: { folds: f } }) =>
    f
      ? [
          [
            name,
            n(f.folds),
            n(f.foldsPerSecond, 1),
            n(f.wishes),
            n(f.deltas),
            n(f.deltasPerFold, 1),
            n(f.meanMs, 2),
            f.p99Ms === null ? '–' : `≤ ${n(f.p99Ms, 2)}`,
            n(f.capacityFoldsPerSecond),
            n(f.deltasPerFoldSecond),
            n(f.emptyFolds),
          ],
        ]
      : [],
  );
  if (foldRows.length > 0) {
    tables.push({
      title: 'Folds (the worker’s /metrics)',
      headers: [
        'Burst',
        'Folds',
        'folds/s',
        'Wishes',
        'Deltas',
        'deltas/fold',
        'Fold mean ms',
        'p99 ms',
        'Capacity folds/s',
        'deltas/s',
        'Empty polls',
      ],
      rows: foldRows,
      notes: [
        'A fold: one statement that folded at least one reaction delta into the wishes’ counts (wishwall_aggregator_fold_duration_seconds{outcome="folded"}, its time in the worker; empty polls: those that found none). Wishes: rows updated, once per fold that changed them. p99: the histogram bucket holding it (an upper bound).',
        'Capacity: what one worker could fold running folds back to back at this burst’s fold time: 1000 ÷ mean ms folds/s, and deltas ÷ the folds’ summed seconds deltas/s. The baseline writes no deltas.',
      ],
    });
  }
  return tables;
}

/** The load run's figures as tables, for the terminal and the HTML report. */
export function loadTables(report: LoadReport): ReportTable[] {
  const tables: ReportTable[] = [
    {
      title: 'HTTP bursts',
      headers: [
        'Phase',
        'Wishes',
        'Conns',
        'Secs',
        'Responses',
        '2xx',
        'Non-2xx',
        'Errors',
        '2xx req/s',
        'p50 ms',
        'p99 ms',
      ],
      rows: [
        burstRow('baseline (bare INSERT)', '–', report.baseline),
        ...report.phases.map((p) => burstRow(`${p.name} burst`, n(p.wishes), p.burst)),
      ],
      notes: [
        `One-minute load average at the start: ${quietness(report.loadAverageAtStart)}.`,
        `Unwatched hot burst ÷ baseline = ${n(report.hotToBaseline, 2)}: the budget's ratio, the median of ${report.ratioRounds.length} interleaved rounds (no viewers, as the baseline ran); the two rows above are their sums.`,
        ...report.ratioRounds.map(
          (round, i) =>
            `  round ${i + 1} (${round.baselineFirst ? 'baseline first' : 'hot first'}): ${n(round.hotPerSecond)} ÷ ${n(round.baselinePerSecond)} req/s = ${n(round.ratio, 2)}`,
        ),
        ...(report.watchedHotToBaseline === null
          ? []
          : [
              `Saturated hot burst with ${report.viewers?.connected ?? 0} viewers ÷ baseline = ${n(report.watchedHotToBaseline, 2)}`,
            ]),
        `hot and spread: open loop at ${n(report.offeredPerSecond)} req/s offered (${report.options.rate === null ? 'half the baseline' : '--rate'}); their latencies count from each request's scheduled send. saturated: closed loop, ${n(report.options.connections)} connections as fast as answered.`,
        ...report.phases
          .filter((p) => p.burst.non2xx > 0)
          .map((p) => `${p.name} non-2xx by status: ${JSON.stringify(p.burst.statusCounts)}`),
      ],
    },
  ];
  const pushed = report.phases.filter((p) => p.push);
  if (pushed.length > 0) {
    const v = report.viewers;
    tables.push({
      title: 'Live viewers',
      headers: [
        'Phase',
        'Timed votes',
        'Sampled viewers',
        'Push p50 ms',
        'p99 ms',
        'max ms',
        'Call p50 ms',
        'p99 ms',
        'After answer p50 ms',
        'p99 ms',
        'Missing',
        'Msgs/s per viewer mean',
        'max',
        'counts/s max',
        'Peak in 1 s',
        'Disconnects',
        'Loop p99 ms timing',
        'crowd',
      ],
      rows: pushed.map(({ name, push: p }) => [
        name,
        `${n(p!.samplesTimed)}/${n(p!.samplesSent)}`,
        n(p!.sampledViewers),
        n(p!.latency.p50),
        n(p!.latency.p99),
        n(p!.latency.max),
        n(p!.probeAnswer.p50),
        n(p!.probeAnswer.p99),
        n(p!.afterAnswer.p50),
        n(p!.afterAnswer.p99),
        n(p!.missing),
        n(p!.messagesPerViewerPerSecond.mean, 1),
        n(p!.messagesPerViewerPerSecond.max, 1),
        n(p!.countsPerViewerPerSecond.max, 1),
        n(p!.peakSecondMax),
        n(p!.disconnects),
        n(p!.timingLoopDelayP99Ms, 1),
        n(p!.viewerLoopDelayP99Ms, 1),
      ]),
      notes: v
        ? [
            `${n(v.connected)} of ${n(v.connected + v.failed)} viewers connected in ${n(v.connectMs / 1000, 1)} s; ${n(Math.min(report.options.fullViewers, report.options.viewers))} of them full (socket.io-client, state checked), the rest light (count messages only).`,
            'Push: vote due on its schedule → first push carrying it, at the sampled viewers; Call: the probe vote’s own reaction call; After answer: push minus answer. The sampled viewers and the probe votes run on a timing thread of their own, the crowd on another (their event-loop delays: last two columns).',
          ]
        : [],
    });
  }
  const perGateway = report.phases.flatMap(({ name, gateways }) =>
    (gateways ?? []).map((g) => [
      name,
      g.gateway,
      n(g.sockets),
      n(g.pushes),
      n(g.pushMeanMs, 1),
      g.pushP99Ms === null ? '–' : `≤ ${n(g.pushP99Ms)}`,
      n(g.fanOutMeanMs, 1),
      n(g.broadcasts),
      n(g.socketWrites),
    ]),
  );
  if (perGateway.length > 0) {
    tables.push({
      title: 'Gateways',
      headers: [
        'Phase',
        'Gateway',
        'Sockets',
        'Pushes',
        'Push mean ms',
        'p99 ms',
        'Fan-out mean ms',
        'Broadcasts',
        'Socket writes',
      ],
      rows: perGateway,
      notes: [
        'From each gateway’s /metrics before and after the burst. A push takes the changes and fans them out to every socket of the gateway; its p99 is the histogram bucket holding it (an upper bound); the fan-out alone is the socket writes on the event loop. Socket writes: broadcasts × sockets.',
      ],
    });
  }
  tables.push(
    ...serverTables([
      { name: 'baseline (bare INSERT)', server: report.baselineServer },
      ...report.phases.map((p) => ({ name: `${p.name} burst`, server: p.server })),
    ]),
  );
  tables.push({
    title: 'Consistency after each burst',
    headers: [
      'Phase',
      'Wishes checked',
      'Converged after',
      'Inconsistent',
      'Pairs replayed',
      'Lost votes',
      'Ambiguous',
      'Unacknowledged',
      'Toggle violations',
    ],
    rows: report.phases.map(({ name, consistency: c, votes }) => [
      name,
      n(c.wishes.length),
      c.convergedAfterMs === null ? 'not within 5 s' : `${n(c.convergedAfterMs)} ms`,
      n(c.wishes.filter((w) => !w.consistent).length),
      n(votes.pairsChecked),
      n(votes.lostVotes),
      n(votes.ambiguousPairs),
      n(votes.unacknowledgedVotes),
      n(votes.toggleViolations),
    ]),
    notes: report.phases.flatMap(({ name, consistency, votes }) => [
      ...consistency.wishes
        .filter((w) => !w.consistent)
        .slice(0, INCONSISTENT_SHOWN)
        .map(
          (w) =>
            `${name}: wish ${w.wishId} votes ${counts(w.truth)}, row ${counts(w.row)}, viewers show ${counts(w.shown)} (${w.viewersShowingTruth}/${w.viewers} right)`,
        ),
      ...votes.lostExamples.map(
        (l) =>
          `${name}: lost vote of user ${l.userId} on wish ${l.wishId}: expected ${l.expected ?? 'none'}, table has ${l.actual ?? 'none'}`,
      ),
    ]),
  });
  return tables;
}
