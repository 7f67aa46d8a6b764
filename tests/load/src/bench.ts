// `pnpm bench`: the wall and search at a fixed rate over a large wall, beside a bare
// Fastify + pg `select 1` (DESIGN.md §9). See docs/performance.md.
import { randomBytes } from 'node:crypto';
import { createDb } from '@wishwall/db/create-db';
import { migrateToLatest } from '@wishwall/db/migrator';
import { startBaselineProcess } from './baseline-process.ts';
import { dropBaselineTable } from './baseline-server.ts';
import { BENCH_USAGE, parseBenchOptions, type BenchOptions } from './bench-options.ts';
import type { BenchReport } from './bench-report.ts';
import { benchReportPage } from './bench-report-page.ts';
import { benchTables } from './bench-tables.ts';
import {
  firstPageVerdict,
  measureFirstPageThroughput,
  type FirstPageThroughput,
} from './first-page-throughput.ts';
import { CleanupStack } from '@wishwall/testing/cleanup-stack';
import { UsageError } from './cli-flags.ts';
import { machineFacts } from './machine-facts.ts';
import { print } from './print.ts';
import { printReport } from './print-report.ts';
import { provideSystem } from './provide-system.ts';
import { seededWallTemplate } from './seeded-wall-template.ts';
import { runRateBenchmark, type RateBenchmark } from './rate-benchmark.ts';
import { readVerdicts } from './read-budgets.ts';
import { writeReportFiles } from './report-files.ts';
import { WallSeedRepository } from './wall-seed.repository.ts';

interface BenchRun {
  report: BenchReport;
  latencies: Map<string, number[]>;
}

async function run(options: BenchOptions, cleanup: CleanupStack): Promise<BenchRun> {
  const startedAt = new Date();
  let seedSeconds = 0;
  let publishedWishes = 0;
  const seed = async (databaseUrl: string) => {
    const db = createDb({ url: databaseUrl, poolSize: 2, applicationName: 'wishwall-bench' });
    try {
      // A database this run created is migrated here, so the wall can be seeded before the
      // system starts; a running system's database (--target) is left as it is.
      if (!options.target) await migrateToLatest(db);
      const seeder = new WallSeedRepository(db);
      const missing = options.wishes - (await seeder.publishedCount());
      if (missing > 0) {
        print(`› Seeding ${missing.toLocaleString('en-US')} published wishes…`);
        const t0 = performance.now();
        await seeder.seedPublishedWishes(missing, randomBytes(3).toString('hex'));
        seedSeconds = (performance.now() - t0) / 1000;
        print(`  in ${seedSeconds.toFixed(1)} s`);
      }
      publishedWishes = await seeder.publishedCount();
    } finally {
      await db.destroy();
    }
  };
  print('› Providing the system under test…');
  const system = await provideSystem(
    {
      target: options.target,
      databaseUrl: options.databaseUrl,
      prefix: 'wwbench',
      beforeStart: seed,
      template: (adminUrl) => seededWallTemplate(adminUrl, options.wishes),
    },
    cleanup,
  );
  print(`  ${system.url} (${system.started ? 'started by this run' : 'external'})`);

  const common = {
    rate: options.rate,
    connections: options.connections,
    durationSeconds: options.durationSeconds,
    warmupSeconds: options.warmupSeconds,
  };
  print(`› Baseline: bare Fastify + pg select 1 at ${options.rate} req/s…`);
  if (!system.started) {
    cleanup.push('drop the baseline table', () => dropBaselineTable(system.databaseUrl));
  }
  const baselineServer = await startBaselineProcess(system.databaseUrl);
  let baseline: RateBenchmark;
  let firstPageThroughput: FirstPageThroughput;
  try {
    baseline = await runRateBenchmark({
      ...common,
      name: 'baseline',
      kind: 'wall',
      url: baselineServer.url,
      path: '/select-1',
    });
    print('› Wall page 1 beside a bare Fastify hello, closed loop…');
    firstPageThroughput = await measureFirstPageThroughput(baselineServer.url, system.url);
    print(`  median ratio ${firstPageThroughput.ratio.toFixed(2)} ×`);
  } finally {
    await baselineServer.stop();
  }

  const targets = [
    { name: 'Wall page 1', kind: 'wall', path: '/v1/wishes?page=1' },
    {
      name: `Search "${options.word}"`,
      kind: 'search',
      path: `/v1/search?q=${encodeURIComponent(options.word)}`,
    },
    {
      name: `Search "#${options.hashtag}"`,
      kind: 'search',
      path: `/v1/search?q=${encodeURIComponent(`#${options.hashtag}`)}`,
    },
    {
      name: `Search "${options.nothing}" (no match)`,
      kind: 'search',
      path: `/v1/search?q=${encodeURIComponent(options.nothing)}`,
    },
  ] as const;
  const results: RateBenchmark[] = [];
  for (const target of targets) {
    print(`› ${target.name} at ${options.rate} req/s…`);
    results.push(await runRateBenchmark({ ...common, ...target, url: system.url }));
  }

  const verdicts = [...readVerdicts(results), firstPageVerdict(firstPageThroughput)];
  const baselineP99 = baseline.latency.p99;
  const report: BenchReport = {
    kind: 'bench',
    startedAt: startedAt.toISOString(),
    finishedAt: new Date().toISOString(),
    command: ['pnpm bench', ...process.argv.slice(2)].join(' '),
    machine: machineFacts(),
    options,
    system: system.started ? 'started' : 'external',
    publishedWishes,
    seedSeconds,
    baseline: {
      path: baseline.path,
      deliveredPerSecond: baseline.deliveredPerSecond,
      failed: baseline.failed,
      latency: baseline.latency,
      timeline: baseline.timeline,
    },
    endpoints: results.map(({ latenciesMs: _latencies, ...result }) => ({
      ...result,
      p99ToBaseline:
        baselineP99 && result.latency.p99 !== null ? result.latency.p99 / baselineP99 : null,
    })),
    firstPageThroughput,
    verdicts,
    pass: verdicts.every((v) => v.pass),
  };
  return { report, latencies: new Map(results.map((r) => [r.name, r.latenciesMs])) };
}

async function main(): Promise<void> {
  const options = parseBenchOptions(process.argv.slice(2));
  if (options.help) {
    process.stdout.write(BENCH_USAGE);
    return;
  }
  const cleanup = new CleanupStack();
  cleanup.onSignals();
  let result: BenchRun;
  try {
    result = await run(options, cleanup);
  } finally {
    print('› Cleaning up…');
    await cleanup.runAll();
  }
  printReport(benchTables(result.report), result.report.verdicts);
  const files = await writeReportFiles(
    'bench',
    result.report,
    benchReportPage(result.report, result.latencies),
  );
  print();
  print(`Report: ${files.htmlPath}`);
  print(`        ${files.jsonPath}`);
}

main().catch((error: unknown) => {
  process.stderr.write(
    `${error instanceof UsageError ? `${error.message}\n\n${BENCH_USAGE}` : String((error as Error)?.stack ?? error)}\n`,
  );
  process.exitCode = error instanceof UsageError ? 2 : 1;
});
