import type { BenchReport } from './bench-report.ts';
import { formatNumber as n } from './format-number.ts';
import type { ReportTable } from './report-table.ts';

/** The read benchmark's figures, for the terminal and the HTML report. */
export function benchTables(report: BenchReport): ReportTable[] {
  const b = report.baseline;
  return [
    {
      title: `Reads at ${report.options.rate} req/s over ${n(report.publishedWishes)} published wishes`,
      headers: [
        'Endpoint',
        'Path',
        'Served req/s',
        'Failed',
        'p50 ms',
        'p90 ms',
        'p99 ms',
        'max ms',
        'p99 ÷ baseline',
      ],
      rows: [
        [
          'baseline (bare select 1)',
          b.path,
          n(b.deliveredPerSecond),
          n(b.failed),
          n(b.latency.p50, 1),
          n(b.latency.p90, 1),
          n(b.latency.p99, 1),
          n(b.latency.max, 1),
          '1.0',
        ],
        ...report.endpoints.map((e) => [
          e.name,
          e.path,
          n(e.deliveredPerSecond),
          n(e.failed),
          n(e.latency.p50, 1),
          n(e.latency.p90, 1),
          n(e.latency.p99, 1),
          n(e.latency.max, 1),
          n(e.p99ToBaseline, 1),
        ]),
      ],
      notes: [
        `Seeded in ${n(report.seedSeconds, 1)} s; ${report.options.connections} connections, ${report.options.warmupSeconds} s warm-up, ${report.options.durationSeconds} s measured per endpoint.`,
      ],
    },
  ];
}
