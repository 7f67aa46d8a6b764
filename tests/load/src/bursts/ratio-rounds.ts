import type { BaselineBench } from './baseline-burst.ts';
import { mergeCannonRuns, type CannonRun } from './cannon-run.ts';
import {
  acceptedPerSecond,
  burstFigures,
  type BurstFigures,
  type RatioRound,
  type ReactionPhaseReport,
} from '../reports/load-report.ts';
import { print } from '../reports/print.ts';
import { runReactionBurst, type ReactionBurst } from './reaction-burst.ts';
import { concludePhase, readVotesBefore, type ReactionPhaseOptions } from './reaction-phase.ts';
import {
  countersDelta,
  serverFigures,
  sumCounters,
  type ServerCounters,
  type ServerFigures,
} from '../system/server-figures.ts';

export interface RatioRoundsResult {
  baseline: BurstFigures;
  /** Postgres's WAL and commits over the baseline's bursts, summed (null: not read). */
  baselineServer: ServerFigures | null;
  unwatched: ReactionPhaseReport;
  rounds: RatioRound[];
  /** The median of the rounds' ratios: the figure the budget reads. */
  ratio: number;
}

/** The median; for an even count, the mean of the middle two. */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  if (sorted.length === 0) return 0;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/**
 * The reaction throughput ratio (docs/architecture.md#why-ratios), measured in interleaved rounds:
 * each round runs the bare baseline and the unwatched hot burst one after the other (with a meter,
 * STATS_SETTLE_MS apart so each burst's WAL is its own), alternating which goes first (ABBA), and
 * the figure is the median of the rounds' ratios. On a shared two-core machine throughput drifts by
 * half or more within minutes (docs/performance.md), so one baseline followed a minute later by one
 * hot burst compared two different machines; a round compares the two within seconds of each other,
 * and the median drops a round a neighbour disturbed.
 */
export async function runRatioRounds(
  options: ReactionPhaseOptions,
  baselineBench: BaselineBench,
  rounds: number,
  roundSeconds: number,
): Promise<RatioRoundsResult> {
  const baselineRuns: CannonRun[] = [];
  const hotBursts: ReactionBurst[] = [];
  const results: RatioRound[] = [];
  const { meter } = options;
  const baselineCounters: ServerCounters[] = [];
  const hotCounters: ServerCounters[] = [];
  // One reading between two bursts ends the first's figures and starts the second's; it
  // waits for the statistics to settle (server-meter.ts), so the bursts run that far apart.
  let open: { into: ServerCounters[]; before: ServerCounters } | null = null;
  const boundary = async () => {
    const now = await meter?.reading();
    if (open && now) open.into.push(countersDelta(open.before, now));
    open = null;
    return now;
  };
  const metered = async <T>(into: ServerCounters[], burst: () => Promise<T>): Promise<T> => {
    const before = await boundary();
    const result = await burst();
    meter?.ended();
    if (before) open = { into, before };
    return result;
  };
  const votesBefore = await readVotesBefore(options);
  for (let round = 0; round < rounds; round++) {
    const baselineFirst = round % 2 === 0;
    const runHot = () =>
      metered(hotCounters, () =>
        runReactionBurst({
          url: options.url,
          accounts: options.reactors,
          wishIds: options.wishIds,
          connections: options.connections,
          durationSeconds: roundSeconds,
          seed: options.seed + round,
          nextSeq: options.nextSeq,
        }),
      );
    const runBaseline = () => metered(baselineCounters, () => baselineBench.burst(roundSeconds));
    let baselineRun: CannonRun;
    let hot: ReactionBurst;
    if (baselineFirst) {
      baselineRun = await runBaseline();
      hot = await runHot();
    } else {
      hot = await runHot();
      baselineRun = await runBaseline();
    }
    baselineRuns.push(baselineRun);
    hotBursts.push(hot);
    const baselinePerSecond = acceptedPerSecond(baselineRun);
    const hotPerSecond = acceptedPerSecond(hot.run);
    const ratio = baselinePerSecond > 0 ? hotPerSecond / baselinePerSecond : 0;
    results.push({ baselineFirst, baselinePerSecond, hotPerSecond, ratio });
    print(
      `  round ${round + 1}: baseline ${Math.round(baselinePerSecond)}, hot ${Math.round(hotPerSecond)} req/s = ${ratio.toFixed(2)} ×`,
    );
  }
  const merged: ReactionBurst = {
    run: mergeCannonRuns(hotBursts.map((burst) => burst.run)),
    records: hotBursts.flatMap((burst) => burst.records),
  };
  // The checks first, right after the last burst; the last reading after them.
  const noProbes = { samples: [], records: [], skipped: 0 };
  const unwatched = await concludePhase(options, merged, noProbes, votesBefore);
  await boundary();
  const server = (counters: ServerCounters[], run: CannonRun) => {
    const sum = sumCounters(counters);
    return sum && serverFigures(sum, { seconds: run.durationSeconds, accepted: run.accepted });
  };
  const baselineRun = mergeCannonRuns(baselineRuns);
  return {
    baseline: burstFigures(baselineRun),
    baselineServer: server(baselineCounters, baselineRun),
    unwatched: { ...unwatched, server: server(hotCounters, merged.run) },
    rounds: results,
    ratio: median(results.map((round) => round.ratio)),
  };
}
