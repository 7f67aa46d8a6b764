import { BROWSER_READ_HEADERS, runCannon } from './cannon-run.ts';
import { median } from './ratio-rounds.ts';
import type { Verdict } from '../budgets/verdict.ts';

/**
 * The read budgets (docs/architecture.md#performance-budgets): the wall's first page, and the
 * wall's HTML, each against a bare Fastify "hello".
 */
export const FIRST_PAGE_MIN_RATIO = 0.5;
const CONNECTIONS = 100;
const ROUNDS = 3;
const ROUND_SECONDS = 5;
const WARMUP_SECONDS = 2;

/** What is measured against the hello: a name for the tables and the path asked. */
export interface ThroughputTarget {
  name: string;
  path: string;
  /**
   * Also beside the bare server sending an answer of the target's size: the load tool reads
   * every body, and a large one costs it more than the product's sending it does (the same
   * yardstick as the share cards').
   */
  sameSizeBytes?: boolean;
}

export const WALL_FIRST_PAGE: ThroughputTarget = { name: 'Wall page 1', path: '/v1/wishes?page=1' };

export interface FirstPageThroughput {
  /** Absent in reports written before the wall's HTML was measured: the wall's first page. */
  name?: string;
  path?: string;
  connections: number;
  roundSeconds: number;
  /**
   * 2xx responses per second of each round, hello and the target side by side; and, where the
   * target is large, the bare server sending as many bytes (`bytes`, `bytesRatio`).
   */
  rounds: {
    hello: number;
    firstPage: number;
    ratio: number;
    bytes?: number;
    bytesRatio?: number;
  }[];
  /** The median of the rounds' ratios. */
  ratio: number;
  /** The target's answer's size as sent (gzipped), when measured beside the same-size bytes. */
  answerBytes?: number;
  /** The median of the rounds' target ÷ same-size bytes. */
  bytesRatio?: number;
  /** Responses that were not 2xx, over every round of the first page. */
  failed: number;
}

const rate = (run: { accepted: number; durationSeconds: number }) =>
  run.accepted / run.durationSeconds;

/**
 * Closed loop, as fast as each side answers: `CONNECTIONS` connections GET the bare server's
 * `/hello` and the system's target (anonymous: the shared copy) in interleaved
 * rounds, alternating which goes first (as `pnpm load` does for its ratio, decision 0014). Both
 * send a browser's Accept-Encoding: the page is then served gzipped, as to a visitor.
 */
export async function measureFirstPageThroughput(
  helloUrl: string,
  systemUrl: string,
  target: ThroughputTarget = WALL_FIRST_PAGE,
): Promise<FirstPageThroughput> {
  const burst = (url: string, path: string, seconds: number) =>
    runCannon({
      url,
      connections: CONNECTIONS,
      durationSeconds: seconds,
      script: () => ({
        next: () => ({ method: 'GET', path, headers: { ...BROWSER_READ_HEADERS } }),
      }),
    });
  const hello = (seconds: number) => burst(helloUrl, '/hello', seconds);
  const firstPage = (seconds: number) => burst(systemUrl, target.path, seconds);
  const answerBytes = target.sameSizeBytes
    ? await sentBytes(`${systemUrl}${target.path}`)
    : undefined;
  const bytes =
    answerBytes === undefined
      ? undefined
      : (seconds: number) => burst(helloUrl, `/bytes?bytes=${answerBytes}`, seconds);
  await hello(WARMUP_SECONDS);
  await firstPage(WARMUP_SECONDS);
  if (bytes) await bytes(WARMUP_SECONDS);
  const rounds: FirstPageThroughput['rounds'] = [];
  let failed = 0;
  for (let round = 0; round < ROUNDS; round += 1) {
    const helloFirst = round % 2 === 0;
    const a = await (helloFirst ? hello : firstPage)(ROUND_SECONDS);
    const b = await (helloFirst ? firstPage : hello)(ROUND_SECONDS);
    const [h, f] = helloFirst ? [a, b] : [b, a];
    failed += f.non2xx + f.errors;
    const sameSize = bytes ? rate(await bytes(ROUND_SECONDS)) : undefined;
    rounds.push({
      hello: rate(h),
      firstPage: rate(f),
      ratio: rate(f) / rate(h),
      ...(sameSize === undefined ? {} : { bytes: sameSize, bytesRatio: rate(f) / sameSize }),
    });
  }
  return {
    name: target.name,
    path: target.path,
    connections: CONNECTIONS,
    roundSeconds: ROUND_SECONDS,
    rounds,
    ratio: median(rounds.map((r) => r.ratio)),
    ...(answerBytes === undefined
      ? {}
      : { answerBytes, bytesRatio: median(rounds.map((r) => r.bytesRatio ?? 0)) }),
    failed,
  };
}

/** The size of an answer as a browser receives it (compressed, if the server compresses it). */
async function sentBytes(url: string): Promise<number> {
  const response = await fetch(url, { headers: { ...BROWSER_READ_HEADERS } });
  const length = Number(response.headers.get('content-length'));
  if (Number.isInteger(length) && length > 0) {
    await response.body?.cancel();
    return length;
  }
  // fetch decompresses; without a length the decoded size is the upper bound.
  return (await response.arrayBuffer()).byteLength;
}

export function firstPageVerdict(measured: FirstPageThroughput): Verdict {
  const rounds = measured.rounds.map((r) => r.ratio.toFixed(2)).join('/');
  return {
    budget: `${measured.name ?? WALL_FIRST_PAGE.name} req/s ÷ bare Fastify hello (closed loop, ${measured.connections} connections)`,
    limit: `≥ ${FIRST_PAGE_MIN_RATIO}`,
    measured: `${measured.ratio.toFixed(2)} (rounds ${rounds})${measured.bytesRatio === undefined ? '' : `; ${measured.bytesRatio.toFixed(2)} × the same size of bare bytes`}${measured.failed ? `, ${measured.failed} failed` : ''}`,
    pass: measured.ratio >= FIRST_PAGE_MIN_RATIO && measured.failed === 0,
  };
}
