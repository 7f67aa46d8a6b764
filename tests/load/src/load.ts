// `pnpm load`: reaction bursts with thousands of live viewers against a bare baseline
// (docs/architecture.md#the-reaction-hot-path and #performance-budgets). See docs/performance.md.
import os from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { createDb } from '@wishwall/db/create-db';
import { startBaselineBench } from './bursts/baseline-burst.ts';
import { dropBaselineTable } from './bursts/baseline-server.ts';
import {
  createLoadFixtures,
  VIEWER_FIRST_ADDRESS,
  type WatchedBurst,
} from './system/load-fixtures.ts';
import { LOAD_USAGE, parseLoadOptions, type LoadOptions } from './options/load-options.ts';
import type { LoadReport, ReactionPhaseReport } from './reports/load-report.ts';
import { loadReportPage } from './reports/load-report-page.ts';
import { loadTables } from './reports/load-tables.ts';
import { machineFacts, quietness } from './system/machine-facts.ts';
import { offeredRate } from './bursts/open-loop.ts';
import { print } from './reports/print.ts';
import type { CleanupStack } from '@wishwall/testing/cleanup-stack';
import { runReportCommand } from './reports/report-command.ts';
import { provideSystem } from './system/provide-system.ts';
import { ServerMeter } from './system/server-meter.ts';
import { waitForQuietSystem } from './system/quiet-system.ts';
import { runRatioRounds, type RatioRoundsResult } from './bursts/ratio-rounds.ts';
import { reactionVerdicts } from './budgets/reaction-budgets.ts';
import { runReactionBurst } from './bursts/reaction-burst.ts';
import { runReactionPhase } from './bursts/reaction-phase.ts';
import { ViewerSwarm } from './viewers/viewer-swarm.ts';

/** Lets the connect storm and its resyncs die down before the first burst. */
const SETTLE_MS = 2000;

