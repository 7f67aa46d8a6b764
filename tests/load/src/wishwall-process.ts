import { spawn } from 'node:child_process';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort } from '@wishwall/local-infra/free-port';
import type { CleanupStack } from '@wishwall/testing/cleanup-stack';
import { deleteRedisKeys } from '@wishwall/testing/redis-cleanup';
import type { ScratchDatabase } from './scratch-database.ts';

const ROOT = path.resolve(import.meta.dirname, '../../..');
/** The captcha answer the started system accepts for any captcha (test-only setting). */
export const LOAD_CAPTCHA_ANSWER = 'load-pass';
const READY_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 15_000;
const OUTPUT_LINES_KEPT = 200;

/**
 * Starts the whole product with `scripts/start.ts`, as `pnpm start` and the browser tests do
 * (API, gateway and worker in one process at one URL), on the given database, and returns
 * its URL once /readyz answers. The process is stopped at cleanup.
 *
 * TRUST_PROXY is on so each simulated user can come from an address of its own
 * (X-Forwarded-For): per-address rate limits are meant for one client, not for a whole
 * crowd arriving through one load generator.
 */
export async function startWishwall(database: ScratchDatabase, cleanup: CleanupStack) {
  const port = await freePort();
  const redisPrefix = `load-${database.name}`;
  const mailUiPort = await freePort();
  const uploadsDir = path.join(ROOT, '.data', `load-uploads-${database.name}`);
  const system = spawn(process.execPath, [path.join(ROOT, 'scripts/start.ts')], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      DATABASE_URL: database.databaseUrl,
      REDIS_URL: database.redisUrl,
      REDIS_PREFIX: redisPrefix,
      OUTBOX_POLL_MS: '250',
      SMTP_URL: '',
      MAIL_UI_PORT: String(mailUiPort),
      CAPTCHA_TEST_ANSWER: LOAD_CAPTCHA_ANSWER,
      TRUST_PROXY: 'true',
      LOG_LEVEL: 'warn',
      UPLOADS_DIR: uploadsDir,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  const keep = (chunk: Buffer) => {
    output.push(...chunk.toString().split('\n').filter(Boolean));
    output.splice(0, Math.max(0, output.length - OUTPUT_LINES_KEPT));
  };
  system.stdout.on('data', keep);
  system.stderr.on('data', keep);
  const exited = new Promise<void>((resolve) => system.once('exit', () => resolve()));
  // Runs after the system has stopped (the stack runs newest first).
  cleanup.push(`delete Redis keys ${redisPrefix}:*`, async () => {
    await deleteRedisKeys(database.redisUrl, redisPrefix);
  });
  cleanup.push('stop Wishwall', async () => {
    await rm(uploadsDir, { recursive: true, force: true });
    if (system.exitCode !== null || system.signalCode !== null) return;
    system.kill('SIGTERM');
    const stopped = await Promise.race([exited.then(() => true), sleep(STOP_TIMEOUT_MS, false)]);
    if (!stopped) {
      system.kill('SIGKILL');
      await exited;
    }
  });

  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline && system.exitCode === null) {
    const ready = await fetch(`${url}/readyz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return { url, redisPrefix, output: () => output.join('\n') };
    await sleep(100);
  }
  throw new Error(`Wishwall did not become ready:\n${output.join('\n')}`);
}
