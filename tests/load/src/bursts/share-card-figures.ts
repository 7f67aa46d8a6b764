import { loadavg } from 'node:os';
import { runCannon } from './cannon-run.ts';
import { median } from './ratio-rounds.ts';
import { summarizeLatencies, type LatencySummary } from '../reports/percentiles.ts';

/**
 * Share cards (docs/decisions/0057-share-cards.md): what drawing one costs, and how fast the
 * drawn ones are served beside a bare Fastify "hello". Figures, not a budget: no verdict.
 */
const CONNECTIONS = 50;
const ROUNDS = 3;
const ROUND_SECONDS = 5;
const WARMUP_SECONDS = 2;

export interface ShareCardFigures {
  /** The first card the process draws: Satori's and resvg's start are in it. */
  firstCardMs: number;
  /** One GET each of the other newest wishes' cards, one after another: each one drawn. */
  render: LatencySummary;
  /** Requests of `render` the cache answered (`x-card-cache: hit`): 0 unless something is off. */
  notDrawn: number;
  /** A PNG's size in bytes, the newest wish's. */
  pngBytes: number;
  connections: number;
  roundSeconds: number;
  /** 2xx per second of each round: the bare hello and one drawn card, served from the cache. */
  rounds: { hello: number; card: number; ratio: number }[];
  ratio: number;
  failed: number;
  /** The machine's load average (1, 5 and 15 minutes) before and after: it is shared. */
  loadBefore: string;
  loadAfter: string;
}

const loadAverage = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

async function newestWishIds(systemUrl: string): Promise<string[]> {
  const response = await fetch(`${systemUrl}/v1/wishes?page=1`);
  const body = (await response.json()) as { data?: { wishes?: { data?: { id: string }[] } } };
  const ids = body.data?.wishes?.data?.map((wish) => wish.id) ?? [];
  if (ids.length < 2) throw new Error(`${systemUrl} has too few published wishes for cards`);
  return ids;
}

async function timedCard(url: string): Promise<{ ms: number; hit: boolean; bytes: number }> {
  const t0 = performance.now();
  const response = await fetch(url);
  const bytes = (await response.arrayBuffer()).byteLength;
  const ms = performance.now() - t0;
  if (response.status !== 200 || response.headers.get('content-type') !== 'image/png') {
    throw new Error(`${url} answered ${response.status} ${response.headers.get('content-type')}`);
  }
  return { ms, hit: response.headers.get('x-card-cache') === 'hit', bytes };
}

const rate = (run: { accepted: number; durationSeconds: number }) =>
  run.accepted / run.durationSeconds;

export async function measureShareCards(
  helloUrl: string,
  systemUrl: string,
): Promise<ShareCardFigures> {
  const loadBefore = loadAverage();
  const [first, ...others] = await newestWishIds(systemUrl);
  const cardPath = (id: string) => `/en/wish/${id}/card.png`;
  const firstCard = await timedCard(`${systemUrl}${cardPath(first!)}`);
  const drawn = [];
  for (const id of others) drawn.push(await timedCard(`${systemUrl}${cardPath(id)}`));

  const burst = (url: string, path: string, seconds: number) =>
    runCannon({
      url,
      connections: CONNECTIONS,
      durationSeconds: seconds,
      script: () => ({ next: () => ({ method: 'GET', path }) }),
    });
  const hello = (seconds: number) => burst(helloUrl, '/hello', seconds);
  const card = (seconds: number) => burst(systemUrl, cardPath(first!), seconds);
  await hello(WARMUP_SECONDS);
  await card(WARMUP_SECONDS);
  const rounds: ShareCardFigures['rounds'] = [];
  let failed = 0;
  for (let round = 0; round < ROUNDS; round += 1) {
    const helloFirst = round % 2 === 0;
    const a = await (helloFirst ? hello : card)(ROUND_SECONDS);
    const b = await (helloFirst ? card : hello)(ROUND_SECONDS);
    const [h, c] = helloFirst ? [a, b] : [b, a];
    failed += c.non2xx + c.errors;
    rounds.push({ hello: rate(h), card: rate(c), ratio: rate(c) / rate(h) });
  }
  return {
    firstCardMs: firstCard.ms,
    render: summarizeLatencies(drawn.map((d) => d.ms)),
    notDrawn: drawn.filter((d) => d.hit).length,
    pngBytes: firstCard.bytes,
    connections: CONNECTIONS,
    roundSeconds: ROUND_SECONDS,
    rounds,
    ratio: median(rounds.map((r) => r.ratio)),
    failed,
    loadBefore,
    loadAfter: loadAverage(),
  };
}
