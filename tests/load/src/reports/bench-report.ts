import type { BenchOptions } from '../options/bench-options.ts';
import type { machineFacts } from '../system/machine-facts.ts';
import type { FirstPageThroughput } from '../bursts/first-page-throughput.ts';
import type { ShareCardFigures } from '../bursts/share-card-figures.ts';
import type { LatencySummary } from './percentiles.ts';
import type { ReadMeasurement } from '../budgets/read-budgets.ts';
import type { Verdict } from '../budgets/verdict.ts';

export interface BenchEndpoint extends ReadMeasurement {
  path: string;
  timeline: number[];
  /** p99 of this endpoint ÷ p99 of the bare `select 1` at the same rate. */
  p99ToBaseline: number | null;
}

export interface BenchReport {
  kind: 'bench';
  startedAt: string;
  finishedAt: string;
  command: string;
  machine: ReturnType<typeof machineFacts>;
  options: BenchOptions;
  system: 'started' | 'external';
  publishedWishes: number;
  seedSeconds: number;
  baseline: {
    path: string;
    deliveredPerSecond: number;
    failed: number;
    latency: LatencySummary;
    timeline: number[];
  };
  endpoints: BenchEndpoint[];
  firstPageThroughput: FirstPageThroughput;
  /** The wall's server-rendered HTML beside the hello; absent in reports written before it. */
  wallHtmlThroughput?: FirstPageThroughput;
  /** Absent in reports written before the cards existed. */
  shareCards?: ShareCardFigures;
  verdicts: Verdict[];
  pass: boolean;
}