async function run(options: LoadOptions, cleanup: CleanupStack): Promise<LoadReport> {
  const startedAt = new Date();
  // Read before this run starts anything: the run's own processes raise it.
  const loadAverageAtStart = os.loadavg()[0] ?? 0;
  print(`› One-minute load average at the start: ${quietness(loadAverageAtStart)}`);
  print('› Providing the system under test…');
  const system = await provideSystem(
    {
      target: options.target,
      databaseUrl: options.databaseUrl,
      prefix: 'wwload',
      topology: options.topology,
    },
    cleanup,
  );
  print(`  ${system.url} (${system.started ? 'started by this run' : 'external'})`);
  const db = createDb({ url: system.databaseUrl, poolSize: 4, applicationName: 'wishwall-load' });
  cleanup.push('close the database pool', () => db.destroy());

  const fixtures = await createLoadFixtures(system, db, options);
  const { reactors, probes, hotWish, unwatchedHotWish, warmupWish, spreadWishes } = fixtures;
  const { probeWishes } = fixtures;
  const allProbeWishes = Object.values(probeWishes).flat();
  print('› Waiting for the sign-ups’ mail to be sent…');
  await waitForQuietSystem(system, db);

  let seq = 0;
  const nextSeq = () => seq++;
  const reserveSeqs = (count: number) => {
    const first = seq;
    seq += count;
    return first;
  };
  if (options.warmupSeconds > 0) {
    // Warms the reaction path up like the baseline's, on a wish of its own that is not checked.
    print(`› Warm-up: ${options.warmupSeconds} s of reactions on another wish…`);
    await runReactionBurst({
      url: system.url,
      accounts: reactors,
      wishIds: [warmupWish],
      connections: options.connections,
      durationSeconds: options.warmupSeconds,
      seed: options.seed,
      nextSeq,
    });
  }
  // With --server-figures 1: Postgres's WAL and commits and the worker's folds, read around
  // every burst once the statistics of what ran before it have settled (server-meter.ts).
  const meter = options.serverFigures ? new ServerMeter(db, system.workerMetrics) : null;
  const phaseOptions = {
    url: system.url,
    gatewayMetrics: system.gatewayMetrics,
    meter,
    db,
    reactors,
    probes,
    connections: options.connections,
    durationSeconds: options.durationSeconds,
    samples: options.samples,
    seed: options.seed,
    nextSeq,
    reserveSeqs,
  };
  // The throughput ratio compares like with like: no viewer is connected yet, as none is to the
  // baseline; and the two run in interleaved rounds, seconds apart (ratio-rounds.ts).
  print(
    `› Bare baseline (Fastify + pg INSERT) and unwatched hot burst: ${options.rounds} interleaved rounds of ${options.roundSeconds} s each…`,
  );
  if (!system.started)
    cleanup.push('drop the baseline table', () => dropBaselineTable(system.databaseUrl));
  const baselineBench = await startBaselineBench({
    databaseUrl: system.databaseUrl,
    connections: options.connections,
    warmupSeconds: options.warmupSeconds,
    seed: options.seed,
  });
  meter?.ended(); // the baseline's warm-up
  let ratioRounds: RatioRoundsResult;
  try {
    ratioRounds = await runRatioRounds(
      {
        ...phaseOptions,
        swarm: null,
        name: 'unwatched hot',
        wishIds: [unwatchedHotWish],
        probeWishIds: [],
      },
      baselineBench,
      options.rounds,
      options.roundSeconds,
    );
  } finally {
    await baselineBench.stop();
  }
  const { baseline, unwatched } = ratioRounds;
  print(`  median ratio ${ratioRounds.ratio.toFixed(2)} ×`);

  let swarm: ViewerSwarm | null = null;
  let viewers: LoadReport['viewers'] = null;
  if (options.viewers > 0) {
    print(`› Connecting ${options.viewers} viewers over ${options.rampSeconds} s…`);
    const live = new ViewerSwarm({
      gatewayUrls: system.gatewayUrls,
      viewers: options.viewers,
      rampMs: options.rampSeconds * 1000,
      watchedWishIds: [hotWish, ...spreadWishes, ...allProbeWishes],
      probeWishIds: allProbeWishes,
      fullViewers: Math.min(options.fullViewers, options.viewers),
      sampledViewers: Math.min(options.sampledViewers, options.fullViewers, options.viewers),
      // Past the reactors' and the probe accounts' addresses.
      firstAddress: VIEWER_FIRST_ADDRESS,
    });
    swarm = live;
    cleanup.push('disconnect the viewers', () => live.close());
    viewers = await live.ready;
    print(
      `  ${viewers.connected} connected, ${viewers.failed} failed, in ${(viewers.connectMs / 1000).toFixed(1)} s`,
    );
    await sleep(SETTLE_MS);
    meter?.ended(); // the connect storm's reads are not the first burst's
  }

  // The push budget holds at half the baseline's throughput, offered on a schedule.
  const offeredPerSecond = offeredRate(baseline.acceptedPerSecond, options.rate);
  const hotPhase = { ...phaseOptions, swarm, wishIds: [hotWish] };
  const spreadPhase = { ...phaseOptions, swarm, wishIds: spreadWishes, seed: options.seed + 1 };
  const runPhase = async (
    name: ReactionPhaseReport['name'] & WatchedBurst,
    phase: typeof hotPhase,
    offered?: number,
  ) => {
    print(
      `› ${name} burst: ${phase.wishIds.length} wish(es), ${options.durationSeconds} s, ${offered === undefined ? 'closed loop' : `open loop at ${offered} req/s`}…`,
    );
    const report = await runReactionPhase({
      ...phase,
      probeWishIds: probeWishes[name],
      name,
      ...(offered === undefined ? {} : { offeredPerSecond: offered }),
    });
    print(
      `  ${Math.round(report.burst.acceptedPerSecond)} accepted req/s, push p99 ${report.push?.latency.p99 == null ? '–' : Math.round(report.push.latency.p99)} ms`,
    );
    return report;
  };
  const hot = await runPhase('hot', hotPhase, offeredPerSecond);
  const spread = await runPhase('spread', spreadPhase, offeredPerSecond);
  const saturatedHot = await runPhase('saturated hot', hotPhase);
  const saturatedSpread = await runPhase('saturated spread', spreadPhase);

  const openLoop = [hot, spread];
  const saturated = [saturatedHot, saturatedSpread];
  const watched = [...openLoop, ...saturated];
  const phases = [unwatched, ...watched];
  const worst = (values: (number | null)[]) =>
    values.some((v) => v === null) ? null : Math.max(...(values as number[]));
  const toBaseline = (perSecond: number) =>
    baseline.acceptedPerSecond > 0 ? perSecond / baseline.acceptedPerSecond : 0;
  const verdicts = reactionVerdicts({
    hotToBaseline: ratioRounds.ratio,
    rounds: ratioRounds.rounds.length,
    baselinePerSecond: baseline.acceptedPerSecond,
    hotAcceptedPerSecond: unwatched.burst.acceptedPerSecond,
    offeredPerSecond,
    pushP99Ms: swarm ? worst(openLoop.map((p) => p.push?.latency.p99 ?? null)) : null,
    saturatedPushP99Ms: swarm ? worst(saturated.map((p) => p.push?.latency.p99 ?? null)) : null,
    watchedHotToBaseline: swarm ? toBaseline(saturatedHot.burst.acceptedPerSecond) : null,
    viewers: viewers?.connected ?? 0,
    maxMessagesPerViewerPerSecond: swarm
      ? worst(watched.map((p) => p.push?.messagesPerViewerPerSecond.max ?? null))
      : null,
    convergedAfterMs: worst(phases.map((p) => p.consistency.convergedAfterMs)),
    lostVotes: phases.reduce((sum, p) => sum + p.votes.lostVotes, 0),
  });
  return {
    kind: 'load',
    startedAt: startedAt.toISOString(),
    finishedAt: new Date().toISOString(),
    command: ['pnpm load', ...process.argv.slice(2)].join(' '),
    machine: machineFacts(),
    options,
    system: system.started ? 'started' : 'external',
    viewers,
    baseline,
    baselineServer: ratioRounds.baselineServer,
    phases,
    ratioRounds: ratioRounds.rounds,
    hotToBaseline: ratioRounds.ratio,
    offeredPerSecond,
    watchedHotToBaseline: swarm ? toBaseline(saturatedHot.burst.acceptedPerSecond) : null,
    loadAverageAtStart,
    verdicts,
    pass: verdicts.every((v) => v.pass),
  };
}

runReportCommand({
  kind: 'load',
  usage: LOAD_USAGE,
  parse: parseLoadOptions,
  run: async (options, cleanup) => {
    const report = await run(options, cleanup);
    return {
      tables: loadTables(report),
      verdicts: report.verdicts,
      json: report,
      html: loadReportPage(report),
    };
  },
});
