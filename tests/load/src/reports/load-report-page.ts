import { renderHtmlReport, runFacts } from './html-report.ts';
import { REACTION_BUDGETS } from '../budgets/reaction-budgets.ts';
import type { LoadReport } from './load-report.ts';
import { loadTables } from './load-tables.ts';
import { histogram } from './histogram.ts';
import { barChart, lineChart } from './svg-charts.ts';

const COLORS = {
  baseline: '#6b7280',
  'unwatched hot': '#f59e0b',
  hot: '#dc2626',
  spread: '#2563eb',
  'saturated hot': '#7f1d1d',
  'saturated spread': '#1e3a8a',
};

/** The load report as one self-contained HTML page. */
export function loadReportPage(report: LoadReport): string {
  const charts = [
    {
      title: 'Accepted requests per second',
      svg: lineChart(
        [
          {
            name: 'baseline (bare INSERT)',
            color: COLORS.baseline,
            values: report.baseline.acceptedTimeline,
          },
          ...report.phases.map((p) => ({
            name: `${p.name} burst`,
            color: COLORS[p.name],
            values: p.burst.acceptedTimeline,
          })),
        ],
        'second of the burst',
        '2xx responses',
      ),
      caption:
        'Each second of each burst: the bare Fastify + pg INSERT endpoint against the reaction endpoint.',
    },
  ];
  for (const phase of report.phases) {
    if (!phase.push) continue;
    charts.push({
      title: `Vote → push latency, ${phase.name} burst`,
      svg: barChart(
        phase.push.latencyHistogram.map((b, i, all) => ({
          label: i === all.length - 1 ? `≥${b.from}` : `${b.from}`,
          value: b.count,
        })),
        `ms from sending the vote to the push that carried it (${phase.push.latencyHistogram[0]?.to ?? 10} ms buckets)`,
        'sample × viewer',
        COLORS[phase.name],
      ),
      caption: `${phase.push.samplesTimed} timed votes seen by ${phase.push.sampledViewers} viewers; p99 ${Math.round(phase.push.latency.p99 ?? 0)} ms against a budget of ${REACTION_BUDGETS.pushP99Ms} ms.`,
    });
    charts.push({
      title: `Messages per second per viewer, ${phase.name} burst`,
      svg: barChart(
        histogram(phase.push.perViewerRates, 1, 20).map((b, i, all) => ({
          label: i === all.length - 1 ? `≥${b.from}` : `${b.from}`,
          value: b.count,
        })),
        'messages per second (all events) over the burst',
        'viewers',
        COLORS[phase.name],
      ),
      caption: 'How many viewers received how many messages a second; the budget is at most 10.',
    });
  }
  return renderHtmlReport({
    title: `Wishwall load run, ${report.startedAt}`,
    facts: runFacts(
      report,
      report.system === 'external'
        ? 'external (--target)'
        : report.options.topology === 'split'
          ? 'started by this run: API, two gateways and the worker as four processes'
          : 'started by this run (scripts/start.ts: API, gateway and worker in one process)',
    ),
    verdicts: report.verdicts,
    tables: loadTables(report),
    charts,
  });
}
