import type { CannonRun } from '../bursts/cannon-run.ts';
import type { ConsistencyResult } from '../checks/consistency-check.ts';
import type { GatewayFigures } from '../system/gateway-figures.ts';
import type { ServerFigures } from '../system/server-figures.ts';
import type { HistogramBucket } from './histogram.ts';
import type { machineFacts } from '../system/machine-facts.ts';
import type { LoadOptions } from '../options/load-options.ts';
import { summarizeLatencies, type LatencySummary } from './percentiles.ts';
import type { Verdict } from '../budgets/verdict.ts';
import type { ConnectReport } from '../viewers/viewer-protocol.ts';
import type { ReplayResult } from '../checks/vote-replay.ts';

/** The HTTP side of one burst. */
export interface BurstFigures {
  connections: number;
  durationSeconds: number;
  responses: number;
  accepted: number;
  acceptedPerSecond: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  statusCounts: Record<string, number>;
  latency: LatencySummary;
  /** Per second: 2xx responses. */
  acceptedTimeline: number[];
}

/** One interleaved round of the throughput ratio: the bare baseline and the unwatched hot burst. */
export interface RatioRound {
  baselineFirst: boolean;
  baselinePerSecond: number;
  hotPerSecond: number;
  ratio: number;
}

/** What the viewers saw during one burst. */
export interface PushFigures {
  samplesSent: number;
  samplesTimed: number;
  samplesSkipped: number;
  sampledViewers: number;
  /** Vote → push, from sending the vote. */
  latency: LatencySummary;
  /** The part after the reaction call answered: aggregator, tick, fan-out. */
  afterAnswer: LatencySummary;
  /** The probe votes' own reaction calls, send → answer. */
  probeAnswer: LatencySummary;
  latencyHistogram: HistogramBucket[];
  /** Timed sample-and-viewer pairs that never saw the vote pushed. */
  missing: number;
  viewersConnected: number;
  messagesPerViewerPerSecond: { mean: number; max: number };
  countsPerViewerPerSecond: { mean: number; max: number };
  /** The most messages any viewer got in one second. */
  peakSecondMax: number;
  /** Per viewer, messages per second over the burst (for the chart). */
  perViewerRates: number[];
  disconnects: number;
  /** The crowd thread's own event-loop delay (it times nothing). */
  viewerLoopDelayP99Ms: number;
  /** The timing thread's event-loop delay: large values inflate the latencies above. */
  timingLoopDelayP99Ms: number;
}

export interface ReactionPhaseReport {
  /**
   * `unwatched hot`: the hot burst before any viewer connects, as the baseline ran (closed
   * loop). `hot`/`spread`: open loop at the offered rate; `saturated …`: closed loop, as fast as
   * the server answers.
   */
  name: 'unwatched hot' | 'hot' | 'spread' | 'saturated hot' | 'saturated spread';
  wishes: number;
  /** Requests per second offered on a schedule (open loop); null for a closed-loop burst. */
  offeredPerSecond: number | null;
  burst: BurstFigures;
  push: PushFigures | null;
  consistency: ConsistencyResult;
  votes: ReplayResult;
  /** Per gateway, what it did during the burst (split topology; null in one process). */
  gateways: GatewayFigures[] | null;
  /**
   * Postgres's WAL and commits and the worker's folds over the burst (server-figures.ts);
   * for the unwatched hot burst, its rounds summed. Null when not read (a run without them).
   */
  server: ServerFigures | null;
}

export interface LoadReport {
  kind: 'load';
  startedAt: string;
  finishedAt: string;
  command: string;
  machine: ReturnType<typeof machineFacts>;
  options: LoadOptions;
  system: 'started' | 'external';
  viewers: ConnectReport | null;
  /** The baseline's rounds, merged. */
  baseline: BurstFigures;
  /** Postgres's WAL and commits over the baseline's rounds, summed (its folds: none). */
  baselineServer: ServerFigures | null;
  phases: ReactionPhaseReport[];
  ratioRounds: RatioRound[];
  /**
   * The median over the rounds of unwatched hot req/s ÷ baseline req/s: the throughput ratio the
   * budget reads.
   */
  hotToBaseline: number;
  /** Requests per second the open-loop bursts offered (half the baseline, or the flag). */
  offeredPerSecond: number;
  /** The same for the saturated hot burst with the viewers connected (null without viewers). */
  watchedHotToBaseline: number | null;
  /** The machine's one-minute load average when the run started (quiet below 1.5). */
  loadAverageAtStart: number;
  verdicts: Verdict[];
  pass: boolean;
}

/** 2xx responses per second of the run. */
export function acceptedPerSecond(run: CannonRun): number {
  return run.durationSeconds > 0 ? run.accepted / run.durationSeconds : 0;
}

export function burstFigures(run: CannonRun): BurstFigures {
  return {
    connections: run.connections,
    durationSeconds: run.durationSeconds,
    responses: run.responses,
    accepted: run.accepted,
    acceptedPerSecond: acceptedPerSecond(run),
    non2xx: run.non2xx,
    errors: run.errors,
    timeouts: run.timeouts,
    statusCounts: run.statusCounts,
    latency: summarizeLatencies(run.latenciesMs),
    acceptedTimeline: run.timeline.map((second) => second.accepted),
  };
}
