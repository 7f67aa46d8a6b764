import type { BenchReport } from './bench-report.ts';
import { benchTables } from './bench-tables.ts';
import { latencyHistogram } from './histogram.ts';
import { renderHtmlReport, runFacts } from './html-report.ts';
import { READ_BUDGETS } from '../budgets/read-budgets.ts';
import { barChart, lineChart } from './svg-charts.ts';

const COLORS = ['#dc2626', '#2563eb', '#16a34a', '#9333ea'];

/** The read benchmark as one self-contained HTML page. */
export function benchReportPage(report: BenchReport, latencies: Map<string, number[]>): string {
  const charts = [
    {
      title: 'p99 latency per endpoint',
      svg: barChart(
        [
          { label: 'select 1', value: report.baseline.latency.p99 ?? 0 },
          ...report.endpoints.map((e) => ({ label: e.name, value: e.latency.p99 ?? 0 })),
        ],
        'endpoint',
        'p99 ms',
        '#2563eb',
        { value: READ_BUDGETS.searchP99Ms, label: `search budget ${READ_BUDGETS.searchP99Ms} ms` },
      ),
      caption: `The wall's budget is ${READ_BUDGETS.wallFirstPageP99Ms} ms, search's ${READ_BUDGETS.searchP99Ms} ms (dashed).`,
    },
    {
      title: 'Requests served per second',
      svg: lineChart(
        [
          { name: 'select 1', color: '#6b7280', values: report.baseline.timeline },
          ...report.endpoints.map((e, i) => ({
            name: e.name,
            color: COLORS[i % COLORS.length]!,
            values: e.timeline,
          })),
        ],
        'second',
        'responses',
      ),
      caption: 'Each connection has its share of the rate; their starts are spread over a second.',
    },
    ...report.endpoints.map((e, i) => ({
      title: `Latency histogram, ${e.name}`,
      svg: barChart(
        latencyHistogram(latencies.get(e.name) ?? [], 2 * READ_BUDGETS.searchP99Ms).map(
          (bucket, index, all) => ({
            label: index === all.length - 1 ? `≥${bucket.from}` : `${bucket.from}`,
            value: bucket.count,
          }),
        ),
        'ms',
        'requests',
        COLORS[i % COLORS.length]!,
      ),
      caption: `${e.path}: p50 ${e.latency.p50?.toFixed(1)} ms, p99 ${e.latency.p99?.toFixed(1)} ms.`,
    })),
  ];
  return renderHtmlReport({
    title: `Wishwall read benchmark, ${report.startedAt}`,
    facts: runFacts(
      report,
      report.system === 'started'
        ? 'started by this run (scripts/start.ts)'
        : 'external (--target)',
    ),
    verdicts: report.verdicts,
    tables: benchTables(report),
    charts,
  });
}
