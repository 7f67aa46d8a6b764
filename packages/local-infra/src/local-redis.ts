import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { Redis } from 'ioredis';
import { freePort } from './free-port.ts';

export interface RunningRedis {
  url: string;
  stop(): Promise<void>;
}

/** True when a Redis server answers PING at `url` within a second. */
export async function redisAnswers(url: string): Promise<boolean> {
  const client = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 1000,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  client.on('error', () => {});
  try {
    await client.connect();
    return (await client.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    client.disconnect();
  }
}

export class RedisUnavailableError extends Error {
  override name = 'RedisUnavailableError';
}

/**
 * Starts `redis-server` from the PATH on a loopback port (a free one unless given), with the
 * given directory for its append-only file. Throws `RedisUnavailableError` saying how to get
 * Redis when there is no `redis-server` to start.
 */
export async function startLocalRedis(options: {
  dataDir: string;
  port?: number;
}): Promise<RunningRedis> {
  if (spawnSync('redis-server', ['--version']).error) {
    throw new RedisUnavailableError(
      'No Redis answers at REDIS_URL and there is no redis-server on the PATH to start.\n' +
        'Install one (Debian/Ubuntu: sudo apt-get install redis-server; macOS: brew install redis)\n' +
        'or point REDIS_URL at a running Redis, e.g. REDIS_URL=redis://127.0.0.1:6379',
    );
  }
  const dir = path.resolve(options.dataDir);
  await mkdir(dir, { recursive: true });
  const port = options.port ?? (await freePort());
  const child: ChildProcess = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--dir', dir, '--appendonly', 'yes'],
    { stdio: 'ignore' },
  );
  // Never outlive this process, however it ends.
  const killChild = () => child.kill('SIGTERM');
  process.once('exit', killChild);
  const url = `redis://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 50; attempt++) {
    if (child.exitCode !== null) break;
    if (await redisAnswers(url)) {
      return {
        url,
        stop: () =>
          new Promise((resolve) => {
            process.off('exit', killChild);
            if (child.exitCode !== null) return resolve();
            child.once('exit', () => resolve());
            child.kill('SIGTERM');
          }),
      };
    }
    await sleep(100);
  }
  child.kill('SIGKILL');
  throw new RedisUnavailableError(`redis-server did not start on port ${port}`);
}
