import { parseFlags, usage, type IntegerFlag, type StringFlag } from './cli-flags.ts';

const FLAGS = {
  wishes: { default: 100_000, min: 1000, max: 2_000_000, help: 'published wishes on the wall' },
  rate: { default: 500, min: 1, max: 20_000, help: 'fixed request rate per second' },
  duration: { default: 10, min: 1, max: 120, help: 'measured seconds per endpoint' },
  warmup: { default: 2, min: 0, max: 60, help: 'unmeasured seconds before each' },
  connections: {
    default: 50,
    min: 1,
    max: 1000,
    help: 'connections, each with its share of the rate, staggered over a second',
  },
} as const satisfies Record<string, IntegerFlag>;

const STRINGS = {
  word: { default: 'family', help: 'search word' },
  hashtag: { default: 'hope', help: 'search hashtag, without #' },
  nothing: { default: 'xylophonist', help: 'search word that matches no wish' },
} as const satisfies Record<string, StringFlag>;

export type BenchOptions = ReturnType<typeof parseBenchOptions>;

export const BENCH_USAGE = usage(
  'pnpm bench',
  'Wall and search latency at a fixed rate over a large wall, beside a bare Fastify + pg baseline.',
  FLAGS,
  STRINGS,
);

export function parseBenchOptions(argv: readonly string[]) {
  const { help, target, databaseUrl, integers, strings } = parseFlags(argv, FLAGS, STRINGS);
  return {
    help,
    target,
    databaseUrl,
    wishes: integers.wishes,
    rate: integers.rate,
    durationSeconds: integers.duration,
    warmupSeconds: integers.warmup,
    connections: integers.connections,
    word: strings['word']!,
    hashtag: strings['hashtag']!.replace(/^#/, ''),
    nothing: strings['nothing']!,
  };
}
