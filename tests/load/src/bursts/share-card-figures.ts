import { loadavg } from 'node:os';
import { runCannon } from './cannon-run.ts';
import { median } from './ratio-rounds.ts';
import { summarizeLatencies, type LatencySummary } from '../reports/percentiles.ts';

/**
 * Share cards (docs/decisions/0057-share-cards.md): what drawing one costs, and how fast a
 * drawn one is served beside a bare Fastify "hello" and beside a bare Fastify answering as many
 * incompressible bytes as the card has (autocannon decodes every body as text, so a 60 KB
 * image costs the load tool itself far more than a "hello"). Figures, not a budget: no verdict.
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
  /**
   * 2xx per second of each round: the bare hello, the bare server's same-size bytes, and one
   * drawn card served from the cache; the ratios are the card's to each.
   */
  rounds: { hello: number; bytes: number; card: number; ratio: number; bytesRatio: number }[];
  /** Medians of the rounds' ratios: card ÷ hello, card ÷ same-size bytes. */
  ratio: number;
  bytesRatio: number;
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
  const bytes = (seconds: number) => burst(helloUrl, `/bytes?bytes=${firstCard.bytes}`, seconds);
  const card = (seconds: number) => burst(systemUrl, cardPath(first!), seconds);
  await hello(WARMUP_SECONDS);
  await bytes(WARMUP_SECONDS);
  await card(WARMUP_SECONDS);
  const rounds: ShareCardFigures['rounds'] = [];
  let failed = 0;
  for (let round = 0; round < ROUNDS; round += 1) {
    // Each round starts with another of the three, as the first page's rounds alternate.
    const order = [hello, bytes, card].map((_, i, all) => all[(i + round) % all.length]!);
    const runs = new Map<typeof hello, Awaited<ReturnType<typeof hello>>>();
    for (const measure of order) runs.set(measure, await measure(ROUND_SECONDS));
    const [h, b, c] = [hello, bytes, card].map((measure) => runs.get(measure)!);
    failed += c!.non2xx + c!.errors;
    rounds.push({
      hello: rate(h!),
      bytes: rate(b!),
      card: rate(c!),
      ratio: rate(c!) / rate(h!),
      bytesRatio: rate(c!) / rate(b!),
    });
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
    bytesRatio: median(rounds.map((r) => r.bytesRatio)),
    failed,
    loadBefore,
    loadAfter: loadAverage(),
  };
}
