import type { LatencySummary } from '../reports/percentiles.ts';
import type { Verdict } from './verdict.ts';

/** Reading the wall (docs/architecture.md#performance-budgets). */
export const READ_BUDGETS = {
  wallFirstPageP99Ms: 20,
  /** A page's HTML rendered on the server (docs/decisions/0058-first-screens-from-the-server.md). */
  htmlP99Ms: 20,
  searchP99Ms: 50,
  /** Below this share of the offered rate, the p99 describes a lighter load than promised. */
  minDeliveredShare: 0.95,
} as const;

export interface ReadMeasurement {
  name: string;
  kind: 'wall' | 'search' | 'html';
  offeredPerSecond: number;
  deliveredPerSecond: number;
  /** Responses that were not 2xx: an error page answered fast is no pass. */
  failed: number;
  latency: LatencySummary;
}

/** A read budget passes when its p99 holds, the offered rate was served, and nothing failed. */
export function readVerdicts(measurements: readonly ReadMeasurement[]): Verdict[] {
  return measurements.map((m) => {
    const limitMs = {
      wall: READ_BUDGETS.wallFirstPageP99Ms,
      search: READ_BUDGETS.searchP99Ms,
      html: READ_BUDGETS.htmlP99Ms,
    }[m.kind];
    const served = m.deliveredPerSecond >= m.offeredPerSecond * READ_BUDGETS.minDeliveredShare;
    const p99 = m.latency.p99;
    const notes = [
      !served ? `only ${Math.round(m.deliveredPerSecond)} req/s served` : '',
      m.failed > 0 ? `${m.failed} failed` : '',
    ].filter(Boolean);
    return {
      budget: `${m.name} p99 at ${m.offeredPerSecond} req/s`,
      limit: `≤ ${limitMs} ms`,
      measured: `${p99 === null ? 'not measured' : `${p99.toFixed(1)} ms`}${notes.length ? ` (${notes.join(', ')})` : ''}`,
      pass: p99 !== null && p99 <= limitMs && served && m.failed === 0,
    };
  });
}
