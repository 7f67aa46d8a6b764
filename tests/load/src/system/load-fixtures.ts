import type { Db } from '@wishwall/db/database';
import { registerAccounts, type LoadAccount } from './load-accounts.ts';
import type { LoadOptions } from '../options/load-options.ts';
import { print } from '../reports/print.ts';
import { createPublishedWishes } from './published-wishes.ts';

/** Probe votes go to wishes of their own, this many per burst (see probe-sampler.ts). */
const PROBE_WISHES_PER_BURST = 10;
/** Argon2 hashing makes sign-up CPU-bound on the server; more in flight only queues. */
const REGISTER_CONCURRENCY = 4;

/** The users and wishes of one load run. */
export interface LoadFixtures {
  reactors: LoadAccount[];
  /** Users of the probe sampler: each likes each probe wish at most once. */
  probes: LoadAccount[];
  hotWish: string;
  /** The hot burst's wish before the viewers connect. */
  unwatchedHotWish: string;
  /** Takes the warm-up burst, so the hot wish starts the measured burst without votes. */
  warmupWish: string;
  spreadWishes: string[];
  /**
   * The probe wishes of each watched burst, apart: a probe user likes a probe wish once, so a
   * burst that reused another's would only take those likes back, and time nothing.
   */
  probeWishes: Record<WatchedBurst, string[]>;
}

export type WatchedBurst = 'hot' | 'spread' | 'saturated hot' | 'saturated spread';

/**
 * The first client address of the simulated viewers (X-Forwarded-For), past any number of
 * reactors and probe accounts: the gateway caps live connections per address, and a crowd of
 * viewers comes from many.
 */
export const VIEWER_FIRST_ADDRESS = 1_000_000;

/**
 * Signs the reactors and probe users up through the API, as people would, and publishes
 * fresh wishes for the bursts: every vote on them comes from this run, which the lost-vote
 * replay relies on.
 */
export async function createLoadFixtures(
  system: { url: string; captchaAnswer: string },
  db: Db,
  options: LoadOptions,
): Promise<LoadFixtures> {
  const probeUsers = options.viewers > 0 ? Math.ceil(options.samples / PROBE_WISHES_PER_BURST) : 0;
  print(`› Signing up ${options.reactors} reactors and ${probeUsers} probe users…`);
  const common = {
    url: system.url,
    concurrency: REGISTER_CONCURRENCY,
    captchaAnswer: system.captchaAnswer,
  };
  const reactors = await registerAccounts({
    ...common,
    count: options.reactors,
    firstAddress: 0,
    label: 'Reactor',
  });
  const probes = await registerAccounts({
    ...common,
    count: probeUsers,
    firstAddress: options.reactors,
    label: 'Probe',
  });

  print('› Publishing the wishes of the bursts…');
  const [hotWish, unwatchedHotWish, warmupWish] = await createPublishedWishes(db, 3, 'Hot');
  return {
    reactors,
    probes,
    hotWish: hotWish!,
    unwatchedHotWish: unwatchedHotWish!,
    warmupWish: warmupWish!,
    spreadWishes: await createPublishedWishes(db, options.spreadWishes, 'Spread'),
    probeWishes: {
      hot: await createPublishedWishes(db, PROBE_WISHES_PER_BURST, 'Hot probe'),
      spread: await createPublishedWishes(db, PROBE_WISHES_PER_BURST, 'Spread probe'),
      'saturated hot': await createPublishedWishes(
        db,
        PROBE_WISHES_PER_BURST,
        'Saturated hot probe',
      ),
      'saturated spread': await createPublishedWishes(
        db,
        PROBE_WISHES_PER_BURST,
        'Saturated spread probe',
      ),
    },
  };
}
