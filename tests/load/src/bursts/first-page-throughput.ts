import { BROWSER_READ_HEADERS, runCannon } from './cannon-run.ts';
import { median } from './ratio-rounds.ts';
import type { Verdict } from '../budgets/verdict.ts';

/**
 * The read budget (docs/architecture.md#performance-budgets): wall's first page against a bare
 * Fastify "hello".
 */
export const FIRST_PAGE_MIN_RATIO = 0.5;
const CONNECTIONS = 100;
const ROUNDS = 3;
const ROUND_SECONDS = 5;
const WARMUP_SECONDS = 2;

export interface FirstPageThroughput {
  connections: number;
  roundSeconds: number;
  /** 2xx responses per second of each round, hello and first page side by side. */
  rounds: { hello: number; firstPage: number; ratio: number }[];
  /** The median of the rounds' ratios. */
  ratio: number;
  /** Responses that were not 2xx, over every round of the first page. */
  failed: number;
}

const rate = (run: { accepted: number; durationSeconds: number }) =>
  run.accepted / run.durationSeconds;

/**
 * Closed loop, as fast as each side answers: `CONNECTIONS` connections GET the bare server's
 * `/hello` and the system's `/v1/wishes?page=1` (anonymous: the shared copy) in interleaved
 * rounds, alternating which goes first (as `pnpm load` does for its ratio, decision 0014). Both
 * send a browser's Accept-Encoding: the page is then served gzipped, as to a visitor.
 */
export async function measureFirstPageThroughput(
  helloUrl: string,
  systemUrl: string,
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
  const firstPage = (seconds: number) => burst(systemUrl, '/v1/wishes?page=1', seconds);
  await hello(WARMUP_SECONDS);
  await firstPage(WARMUP_SECONDS);
  const rounds: FirstPageThroughput['rounds'] = [];
  let failed = 0;
  for (let round = 0; round < ROUNDS; round += 1) {
    const helloFirst = round % 2 === 0;
    const a = await (helloFirst ? hello : firstPage)(ROUND_SECONDS);
    const b = await (helloFirst ? firstPage : hello)(ROUND_SECONDS);
    const [h, f] = helloFirst ? [a, b] : [b, a];
    failed += f.non2xx + f.errors;
    rounds.push({ hello: rate(h), firstPage: rate(f), ratio: rate(f) / rate(h) });
  }
  return {
    connections: CONNECTIONS,
    roundSeconds: ROUND_SECONDS,
    rounds,
    ratio: median(rounds.map((r) => r.ratio)),
    failed,
  };
}

export function firstPageVerdict(measured: FirstPageThroughput): Verdict {
  const rounds = measured.rounds.map((r) => r.ratio.toFixed(2)).join('/');
  return {
    budget: `Wall page 1 req/s ÷ bare Fastify hello (closed loop, ${measured.connections} connections)`,
    limit: `≥ ${FIRST_PAGE_MIN_RATIO}`,
    measured: `${measured.ratio.toFixed(2)} (rounds ${rounds})${measured.failed ? `, ${measured.failed} failed` : ''}`,
    pass: measured.ratio >= FIRST_PAGE_MIN_RATIO && measured.failed === 0,
  };
}
