import { describe, expect, it } from 'vitest';
import type { LighthouseFigures } from '../web/lighthouse-run.ts';
import { medianRun, webVerdicts } from './web-budgets.ts';

const perfect: LighthouseFigures = {
  performance: 100,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  fcpMs: 800,
  lcpMs: 900,
  tbtMs: 0,
  cls: 0,
  speedIndexMs: 800,
  scriptTransferBytes: 100_000,
  failingAudits: [],
  layoutShifts: [],
};

const failing = (verdicts: ReturnType<typeof webVerdicts>) =>
  verdicts.filter((v) => !v.pass).map((v) => v.budget);

describe('webVerdicts', () => {
  it('passes a page that meets every budget, and the initial script at the limit', () => {
    const verdicts = webVerdicts([{ page: '/en', preset: 'mobile', figures: perfect }], 160_000);
    expect(failing(verdicts)).toEqual([]);
    expect(verdicts).toHaveLength(6);
  });

  it('holds mobile to 90 and desktop to 98', () => {
    const figures = { ...perfect, performance: 97 };
    const verdicts = webVerdicts(
      [
        { page: '/en', preset: 'mobile', figures },
        { page: '/en', preset: 'desktop', figures },
      ],
      0,
    );
    expect(failing(verdicts)).toEqual(['/en desktop: performance']);
  });

  it('fails a layout shift over 0.02, a score under 100 and a script over 160 kB', () => {
    const figures = { ...perfect, cls: 0.021, seo: 92 };
    const verdicts = webVerdicts([{ page: '/en/wish/1', preset: 'mobile', figures }], 160_001);
    expect(failing(verdicts)).toEqual([
      '/en/wish/1 mobile: CLS',
      '/en/wish/1 mobile: SEO',
      'initial JavaScript of /en, gzipped',
    ]);
  });

  it('fails a metric Lighthouse could not measure', () => {
    const verdicts = webVerdicts(
      [{ page: '/en', preset: 'mobile', figures: { ...perfect, cls: Number.NaN } }],
      0,
    );
    expect(failing(verdicts)).toEqual(['/en mobile: CLS']);
  });
});

describe('medianRun', () => {
  it('takes the middle run by performance, the lower middle of an even count', () => {
    expect(medianRun([{ performance: 99 }, { performance: 60 }, { performance: 90 }])).toEqual({
      performance: 90,
    });
    expect(medianRun([{ performance: 99 }, { performance: 60 }])).toEqual({ performance: 60 });
  });
});
