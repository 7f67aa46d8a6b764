// `pnpm bench`: the wall and search at a fixed rate over a large wall, beside a bare
// Fastify + pg `select 1` (docs/architecture.md#performance-budgets). See docs/performance.md.
import { randomBytes } from 'node:crypto';
import { createDb } from '@wishwall/db/create-db';
import { migrateToLatest } from '@wishwall/db/migrator';
import { startBaselineProcess } from './bursts/baseline-process.ts';
import { dropBaselineTable } from './bursts/baseline-server.ts';
import { BENCH_USAGE, parseBenchOptions, type BenchOptions } from './options/bench-options.ts';
import type { BenchReport } from './reports/bench-report.ts';
import { benchReportPage } from './reports/bench-report-page.ts';
import { benchTables } from './reports/bench-tables.ts';
import { machineFacts } from './system/machine-facts.ts';
import { print } from './reports/print.ts';
import {
  firstPageVerdict,
  measureFirstPageThroughput,
  type FirstPageThroughput,
} from './bursts/first-page-throughput.ts';
import type { CleanupStack } from '@wishwall/testing/cleanup-stack';
import { runReportCommand } from './reports/report-command.ts';
import { provideSystem } from './system/provide-system.ts';
import { seededWallTemplate } from './system/seeded-wall-template.ts';
import { runRateBenchmark, type RateBenchmark } from './bursts/rate-benchmark.ts';
import { measureShareCards, type ShareCardFigures } from './bursts/share-card-figures.ts';
import { readVerdicts } from './budgets/read-budgets.ts';
import { WallSeedRepository } from './system/wall-seed.repository.ts';

/** How many published wishes the wish pages are asked among. */
const WISH_PAGE_SAMPLE = 50_000;

async function sampleWishIds(databaseUrl: string, count: number): Promise<string[]> {
  const db = createDb({ url: databaseUrl, poolSize: 1, applicationName: 'wishwall-bench' });
  try {
    return await new WallSeedRepository(db).samplePublishedIds(count);
  } finally {
    await db.destroy();
  }
}

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
  // The HTML measured is the server's rendering of the first screens, whatever the product's
  // default (docs/decisions/0058-first-screens-from-the-server.md); a run may still ask for
  // FIRST_SCREENS=client.
  process.env['FIRST_SCREENS'] ??= 'server';
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
  let wallHtmlThroughput: FirstPageThroughput;
  let shareCards: ShareCardFigures;
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
    print('› The wall’s HTML (/en) beside a bare Fastify hello, closed loop…');
    wallHtmlThroughput = await measureFirstPageThroughput(baselineServer.url, system.url, {
      name: 'Wall HTML',
      path: '/en',
      sameSizeBytes: true,
    });
    print(`  median ratio ${wallHtmlThroughput.ratio.toFixed(2)} ×`);
    print('› Share cards: drawing the newest wishes’ cards, then one cached beside the hello…');
    shareCards = await measureShareCards(baselineServer.url, system.url);
    print(
      `  render p50 ${shareCards.render.p50?.toFixed(0)} ms, cached ${shareCards.ratio.toFixed(2)} × hello (load average ${shareCards.loadBefore} → ${shareCards.loadAfter})`,
    );
  } finally {
    await baselineServer.stop();
  }

  // Wish pages are asked at random among many wishes, so most are not in the server's cache of
  // rendered pages (docs/decisions/0058-first-screens-from-the-server.md).
  const wishIds = await sampleWishIds(system.databaseUrl, WISH_PAGE_SAMPLE);
  if (wishIds.length === 0) throw new Error('the wall has no published wish to ask for');
  const randomWishPath = () => `/en/wish/${wishIds[Math.floor(Math.random() * wishIds.length)]}`;
  const targets = [
    { name: 'Wall page 1', kind: 'wall', path: '/v1/wishes?page=1' },
    { name: 'Wall HTML', kind: 'html', path: '/en' },
    {
      name: 'Wish page HTML',
      kind: 'html',
      path: `/en/wish/{one of ${wishIds.length.toLocaleString('en-US')} at random}`,
      nextPath: randomWishPath,
    },
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

  const verdicts = [
    ...readVerdicts(results),
    firstPageVerdict(firstPageThroughput),
    firstPageVerdict(wallHtmlThroughput),
  ];
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
    wallHtmlThroughput,
    shareCards,
    verdicts,
    pass: verdicts.every((v) => v.pass),
  };
  return { report, latencies: new Map(results.map((r) => [r.name, r.latenciesMs])) };
}

runReportCommand({
  kind: 'bench',
  usage: BENCH_USAGE,
  parse: parseBenchOptions,
  run: async (options, cleanup) => {
    const { report, latencies } = await run(options, cleanup);
    return {
      tables: benchTables(report),
      verdicts: report.verdicts,
      json: report,
      html: benchReportPage(report, latencies),
    };
  },
});
