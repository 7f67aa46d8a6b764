import type { LighthouseFigures, LighthousePreset } from '../web/lighthouse-run.ts';
import type { Verdict } from './verdict.ts';

/** The first visit (docs/architecture.md#performance-budgets). */
export const WEB_BUDGETS = {
  performance: { mobile: 90, desktop: 98 },
  maxCls: 0.02,
  /** Accessibility, best practices and SEO. */
  otherScores: 100,
  /** With React itself at run time (decision 0045). */
  initialJsGzipKb: 160,
} as const;

export interface PageMeasurement {
  page: string;
  preset: LighthousePreset;
  /** The median run (by performance score) of those made. */
  figures: LighthouseFigures;
}

/** Each page × preset against its budgets, then the initial JavaScript once. */
export function webVerdicts(
  measurements: readonly PageMeasurement[],
  initialJsGzipBytes: number,
): Verdict[] {
  const verdicts: Verdict[] = [];
  for (const { page, preset, figures } of measurements) {
    const at = `${page} ${preset}`;
    const minPerformance = WEB_BUDGETS.performance[preset];
    verdicts.push(
      {
        budget: `${at}: performance`,
        limit: `≥ ${minPerformance}`,
        measured: String(figures.performance),
        pass: figures.performance >= minPerformance,
      },
      {
        budget: `${at}: CLS`,
        limit: `≤ ${WEB_BUDGETS.maxCls}`,
        measured: Number.isFinite(figures.cls) ? figures.cls.toFixed(3) : 'not measured',
        pass: figures.cls <= WEB_BUDGETS.maxCls,
      },
    );
    const others = [
      ['accessibility', figures.accessibility],
      ['best practices', figures.bestPractices],
      ['SEO', figures.seo],
    ] as const;
    for (const [name, value] of others) {
      verdicts.push({
        budget: `${at}: ${name}`,
        limit: `= ${WEB_BUDGETS.otherScores}`,
        measured: String(value),
        pass: value >= WEB_BUDGETS.otherScores,
      });
    }
  }
  // kB as the budget names it: 1,000 bytes (not 1,024, which would allow 2.4 % more).
  const kb = initialJsGzipBytes / 1000;
  verdicts.push({
    budget: 'initial JavaScript of /en, gzipped',
    limit: `≤ ${WEB_BUDGETS.initialJsGzipKb} kB`,
    measured: `${kb.toFixed(1)} kB`,
    pass: kb <= WEB_BUDGETS.initialJsGzipKb,
  });
  return verdicts;
}

/** The run in the middle by performance score: one outlier either way does not decide. */
export function medianRun<T extends { performance: number }>(runs: readonly T[]): T {
  if (runs.length === 0) throw new Error('no run to take the median of');
  const sorted = [...runs].sort((a, b) => a.performance - b.performance);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}
