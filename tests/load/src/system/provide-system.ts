import type { CleanupStack } from '@wishwall/testing/cleanup-stack';
import { createScratchDatabase } from './scratch-database.ts';
import {
  LOAD_CAPTCHA_ANSWER,
  startWishwall,
  type Topology,
  type WishwallSystem,
} from './wishwall-process.ts';

export interface ProvidedSystem {
  url: string;
  /** Where the viewers connect (spread evenly), and each gateway's metrics when known. */
  gatewayUrls: string[];
  gatewayMetrics: WishwallSystem['gatewayMetrics'];
  /** The worker's metrics endpoint (its folds); null for a system at --target. */
  workerMetrics: WishwallSystem['workerMetrics'] | null;
  databaseUrl: string;
  /** True when this run started the system (and drops its database at the end). */
  started: boolean;
  captchaAnswer: string;
  /** Where a system started here keeps its job queues (unknown for --target). */
  redis: { url: string; prefix: string } | null;
}

export interface ProvideSystemOptions {
  target: string | null;
  databaseUrl: string | null;
  /** Database name prefix: `wwload`, `wwbench`. */
  prefix: string;
  /** How a system started here runs (ignored with --target). */
  topology?: Topology;
  /** Runs on the database before the system starts on it (bench: seeding the wall). */
  beforeStart?: (databaseUrl: string) => Promise<void>;
  /** A database to clone rather than start empty (bench: a seeded wall kept between runs). */
  template?: (adminUrl: string) => Promise<string>;
}

/**
 * The system under test: the one at --target, or a fresh one started on a database of its
 * own. A system at --target must accept the captcha answer given in CAPTCHA_TEST_ANSWER
 * (default "load-pass") and run with TRUST_PROXY=true, like the one started here.
 */
export async function provideSystem(
  options: ProvideSystemOptions,
  cleanup: CleanupStack,
): Promise<ProvidedSystem> {
  if (options.target && options.databaseUrl) {
    await options.beforeStart?.(options.databaseUrl);
    return {
      url: options.target,
      gatewayUrls: [options.target],
      gatewayMetrics: [],
      workerMetrics: null,
      databaseUrl: options.databaseUrl,
      started: false,
      captchaAnswer: process.env['CAPTCHA_TEST_ANSWER'] ?? LOAD_CAPTCHA_ANSWER,
      redis: null,
    };
  }
  const database = await createScratchDatabase(options.prefix, cleanup, options.template);
  await options.beforeStart?.(database.databaseUrl);
  const { url, gatewayUrls, gatewayMetrics, workerMetrics, redisPrefix } = await startWishwall(
    database,
    cleanup,
    options.topology,
  );
  return {
    url,
    gatewayUrls,
    gatewayMetrics,
    workerMetrics,
    databaseUrl: database.databaseUrl,
    started: true,
    captchaAnswer: LOAD_CAPTCHA_ANSWER,
    redis: { url: database.redisUrl, prefix: redisPrefix },
  };
}
