import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FullConfig } from '@playwright/test';
import { freePort } from '@wishwall/local-infra/free-port';
import { deleteRedisKeys } from '@wishwall/testing/redis-cleanup';
import { adminQuery, provideTestServices, withDatabase } from '@wishwall/testing/test-services';

const ROOT = path.resolve(import.meta.dirname, '../..');
/** The captcha test answer of the system under test (refused in production). */
export const E2E_CAPTCHA_ANSWER = 'e2e-pass';

/**
 * Starts the whole product as `pnpm start` does (API, gateway and worker at one URL, serving
 * the built web client) on a database and Redis key prefix of its own, and after the run stops
 * it and removes both.
 */
export default async function globalSetup(config: FullConfig) {
  const services = await provideTestServices();
  const database = `wwe2e_${randomBytes(4).toString('hex')}`;
  await adminQuery(services.postgresAdminUrl, `create database ${database}`);
  const databaseUrl = withDatabase(services.postgresAdminUrl, database);
  const redisPrefix = `e2e-${database}`;
  const baseURL = config.projects[0]?.use.baseURL as string;
  const mailUiPort = await freePort();
  // The system's signing key, known to the specs: one signs a session as it stood hours ago.
  const jwtSecret = randomBytes(32).toString('hex');

  const system = spawn(process.execPath, [path.join(ROOT, 'scripts/start.ts')], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: process.env['E2E_PORT'],
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
      // Users the specs register through the API arrive from addresses of their own (see
      // registerUser), as a crowd would: the per-address sign-up limit (30 in 10 minutes) is
      // not a budget for the whole suite. Browsers send no such header and keep their own.
      TRUST_PROXY: 'true',
      UPLOADS_DIR: path.join(ROOT, '.data', `e2e-uploads-${database}`),
      // Who renders the first screens (docs/decisions/0058-first-screens-from-the-server.md):
      // the configured default unless the run asks, e.g. FIRST_SCREENS=server.
      FIRST_SCREENS: process.env['FIRST_SCREENS'] ?? '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  system.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  system.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise((resolve) => system.once('exit', resolve));

  let ready = false;
  for (let attempt = 0; attempt < 300 && system.exitCode === null && !ready; attempt++) {
    ready = await fetch(`${baseURL}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (!ready) await sleep(100);
  }
  if (!ready) {
    system.kill('SIGKILL');
    throw new Error(`the system did not start:\n${output}`);
  }
  // Specs publish through the domain services against the system's own database.
  process.env['E2E_DATABASE_URL'] = databaseUrl;
  process.env['E2E_MAIL_URL'] = `http://127.0.0.1:${mailUiPort}`;
  process.env['E2E_JWT_SECRET'] = jwtSecret;

  return async () => {
    system.kill('SIGTERM');
    await exited;
    await adminQuery(services.postgresAdminUrl, `drop database if exists ${database} with (force)`);
    await deleteRedisKeys(services.redisUrl, redisPrefix);
    await services.stop();
  };
}
