import { setTimeout as sleep } from 'node:timers/promises';
import { BROWSER_READ_HEADERS, runCannon, type CannonRun } from './cannon-run.ts';
import { summarizeLatencies } from '../reports/percentiles.ts';
import type { ReadMeasurement } from '../budgets/read-budgets.ts';

export interface RateBenchmarkOptions {
  name: string;
  kind: ReadMeasurement['kind'];
  url: string;
  /** What the tables show as the path asked. */
  path: string;
  /** Each request's path, when they differ (random wishes); `path` otherwise. */
  nextPath?: () => string;
  rate: number;
  connections: number;
  durationSeconds: number;
  warmupSeconds: number;
}

export interface RateBenchmark extends ReadMeasurement {
  path: string;
  /** Responses per second, second by second. */
  timeline: number[];
  latenciesMs: number[];
}

/** Connection i's share of the total rate: the remainder goes to the first ones. */
function share(rate: number, connections: number, i: number): number {
  return Math.floor(rate / connections) + (i < rate % connections ? 1 : 0);
}

/**
 * Requests at a fixed total rate (autocannon `overallRate`). autocannon's limiter lets each
 * connection send its whole per-second quota back to back at the start of every second, so
 * one instance with many connections measures a burst at the top of each second, not a
 * rate. Here every connection is an autocannon instance of its own with its share of the
 * rate, and the instances start spread over one second: the quotas follow one another.
 */
async function runStaggered(options: RateBenchmarkOptions, durationSeconds: number) {
  const connections = Math.min(options.connections, options.rate);
  const runs: CannonRun[] = await Promise.all(
    Array.from({ length: connections }, async (_, i) => {
      await sleep((i * 1000) / connections);
      return runCannon({
        url: options.url,
        connections: 1,
        durationSeconds,
        overallRate: share(options.rate, connections, i),
        script: () => ({
          next: () => ({
            method: 'GET',
            path: options.nextPath?.() ?? options.path,
            headers: { ...BROWSER_READ_HEADERS },
          }),
        }),
      });
    }),
  );
  const timeline = Array.from({ length: durationSeconds }, (_, second) =>
    runs.reduce(
      (sum, run) =>
        sum + (run.timeline[second]?.accepted ?? 0) + (run.timeline[second]?.other ?? 0),
      0,
    ),
  );
  return {
    responses: runs.reduce((sum, run) => sum + run.responses, 0),
    failed: runs.reduce((sum, run) => sum + run.non2xx + run.errors, 0),
    latenciesMs: runs.flatMap((run) => run.latenciesMs),
    timeline,
  };
}

/** GET one path at a fixed total rate after an unmeasured warm-up. */
export async function runRateBenchmark(options: RateBenchmarkOptions): Promise<RateBenchmark> {
  if (options.warmupSeconds > 0) await runStaggered(options, options.warmupSeconds);
  const run = await runStaggered(options, options.durationSeconds);
  return {
    name: options.name,
    kind: options.kind,
    path: options.path,
    offeredPerSecond: options.rate,
    deliveredPerSecond: run.responses / options.durationSeconds,
    failed: run.failed,
    latency: summarizeLatencies(run.latenciesMs),
    timeline: run.timeline,
    latenciesMs: run.latenciesMs,
  };
}
