import type { FirstPageThroughput } from '../bursts/first-page-throughput.ts';
import type { BenchReport } from './bench-report.ts';
import { formatNumber as n } from './format-number.ts';
import type { ReportTable } from './report-table.ts';

type ReadFigures = BenchReport['baseline'];

/** One measured path's row: the baseline's and every endpoint's have the same columns. */
function readRow(name: string, figures: ReadFigures, p99ToBaseline: string): string[] {
  return [
    name,
    figures.path,
    n(figures.deliveredPerSecond),
    n(figures.failed),
    n(figures.latency.p50, 1),
    n(figures.latency.p90, 1),
    n(figures.latency.p99, 1),
    n(figures.latency.max, 1),
    p99ToBaseline,
  ];
}

function shareCardTable(cards: NonNullable<BenchReport['shareCards']>): ReportTable {
  return {
    title: `Share cards: drawn one after another, then one served from the cache beside a bare Fastify "hello" and the same number of bare bytes, closed loop, ${cards.connections} connections`,
    headers: [
      'Round',
      'hello req/s',
      'bare bytes req/s',
      'cached card req/s',
      'card ÷ hello',
      'card ÷ bare bytes',
    ],
    rows: cards.rounds.map((r, i) => [
      String(i + 1),
      n(r.hello),
      n(r.bytes ?? null),
      n(r.card),
      n(r.ratio, 2),
      n(r.bytesRatio ?? null, 2),
    ]),
    notes: [
      `Drawing a card (a request of a card not drawn yet, ${cards.render.count} wishes): p50 ${n(cards.render.p50, 1)} ms, p90 ${n(cards.render.p90, 1)} ms, max ${n(cards.render.max, 1)} ms; the process's first card ${n(cards.firstCardMs, 1)} ms.${cards.notDrawn ? ` ${cards.notDrawn} of them came from the cache.` : ''}`,
      `A card is ${n(cards.pngBytes / 1024, 1)} KiB; ${cards.roundSeconds} s per burst, interleaved; the ratios are the rounds' medians: ${n(cards.ratio, 2)} of the hello, ${n(cards.bytesRatio ?? null, 2)} of the bare bytes${cards.failed ? `; ${cards.failed} failed` : ''}.`,
      `Load average (1, 5, 15 min) before ${cards.loadBefore}, after ${cards.loadAfter}: the machine is shared.`,
    ],
  };
}

/** The read benchmark's figures, for the terminal and the HTML report. */
export function benchTables(report: BenchReport): ReportTable[] {
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
        readRow('baseline (bare select 1)', report.baseline, '1.0'),
        ...report.endpoints.map((e) => readRow(e.name, e, n(e.p99ToBaseline, 1))),
      ],
      notes: [
        `${report.seedSeconds > 0 ? `Seeded in ${n(report.seedSeconds, 1)} s` : 'Cloned from the seeded wall kept between runs'}; ${report.options.connections} connections, ${report.options.warmupSeconds} s warm-up, ${report.options.durationSeconds} s measured per endpoint.`,
      ],
    },
    throughputTable(report.firstPageThroughput),
    ...(report.wallHtmlThroughput ? [throughputTable(report.wallHtmlThroughput)] : []),
    ...(report.shareCards ? [shareCardTable(report.shareCards)] : []),
  ];
}

function throughputTable(measured: FirstPageThroughput): ReportTable {
  const name = measured.name ?? 'Wall page 1';
  const sameSize = measured.answerBytes !== undefined;
  return {
    title: `${name} beside a bare Fastify "hello", closed loop, ${measured.connections} connections`,
    headers: [
      'Round',
      'hello req/s',
      `${name} req/s`,
      `${name} ÷ hello`,
      ...(sameSize ? ['same-size bytes req/s', `${name} ÷ bytes`] : []),
    ],
    rows: measured.rounds.map((r, i) => [
      String(i + 1),
      n(r.hello),
      n(r.firstPage),
      n(r.ratio, 2),
      ...(sameSize ? [n(r.bytes), n(r.bytesRatio, 2)] : []),
    ]),
    notes: [
      `${measured.roundSeconds} s per burst, interleaved; the ratio is the rounds' median: ${n(measured.ratio, 2)}.`,
      ...(sameSize
        ? [
            `The answer is ${n(measured.answerBytes)} bytes as sent (gzipped); the bare server sending as many bytes is the yardstick of what the load tool itself can read: ${n(measured.bytesRatio, 2)}.`,
          ]
        : []),
    ],
  };
}
