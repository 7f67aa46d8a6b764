import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FullConfig } from '@playwright/test';
import { freePort } from '@wishwall/local-infra/free-port';
import { deleteRedisKeys } from '@wishwall/testing/redis-cleanup';
import {
  leftOverDatabases,
  takeRunLease,
  testDatabaseName,
  type RunLease,
} from '@wishwall/testing/run-databases';
import { dropDatabase } from '@wishwall/testing/template-database';
import { adminQuery, provideTestServices, withDatabase } from '@wishwall/testing/test-services';
import { systemVariable } from './support/systems.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
/** The captcha test answer of the system under test (refused in production). */
export const E2E_CAPTCHA_ANSWER = 'e2e-pass';
/** How much of a system's last output is kept to show if it fails to start, in characters. */
const OUTPUT_KEPT = 64 * 1024;

/**
 * Starts one whole product per Playwright worker, as `pnpm start` does (API, gateway and worker
 * at one URL, serving the built web client), each on a database, Redis key prefix, mail catcher
 * and port of its own, and after the run stops them and removes their data. Worker slot `n`
 * (`TEST_PARALLEL_INDEX`) runs against system `n`: playwright.config.ts points its base URL and
 * the `E2E_*` variables the specs read at that system.
 */
export default async function globalSetup(config: FullConfig) {
  const services = await provideTestServices();
  const lease = await takeRunLease(services.postgresAdminUrl);
  await removeLeftovers(services);
  const started = await Promise.allSettled(
    Array.from({ length: config.workers }, (_, slot) => startSystem(services, lease, slot)),
  );
  const systems = started.flatMap((result) =>
    result.status === 'fulfilled' ? [result.value] : [],
  );
  const failed = started.find((result) => result.status === 'rejected');
  const stopAll = async () => {
    // Each is stopped whatever another's stop does; the services go last.
    await Promise.allSettled(systems.map((system) => system.stop()));
    await lease.release();
    await services.stop();
  };
  if (failed) {
    await stopAll();
    throw failed.reason;
  }
  return stopAll;
}

/**
 * What systems of earlier runs left behind when their runner was killed before its teardown:
 * their databases, Redis keys and uploads. Only those whose run holds no lease; a run going on
 * beside this one keeps its own (`packages/testing/src/run-databases.ts`).
 */
async function removeLeftovers(services: Awaited<ReturnType<typeof provideTestServices>>) {
  for (const database of await leftOverDatabases(services.postgresAdminUrl, ['e2e'])) {
    await dropDatabase(services.postgresAdminUrl, database);
    await deleteRedisKeys(services.redisUrl, `e2e-${database}`);
    await rm(path.join(ROOT, '.data', `e2e-uploads-${database}`), { recursive: true, force: true });
  }
}

async function startSystem(
  services: Awaited<ReturnType<typeof provideTestServices>>,
  lease: RunLease,
  slot: number,
) {
  // The run's tag in the name tells a later run, by the lease, whether this one is still going.
  const database = testDatabaseName(lease.tag, 'e2e');
  await adminQuery(services.postgresAdminUrl, `create database ${database}`);
  const databaseUrl = withDatabase(services.postgresAdminUrl, database);
  const redisPrefix = `e2e-${database}`;
  // Chosen here, in the runner, before any worker starts: workers inherit its environment.
  const port = String(await freePort());
  process.env[systemVariable('E2E_PORT', slot)] = port;
  // `localhost`, not 127.0.0.1: passkeys are bound to the host, and WebAuthn refuses an IP
  // address (docs/decisions/0053-passkeys.md). The specs' base URL is the same.
  const baseURL = `http://localhost:${port}`;
  const mailUiPort = await freePort();
  // The system's signing key, known to the specs: one signs a session as it stood hours ago.
  const jwtSecret = randomBytes(32).toString('hex');
  const uploadsDir = path.join(ROOT, '.data', `e2e-uploads-${database}`);

  const system = spawn(process.execPath, [path.join(ROOT, 'scripts/start.ts')], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: port,
      DATABASE_URL: databaseUrl,
      REDIS_URL: services.redisUrl,
      REDIS_PREFIX: redisPrefix,
      OUTBOX_POLL_MS: '250',
      // Payment providers (the local sandbox here) send the browser back to this origin.
      PUBLIC_URL: baseURL,
      // Mail goes to the start script's catcher; specs read it over its JSON API.
      SMTP_URL: '',
      MAIL_UI_PORT: String(mailUiPort),
      CAPTCHA_TEST_ANSWER: E2E_CAPTCHA_ANSWER,
      JWT_SECRET: jwtSecret,
      // Each spec comes from an address of its own (tests/e2e/support/test.ts), and each user
      // it registers through the API from another (registerUser), as a crowd would: the
      // per-client limits (a captcha a second, 30 sign-ups in 10 minutes) are not a budget
      // for the whole suite.
      TRUST_PROXY: 'true',
      UPLOADS_DIR: uploadsDir,
      // Who renders the first screens (docs/decisions/0058-first-screens-from-the-server.md):
      // the configured default unless the run asks, e.g. FIRST_SCREENS=server.
      FIRST_SCREENS: process.env['FIRST_SCREENS'] ?? '',
    },
    // The IPC channel ties the system to this runner: it stops when the runner ends, however
    // the runner ends (scripts/start.ts).
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  // What a system printed is read only when it fails to start: its last part is kept, not a
  // whole run's worth.
  let output = '';
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-OUTPUT_KEPT));
  system.stdout?.on('data', keep);
  system.stderr?.on('data', keep);
  const exited = new Promise((resolve) => system.once('exit', resolve));

  let ready = false;
  for (let attempt = 0; attempt < 300 && system.exitCode === null && !ready; attempt++) {
    ready = await fetch(`${baseURL}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (!ready) await sleep(100);
  }
  /** Stops the process and removes what it stored: its database, Redis keys and uploads. */
  const stop = async () => {
    if (system.exitCode === null && system.signalCode === null) system.kill('SIGTERM');
    await exited;
    await dropDatabase(services.postgresAdminUrl, database);
    await deleteRedisKeys(services.redisUrl, redisPrefix);
    await rm(uploadsDir, { recursive: true, force: true });
  };
  if (!ready) {
    system.kill('SIGKILL');
    await stop();
    throw new Error(`system ${slot} did not start:\n${output}`);
  }
  // Specs publish through the domain services against the system's own database. Workers
  // inherit the runner's environment.
  process.env[systemVariable('E2E_DATABASE_URL', slot)] = databaseUrl;
  process.env[systemVariable('E2E_MAIL_URL', slot)] = `http://127.0.0.1:${mailUiPort}`;
  process.env[systemVariable('E2E_JWT_SECRET', slot)] = jwtSecret;

  return { stop };
}
