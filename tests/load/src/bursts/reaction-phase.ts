import type { Db } from '@wishwall/db/database';
import { awaitConsistency } from '../checks/consistency-check.ts';
import { gatewayFigures, readMetricsEndpoints } from '../system/gateway-figures.ts';
import { latencyHistogram } from '../reports/histogram.ts';
import type { ServerMeter } from '../system/server-meter.ts';
import { countersDelta, serverFigures } from '../system/server-figures.ts';
import type { LoadAccount } from '../system/load-accounts.ts';
import {
  burstFigures,
  type PushFigures,
  type ReactionPhaseReport,
} from '../reports/load-report.ts';
import { summarizeLatencies } from '../reports/percentiles.ts';
import type { ProbeResult } from '../viewers/probe-sampler.ts';
import { pushLatencies, type PushLatencies } from '../viewers/push-latency.ts';
import { runOpenLoopBurst } from './open-loop-burst.ts';
import { runReactionBurst, type ReactionBurst } from './reaction-burst.ts';
import type { SwarmWindowStats, ViewerSwarm } from '../viewers/viewer-swarm.ts';
import { replayVotes, type VoteRow } from '../checks/vote-replay.ts';
import { VoteTruthRepository } from '../checks/vote-truth.repository.ts';

export interface ReactionPhaseOptions {
  name: ReactionPhaseReport['name'];
  url: string;
  db: Db;
  swarm: ViewerSwarm | null;
  reactors: readonly LoadAccount[];
  probes: readonly LoadAccount[];
  wishIds: readonly string[];
  probeWishIds: readonly string[];
  connections: number;
  durationSeconds: number;
  samples: number;
  /** The gateways' metrics endpoints, read around the burst (none for a system at --target). */
  gatewayMetrics: readonly { url: string; token: string }[];
  /** Reads Postgres's WAL and the worker's folds around the burst; null: not read. */
  meter: ServerMeter | null;
  /** Open loop at this many requests per second; unset: closed loop, as fast as answered. */
  offeredPerSecond?: number;
  seed: number;
  nextSeq: () => number;
  /** Reserves `count` consecutive reaction numbers and returns the first. */
  reserveSeqs: (count: number) => number;
}

/**
 * The budget allows 1 s (docs/architecture.md#performance-budgets); polling goes on to 5 s to tell
 * "slow" from "never".
 */
const CONSISTENCY_TIMEOUT_MS = 5000;
const CONSISTENCY_INTERVAL_MS = 100;
/** The latency chart spans at least twice the budget. */
const LATENCY_CHART_MIN_MS = 300;

function pushFigures(
  probe: ProbeResult,
  stats: SwarmWindowStats,
  latencies: PushLatencies,
  windowSeconds: number,
  sampledViewers: number,
): PushFigures {
  const rates = stats.messages.map((n) => n / windowSeconds);
  const countsRates = stats.countsMessages.map((n) => n / windowSeconds);
  const latency = summarizeLatencies(latencies.latenciesMs);
  const mean = (values: number[]) =>
    values.length ? values.reduce((sum, v) => sum + v, 0) / values.length : 0;
  return {
    samplesSent: probe.samples.length,
    samplesTimed: probe.samples.filter((s) => s.likesAfter !== null).length,
    samplesSkipped: probe.skipped,
    sampledViewers,
    latency,
    afterAnswer: summarizeLatencies(latencies.afterAnswerMs),
    probeAnswer: summarizeLatencies(latencies.answerMs),
    latencyHistogram: latencyHistogram(latencies.latenciesMs, LATENCY_CHART_MIN_MS),
    missing: latencies.missing,
    viewersConnected: stats.connected,
    messagesPerViewerPerSecond: { mean: mean(rates), max: Math.max(0, ...rates) },
    countsPerViewerPerSecond: { mean: mean(countsRates), max: Math.max(0, ...countsRates) },
    peakSecondMax: Math.max(0, ...stats.peakSecond),
    perViewerRates: rates.map((r) => Math.round(r * 100) / 100),
    disconnects: stats.disconnects,
    viewerLoopDelayP99Ms: stats.loopDelayP99Ms,
    timingLoopDelayP99Ms: stats.timingLoopDelayP99Ms,
  };
}

