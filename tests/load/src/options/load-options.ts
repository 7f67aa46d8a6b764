import { parseFlags, usage, UsageError, type IntegerFlag, type StringFlag } from './cli-flags.ts';
import type { Topology } from '../system/wishwall-process.ts';

const FLAGS = {
  viewers: { default: 2000, min: 0, max: 15_000, help: 'live viewer sockets' },
  // 500: each stays well under the per-user limit (600 presses a minute) for the whole run.
  reactors: { default: 500, min: 1, max: 5000, help: 'signed-in users reacting' },
  duration: { default: 10, min: 1, max: 120, help: 'seconds of each watched burst' },
  rounds: {
    default: 3,
    min: 1,
    max: 15,
    help: 'interleaved rounds of baseline and unwatched hot burst (the ratio is their median)',
  },
  'round-seconds': { default: 5, min: 1, max: 60, help: 'seconds of each burst of a round' },
  // 5: the reaction path's own throughput still climbs for ~4 s after a 2-s warm-up (more code
  // to optimise than the baseline's); both sides get the same.
  warmup: {
    default: 5,
    min: 0,
    max: 30,
    help: 'unmeasured seconds before the baseline and before the reaction bursts',
  },
  connections: { default: 100, min: 1, max: 1000, help: 'HTTP connections of each burst' },
  'spread-wishes': { default: 100, min: 2, max: 150, help: 'wishes of the spread burst' },
  samples: { default: 200, min: 0, max: 5000, help: 'timed probe votes per burst' },
  'full-viewers': {
    default: 100,
    min: 1,
    max: 2000,
    help: 'viewers keeping state like the web client',
  },
  'sampled-viewers': {
    default: 50,
    min: 1,
    max: 1000,
    help: 'full viewers timing each probe push',
  },
  ramp: { default: 4, min: 0, max: 60, help: 'seconds over which viewers connect' },
  rate: {
    default: 0,
    min: 0,
    max: 100_000,
    help: 'req/s offered in the open-loop bursts (0: half the baseline measured in the run)',
  },
  seed: { default: 1, min: 0, max: 2 ** 31 - 1, help: 'seed of the reaction sequence' },
  // Off by default: the readings need every burst 11 s after the last (server-meter.ts), past
  // the session cache's 10 s, so each burst would start with cold sessions — not the protocol
  // the budgets are read under.
  'server-figures': {
    default: 0,
    min: 0,
    max: 1,
    help: '1: read Postgres WAL and the worker’s folds around each burst (bursts 11 s apart; read the budgets from a run without it)',
  },
} as const satisfies Record<string, IntegerFlag>;

const STRING_FLAGS = {
  topology: {
    default: 'single',
    help: 'single: one process as pnpm start; split: api, two gateways and the worker apart',
  },
} as const satisfies Record<string, StringFlag>;

export type LoadOptions = ReturnType<typeof parseLoadOptions>;

export const LOAD_USAGE = usage(
  'pnpm load',
  'Reaction bursts against Wishwall with live viewers, measured against a bare Fastify + pg baseline.',
  FLAGS,
  STRING_FLAGS,
);

export function parseLoadOptions(argv: readonly string[]) {
  const { help, target, databaseUrl, integers, strings } = parseFlags(argv, FLAGS, STRING_FLAGS);
  const topology = strings['topology'];
  if (topology !== 'single' && topology !== 'split') {
    throw new UsageError(`--topology must be single or split, not "${topology}"`);
  }
  return {
    help,
    topology: topology as Topology,
    target,
    databaseUrl,
    viewers: integers.viewers,
    reactors: integers.reactors,
    durationSeconds: integers.duration,
    rounds: integers.rounds,
    roundSeconds: integers['round-seconds'],
    warmupSeconds: integers.warmup,
    connections: integers.connections,
    spreadWishes: integers['spread-wishes'],
    samples: integers.samples,
    fullViewers: integers['full-viewers'],
    sampledViewers: integers['sampled-viewers'],
    rampSeconds: integers.ramp,
    /** Null: calibrated from the baseline rounds (open-loop.ts). */
    rate: integers.rate === 0 ? null : integers.rate,
    seed: integers.seed,
    serverFigures: integers['server-figures'] === 1,
  };
}
