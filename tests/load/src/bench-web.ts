// `pnpm bench:web`: Lighthouse on the first pages a visitor sees (`/en` and a wish page), mobile
// and desktop, against the budgets of docs/architecture.md#performance-budgets, plus the initial
// JavaScript of the built client. See docs/performance.md.
import { execSync } from 'node:child_process';
import { loadavg } from 'node:os';
import path from 'node:path';
import { CleanupStack } from '@wishwall/testing/cleanup-stack';
import { parseFlags, UsageError, usage, type IntegerFlag } from './options/cli-flags.ts';
import { formatNumber as n } from './reports/format-number.ts';
import { measureInitialJs, type InitialJs } from './web/initial-js.ts';
import {
  launchChromium,
  runLighthouse,
  type LighthouseFigures,
  type LighthousePreset,
} from './web/lighthouse-run.ts';
import { machineFacts } from './system/machine-facts.ts';
import { print } from './reports/print.ts';
import { printReport } from './reports/print-report.ts';
import { provideSystem } from './system/provide-system.ts';
import { renderHtmlReport } from './reports/html-report.ts';
import type { ReportTable } from './reports/report-table.ts';
import { writeReportFiles } from './reports/report-files.ts';
import { medianRun, webVerdicts, type PageMeasurement } from './budgets/web-budgets.ts';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const WEB_DIST = path.join(ROOT, 'web', 'dist');
const PRESETS: readonly LighthousePreset[] = ['mobile', 'desktop'];

const FLAGS = {
  runs: { default: 3, min: 1, max: 15, help: 'Lighthouse runs per page and preset (median kept)' },
} as const satisfies Record<string, IntegerFlag>;

export const BENCH_WEB_USAGE = usage(
  'pnpm bench:web',
  'Lighthouse 13 on /en and a wish page, mobile and desktop, against the first-visit budgets.',
  FLAGS,
);

/** The newest published wish's page, the one a shared link most likely points at. */
async function wishPagePath(url: string): Promise<string> {
  const response = await fetch(`${url}/v1/wishes?page=1`);
  const body = (await response.json()) as { data?: { wishes?: { data?: { id: string }[] } } };
  const id = body.data?.wishes?.data?.[0]?.id;
  if (!id)
    throw new Error(`${url} has no published wish to open (GET /v1/wishes: ${response.status})`);
  return `/en/wish/${id}`;
}

const loadAverage = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

function pageTable(measurements: readonly PageMeasurement[], runs: number): ReportTable {
  const row = ({ page, preset, figures: f }: PageMeasurement) => [
    page,
    preset,
    String(f.performance),
    String(f.accessibility),
    String(f.bestPractices),
    String(f.seo),
    n(f.fcpMs),
    n(f.lcpMs),
    n(f.tbtMs),
    n(f.cls, 3),
    n(f.speedIndexMs),
    n(f.scriptTransferBytes / 1000, 1),
  ];
  const notes = measurements.flatMap(({ page, preset, figures: f }) => [
    ...(f.failingAudits.length > 0
      ? [`${page} ${preset} loses points on: ${f.failingAudits.join(', ')}`]
      : []),
    ...(f.layoutShifts.length > 0
      ? [`${page} ${preset} shifts: ${f.layoutShifts.join(', ')}`]
      : []),
  ]);
  return {
    title: `Lighthouse, median of ${runs} run${runs === 1 ? '' : 's'} by performance score`,
    headers: [
      'Page',
      'Preset',
      'Perf',
      'A11y',
      'BP',
      'SEO',
      'FCP ms',
      'LCP ms',
      'TBT ms',
      'CLS',
      'SI ms',
      'JS sent kB',
    ],
    rows: measurements.map(row),
    notes,
  };
}

function initialJsTable(initialJs: InitialJs): ReportTable {
  return {
    title: 'Initial JavaScript of /en (web/dist/index.html: entry and modulepreloads)',
    headers: ['File', 'kB', 'kB gzipped'],
    rows: [
      ...initialJs.files.map((f) => [f.name, n(f.bytes / 1000, 1), n(f.gzipBytes / 1000, 1)]),
      ['total', n(initialJs.bytes / 1000, 1), n(initialJs.gzipBytes / 1000, 1)],
    ],
  };
}

async function main(): Promise<void> {
  const flags = parseFlags(process.argv.slice(2), FLAGS);
  if (flags.help) {
    process.stdout.write(BENCH_WEB_USAGE);
    return;
  }
  const runs = flags.integers.runs;
  const startedAt = new Date();
  const loadBefore = loadAverage();
  const initialJs = await measureInitialJs(WEB_DIST);

  const cleanup = new CleanupStack();
  cleanup.onSignals();
  const measurements: PageMeasurement[] = [];
  let url: string;
  try {
    if (flags.target) {
      url = flags.target.replace(/\/$/, '');
    } else {
      print('› Starting the product on a database of its own (demo wall seeded on first start)…');
      const system = await provideSystem(
        { target: null, databaseUrl: null, prefix: 'wwweb' },
        cleanup,
      );
      url = system.url;
    }
    print(`  ${url}`);
    const pages = ['/en', await wishPagePath(url)];
    const chrome = await launchChromium();
    cleanup.push('close Chromium', async () => {
      chrome.kill();
    });
    for (const page of pages) {
      for (const preset of PRESETS) {
        const figures: LighthouseFigures[] = [];
        for (let run = 1; run <= runs; run += 1) {
          print(`› Lighthouse ${page} ${preset}, run ${run} of ${runs} (load ${loadAverage()})…`);
          figures.push((await runLighthouse(chrome, `${url}${page}`, preset)).figures);
        }
        measurements.push({
          page: page.replace(/\/wish\/\d+$/, '/wish/{id}'),
          preset,
          figures: medianRun(figures),
        });
      }
    }
  } finally {
    print('› Cleaning up…');
    await cleanup.runAll();
  }

  const verdicts = webVerdicts(measurements, initialJs.gzipBytes);
  const tables = [pageTable(measurements, runs), initialJsTable(initialJs)];
  const command = ['pnpm bench:web', ...process.argv.slice(2)].join(' ');
  const commit = execSync('git rev-parse --short HEAD', { cwd: ROOT }).toString().trim();
  const machine = machineFacts();
  const facts = [
    `${command} at ${commit}, ${startedAt.toISOString()}`,
    `${machine.cpus} × ${machine.cpuModel}, ${machine.memoryGb} GB, Node ${machine.node}`,
    `load average (1, 5, 15 min) before ${loadBefore}, after ${loadAverage()}`,
  ];
  print();
  for (const fact of facts) print(fact);
  printReport(tables, verdicts);
  const report = {
    kind: 'bench-web',
    command,
    commit,
    startedAt: startedAt.toISOString(),
    finishedAt: new Date().toISOString(),
    machine,
    loadAverage: { before: loadBefore, after: loadAverage() },
    target: flags.target ? url : 'started',
    measurements,
    initialJs,
    verdicts,
    pass: verdicts.every((v) => v.pass),
  };
  const files = await writeReportFiles(
    'bench-web',
    report,
    renderHtmlReport({
      title: 'Wishwall first visit (Lighthouse)',
      facts,
      verdicts,
      tables,
      charts: [],
    }),
  );
  print();
  print(`Report: ${files.htmlPath}`);
  print(`        ${files.jsonPath}`);
}

main().catch((error: unknown) => {
  process.stderr.write(
    `${error instanceof UsageError ? `${error.message}\n\n${BENCH_WEB_USAGE}` : String((error as Error)?.stack ?? error)}\n`,
  );
  process.exitCode = error instanceof UsageError ? 2 : 1;
});