/**
 * One burst: reactions as fast as the server takes them (closed loop) or at an offered rate
 * (open loop), timed probe votes beside them, then
 * the checks — counts converge, no vote lost — and what the viewers received meanwhile.
 */
export async function runReactionPhase(
  options: ReactionPhaseOptions,
): Promise<ReactionPhaseReport> {
  const { swarm, meter } = options;
  const votesBefore = await readVotesBefore(options);
  const serverBefore = await meter?.reading();
  await swarm?.mark();
  const metricsBefore = await readMetricsEndpoints(options.gatewayMetrics);
  const probing =
    swarm && options.samples > 0 && options.probes.length > 0
      ? swarm.probe({
          url: options.url,
          accounts: options.probes,
          wishIds: options.probeWishIds,
          samples: options.samples,
          durationMs: options.durationSeconds * 1000,
          firstSeq: options.reserveSeqs(options.samples),
        })
      : Promise.resolve<ProbeResult>({ samples: [], records: [], skipped: 0 });
  const burstOptions = {
    url: options.url,
    accounts: options.reactors,
    wishIds: options.wishIds,
    connections: options.connections,
    durationSeconds: options.durationSeconds,
    seed: options.seed,
    nextSeq: options.nextSeq,
  };
  const burst =
    options.offeredPerSecond === undefined
      ? await runReactionBurst(burstOptions)
      : await runOpenLoopBurst({ ...burstOptions, ratePerSecond: options.offeredPerSecond });
  meter?.ended();
  const metricsAfter = await readMetricsEndpoints(options.gatewayMetrics);
  const report = await concludePhase(options, burst, await probing, votesBefore);
  const serverAfter = await meter?.reading();
  return {
    ...report,
    gateways:
      metricsAfter.length === 0
        ? null
        : metricsAfter.map((after, i) =>
            gatewayFigures(`gateway ${i + 1}`, metricsBefore[i]!, after),
          ),
    server:
      serverBefore && serverAfter
        ? serverFigures(countersDelta(serverBefore, serverAfter), {
            seconds: burst.run.durationSeconds,
            accepted: burst.run.accepted,
          })
        : null,
  };
}

/**
 * The phase's wishes' vote rows as a burst starts: the replay after it starts each user's
 * vote from there (a burst may press wishes an earlier one left voted on).
 */
export function readVotesBefore(options: ReactionPhaseOptions): Promise<VoteRow[]> {
  return new VoteTruthRepository(options.db).votes([...options.wishIds, ...options.probeWishIds]);
}

/**
 * The checks after a phase's burst (or its rounds, merged): counts converge, no vote lost,
 * and what the viewers received meanwhile. `votesBefore`: `readVotesBefore` before the burst.
 */
export async function concludePhase(
  options: ReactionPhaseOptions,
  burst: ReactionBurst,
  probe: ProbeResult,
  votesBefore: readonly VoteRow[],
): Promise<ReactionPhaseReport> {
  const { swarm } = options;
  const { startedAt, finishedAt } = burst.run;

  const truth = new VoteTruthRepository(options.db);
  const allWishIds = [...options.wishIds, ...options.probeWishIds];
  const consistency = await awaitConsistency({
    truth,
    swarm,
    wishIds: allWishIds,
    since: finishedAt,
    timeoutMs: CONSISTENCY_TIMEOUT_MS,
    intervalMs: CONSISTENCY_INTERVAL_MS,
  });
  const votes = replayVotes(
    [...burst.records, ...probe.records],
    await truth.votes(allWishIds),
    votesBefore,
  );

  let push: PushFigures | null = null;
  if (swarm) {
    const stats = await swarm.windowStats({ from: startedAt, to: finishedAt });
    const arrivals = await swarm.probeArrivals();
    push = pushFigures(
      probe,
      stats,
      pushLatencies(probe.samples, arrivals),
      (finishedAt - startedAt) / 1000,
      arrivals.length,
    );
  }
  return {
    name: options.name,
    wishes: options.wishIds.length,
    offeredPerSecond: options.offeredPerSecond ?? null,
    burst: burstFigures(burst.run),
    push,
    consistency,
    votes,
    gateways: null,
    server: null,
  };
}
