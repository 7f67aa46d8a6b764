import type { Verdict } from './verdict.ts';

/** The reaction hot path (docs/architecture.md#performance-budgets). */
export const REACTION_BUDGETS = {
  hotToBaselineRatio: 0.8,
  /**
   * The worst p99 of the open-loop bursts (hot and spread), and of the saturated ones: one
   * budget for all four since the push was settled at 250 ms (docs/architecture.md).
   */
  pushP99Ms: 250,
  saturatedPushP99Ms: 250,
  /** The saturated hot burst with the viewers connected, against the bare baseline. */
  watchedHotToBaselineRatio: 0.5,
  messagesPerViewerPerSecond: 10,
  convergenceMs: 1000,
  lostVotes: 0,
} as const;

export interface ReactionMeasurements {
  /** The median over the interleaved rounds of hot ÷ baseline (0 when unmeasured). */
  hotToBaseline: number;
  rounds: number;
  /** Over all rounds, for the record. */
  baselinePerSecond: number;
  hotAcceptedPerSecond: number;
  /** Open-loop bursts' offered req/s (half the baseline unless set by the flag). */
  offeredPerSecond: number;
  /** Worst p99 of the open-loop bursts; null when no sample reached a viewer. */
  pushP99Ms: number | null;
  /** Worst p99 of the saturated (closed-loop) bursts; null when unmeasured. */
  saturatedPushP99Ms: number | null;
  /** Saturated hot burst req/s with the viewers ÷ baseline req/s; null without viewers. */
  watchedHotToBaseline: number | null;
  viewers: number;
  /** Worst per-viewer average during a burst; null when no viewer was connected. */
  maxMessagesPerViewerPerSecond: number | null;
  /** Slowest convergence after a burst; null when some burst did not converge at all. */
  convergedAfterMs: number | null;
  lostVotes: number;
}

const ms = (value: number) => `${Math.round(value)} ms`;

/** Each reaction budget with what was measured against it; an unmeasured budget fails. */
export function reactionVerdicts(measured: ReactionMeasurements): Verdict[] {
  const budgets = REACTION_BUDGETS;
  const ratio = measured.hotToBaseline;
  return [
    {
      budget: 'Hot-wish reactions vs bare INSERT (both unwatched)',
      limit: `≥ ${budgets.hotToBaselineRatio} × baseline`,
      measured: `${ratio.toFixed(2)} × (median of ${measured.rounds} rounds; ${Math.round(measured.hotAcceptedPerSecond)} vs ${Math.round(measured.baselinePerSecond)} req/s)`,
      pass: ratio >= budgets.hotToBaselineRatio,
    },
    {
      budget: `Vote → push to viewers, p99, open loop at ${Math.round(measured.offeredPerSecond)} req/s`,
      limit: `≤ ${ms(budgets.pushP99Ms)}`,
      measured: measured.pushP99Ms === null ? 'not measured' : ms(measured.pushP99Ms),
      pass: measured.pushP99Ms !== null && measured.pushP99Ms <= budgets.pushP99Ms,
    },
    {
      budget: 'Vote → push to viewers, p99, saturated (closed loop)',
      limit: `≤ ${ms(budgets.saturatedPushP99Ms)}`,
      measured:
        measured.saturatedPushP99Ms === null ? 'not measured' : ms(measured.saturatedPushP99Ms),
      pass:
        measured.saturatedPushP99Ms !== null &&
        measured.saturatedPushP99Ms <= budgets.saturatedPushP99Ms,
    },
    {
      budget: `Saturated hot reactions with ${measured.viewers} viewers vs bare INSERT`,
      limit: `≥ ${budgets.watchedHotToBaselineRatio} × baseline`,
      measured:
        measured.watchedHotToBaseline === null
          ? 'not measured'
          : `${measured.watchedHotToBaseline.toFixed(2)} ×`,
      pass:
        measured.watchedHotToBaseline !== null &&
        measured.watchedHotToBaseline >= budgets.watchedHotToBaselineRatio,
    },
    {
      budget: 'Messages per viewer per second in a burst',
      limit: `≤ ${budgets.messagesPerViewerPerSecond}`,
      measured:
        measured.maxMessagesPerViewerPerSecond === null
          ? 'not measured'
          : `${measured.maxMessagesPerViewerPerSecond.toFixed(1)} (busiest viewer)`,
      pass:
        measured.maxMessagesPerViewerPerSecond !== null &&
        measured.maxMessagesPerViewerPerSecond <= budgets.messagesPerViewerPerSecond,
    },
    {
      budget: 'Counts shown = Postgres truth after a burst',
      limit: `within ${ms(budgets.convergenceMs)}`,
      measured:
        measured.convergedAfterMs === null
          ? 'did not converge'
          : `after ${ms(measured.convergedAfterMs)}`,
      pass:
        measured.convergedAfterMs !== null && measured.convergedAfterMs <= budgets.convergenceMs,
    },
    {
      budget: 'Lost votes',
      limit: `${budgets.lostVotes}`,
      measured: `${measured.lostVotes}`,
      pass: measured.lostVotes <= budgets.lostVotes,
    },
  ];
}
