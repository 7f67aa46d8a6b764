import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { createDb } from '@wishwall/db/create-db';
import { migrateToLatest } from '@wishwall/db/migrator';
import { freePort } from '@wishwall/local-infra/free-port';
import { startMailCatcher } from '@wishwall/local-infra/mail-catcher';
import type { CleanupStack } from '@wishwall/testing/cleanup-stack';
import { deleteRedisKeys } from '@wishwall/testing/redis-cleanup';
import type { ScratchDatabase } from './scratch-database.ts';

const ROOT = path.resolve(import.meta.dirname, '../../../..');
/** The captcha answer the started system accepts for any captcha (test-only setting). */
export const LOAD_CAPTCHA_ANSWER = 'load-pass';
// Four processes starting at once on a busy two-core machine can take a minute and more.
const READY_TIMEOUT_MS = 180_000;
const STOP_TIMEOUT_MS = 15_000;
const OUTPUT_LINES_KEPT = 200;

/** `single`: one process as `pnpm start`; `split`: api, two gateways, worker (docker-compose). */
export type Topology = 'single' | 'split';

/** A process of the system under test: its output's tail kept for errors, stopped at cleanup. */
function spawnPart(
  name: string,
  script: string,
  env: NodeJS.ProcessEnv,
  cleanup: CleanupStack,
): { output: () => string; exited: () => boolean } {
  const child = spawn(process.execPath, [path.join(ROOT, script)], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  const keep = (chunk: Buffer) => {
    output.push(...chunk.toString().split('\n').filter(Boolean));
    output.splice(0, Math.max(0, output.length - OUTPUT_LINES_KEPT));
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  cleanup.push(`stop ${name}`, async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const stopped = await Promise.race([exited.then(() => true), sleep(STOP_TIMEOUT_MS, false)]);
    if (!stopped) {
      child.kill('SIGKILL');
      await exited;
    }
  });
  return {
    output: () =>
      `${name}${child.exitCode === null ? '' : ` (exited ${child.exitCode})`}:\n${output.join('\n')}`,
    exited: () => child.exitCode !== null,
  };
}

async function waitUntilReady(
  url: string,
  parts: readonly { output: () => string; exited: () => boolean }[],
): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline && !parts.some((part) => part.exited())) {
    const ready = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return;
    await sleep(100);
  }
  throw new Error(
    `Wishwall did not become ready at ${url}:\n${parts.map((p) => p.output()).join('\n')}`,
  );
}

/** Where the system under test answers. */
export interface WishwallSystem {
  /** The API (and, in one process, the gateway too). */
  url: string;
  /** The Socket.IO gateways the viewers connect to, spread evenly. */
  gatewayUrls: string[];
  /** Each gateway's Prometheus endpoint with its bearer token (either topology). */
  gatewayMetrics: { url: string; token: string }[];
  /** The worker's Prometheus endpoint (its folds), in either topology. */
  workerMetrics: { url: string; token: string };
  redisPrefix: string;
}

/**
 * Starts the product on the given database: `single`, with `scripts/start.ts` as `pnpm start`
 * and the browser tests do (API, gateway and worker in one process at one URL); `split`, as
 * docker-compose runs it — the API, two gateways and the worker as four processes, the
 * database migrated first. The processes are stopped at cleanup.
 *
 * TRUST_PROXY is on so each simulated user can come from an address of its own
 * (X-Forwarded-For): per-address rate limits are meant for one client, not for a whole
 * crowd arriving through one load generator.
 */
export async function startWishwall(
  database: ScratchDatabase,
  cleanup: CleanupStack,
  topology: Topology = 'single',
): Promise<WishwallSystem> {
  const port = await freePort();
  const redisPrefix = `load-${database.name}`;
  const uploadsDir = path.join(ROOT, '.data', `load-uploads-${database.name}`);
  const metricsToken = randomBytes(16).toString('hex');
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'test',
    PORT: String(port),
    DATABASE_URL: database.databaseUrl,
    REDIS_URL: database.redisUrl,
    REDIS_PREFIX: redisPrefix,
    OUTBOX_POLL_MS: '250',
    SMTP_URL: '',
    MAIL_UI_PORT: String(await freePort()),
    CAPTCHA_TEST_ANSWER: LOAD_CAPTCHA_ANSWER,
    TRUST_PROXY: 'true',
    LOG_LEVEL: 'warn',
    UPLOADS_DIR: uploadsDir,
    METRICS_TOKEN: metricsToken,
    // The worker's and the gateway's /metrics (scripts/start.ts serves them there too when
    // METRICS_TOKEN is set).
    WORKER_PORT: String(await freePort()),
    GATEWAY_PORT: String(await freePort()),
    // Node's options for the system alone, not the load generator (e.g. a CPU profile).
    ...(process.env['PRODUCT_NODE_OPTIONS'] !== undefined && {
      NODE_OPTIONS: process.env['PRODUCT_NODE_OPTIONS'],
    }),
  };
  const workerMetrics = {
    url: `http://127.0.0.1:${env['WORKER_PORT']}/metrics`,
    token: metricsToken,
  };
  // Runs after the system has stopped (the stack runs newest first).
  cleanup.push(`delete Redis keys ${redisPrefix}:*`, async () => {
    await deleteRedisKeys(database.redisUrl, redisPrefix);
  });
  cleanup.push('remove the uploads', () => rm(uploadsDir, { recursive: true, force: true }));
  const url = `http://127.0.0.1:${port}`;
  if (topology === 'single') {
    const system = spawnPart('Wishwall', 'scripts/start.ts', env, cleanup);
    await waitUntilReady(`${url}/readyz`, [system]);
    // The one process's gateway serves its /metrics on GATEWAY_PORT, as its worker does.
    const gatewayMetrics = [
      { url: `http://127.0.0.1:${env['GATEWAY_PORT']}/metrics`, token: metricsToken },
    ];
    return { url, gatewayUrls: [url], gatewayMetrics, workerMetrics, redisPrefix };
  }
  const db = createDb({ url: database.databaseUrl, poolSize: 1, applicationName: 'wishwall-load' });
  try {
    await migrateToLatest(db);
  } finally {
    await db.destroy();
  }
  // The worker sends the sign-ups' mail: to a catcher here, as pnpm start does for itself.
  const mail = await startMailCatcher();
  cleanup.push('stop the mail catcher', () => mail.stop());
  env['SMTP_URL'] = mail.smtpUrl;
  const gatewayPorts = [await freePort(), await freePort()];
  const parts = [
    spawnPart('worker', 'services/worker/src/main.ts', env, cleanup),
    ...gatewayPorts.map((gatewayPort, i) =>
      spawnPart(
        `gateway ${i + 1}`,
        'services/gateway/src/main.ts',
        { ...env, GATEWAY_PORT: String(gatewayPort) },
        cleanup,
      ),
    ),
    spawnPart('api', 'services/api/src/main.ts', env, cleanup),
  ];
  const gatewayUrls = gatewayPorts.map((gatewayPort) => `http://127.0.0.1:${gatewayPort}`);
  await waitUntilReady(`${url}/readyz`, parts);
  for (const gatewayUrl of gatewayUrls) await waitUntilReady(`${gatewayUrl}/healthz`, parts);
  return {
    url,
    gatewayUrls,
    gatewayMetrics: gatewayUrls.map((gatewayUrl) => ({
      url: `${gatewayUrl}/metrics`,
      token: metricsToken,
    })),
    workerMetrics,
    redisPrefix,
  };
}
