import { launch, type LaunchedChrome } from 'chrome-launcher';
import lighthouse, { desktopConfig, type Result } from 'lighthouse';

export type LighthousePreset = 'mobile' | 'desktop';

export const CHROMIUM_PATH = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
];
/** A trace that could not be recorded (NO_NAVSTART on a busy machine) is tried again. */
const ATTEMPTS = 3;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

/** One Lighthouse run's figures: scores 0–100, times in ms. */
export interface LighthouseFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  speedIndexMs: number;
  /** Script bytes the page transferred during the run (compressed as sent). */
  scriptTransferBytes: number;
  /** Audits that lost points in a category scored below 100, for finding the cause. */
  failingAudits: string[];
  /** The elements that moved, with their share of the CLS. */
  layoutShifts: string[];
}

const score = (lhr: Result, category: (typeof CATEGORIES)[number]) =>
  Math.round((lhr.categories[category]?.score ?? 0) * 100);

const numeric = (lhr: Result, audit: string) => lhr.audits[audit]?.numericValue ?? Number.NaN;

function scriptTransferBytes(lhr: Result): number {
  const items = (lhr.audits['network-requests']?.details as { items?: unknown[] } | undefined)
    ?.items as { resourceType?: string; transferSize?: number }[] | undefined;
  return (items ?? [])
    .filter((item) => item.resourceType === 'Script')
    .reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
}

function failingAudits(lhr: Result): string[] {
  const failing = new Set<string>();
  for (const category of Object.values(lhr.categories)) {
    if (category.id === 'performance') continue;
    for (const ref of category.auditRefs) {
      const audit = lhr.audits[ref.id];
      if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) {
        failing.add(`${category.id}: ${audit.id}`);
      }
    }
  }
  for (const id of ['layout-shifts', 'cumulative-layout-shift']) {
    const audit = lhr.audits[id];
    if (audit && audit.score !== null && audit.score < 1) failing.add(`performance: ${id}`);
  }
  return [...failing];
}

function layoutShifts(lhr: Result): string[] {
  const items = (lhr.audits['layout-shifts']?.details as { items?: unknown[] } | undefined)
    ?.items as { node?: { selector?: string; nodeLabel?: string }; score?: number }[] | undefined;
  return (items ?? []).map(
    (item) =>
      `${item.node?.selector ?? item.node?.nodeLabel ?? 'unknown element'} (${(item.score ?? 0).toFixed(3)})`,
  );
}

export function figuresOf(lhr: Result): LighthouseFigures {
  return {
    performance: score(lhr, 'performance'),
    accessibility: score(lhr, 'accessibility'),
    bestPractices: score(lhr, 'best-practices'),
    seo: score(lhr, 'seo'),
    fcpMs: numeric(lhr, 'first-contentful-paint'),
    lcpMs: numeric(lhr, 'largest-contentful-paint'),
    tbtMs: numeric(lhr, 'total-blocking-time'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    speedIndexMs: numeric(lhr, 'speed-index'),
    scriptTransferBytes: scriptTransferBytes(lhr),
    failingAudits: failingAudits(lhr),
    layoutShifts: layoutShifts(lhr),
  };
}

/** A headless Chromium that Lighthouse drives; one per benchmark, closed by the caller. */
export function launchChromium(): Promise<LaunchedChrome> {
  return launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
}

/**
 * One Lighthouse navigation with the preset's throttling (mobile: the default simulated slow
 * 4G and 4× CPU slowdown; desktop: Lighthouse's desktop config). Storage is reset first, so
 * every run is a first visit.
 */
export async function runLighthouse(
  chrome: LaunchedChrome,
  url: string,
  preset: LighthousePreset,
): Promise<{ figures: LighthouseFigures; lhr: Result }> {
  let problem = '';
  for (let attempt = 1; attempt <= ATTEMPTS; attempt += 1) {
    const result = await lighthouse(
      url,
      { port: chrome.port, logLevel: 'error', output: 'json', onlyCategories: [...CATEGORIES] },
      preset === 'desktop' ? desktopConfig : undefined,
    );
    if (result && !result.lhr.runtimeError) {
      return { figures: figuresOf(result.lhr), lhr: result.lhr };
    }
    problem = result?.lhr.runtimeError?.message ?? 'no result';
  }
  throw new Error(`Lighthouse on ${url} (${preset}), ${ATTEMPTS} attempts: ${problem}`);
}
