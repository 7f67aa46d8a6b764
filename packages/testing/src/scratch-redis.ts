import { spawn, type ChildProcess } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort } from '@wishwall/local-infra/free-port';
import { redisAnswers } from '@wishwall/local-infra/local-redis';

/**
 * A `redis-server` of the test's own, without persistence, that the test may stop and start
 * again empty on the same port (clients reconnect to it): never the shared one other tests use.
 */
export class ScratchRedis {
  readonly url: string;
  private readonly port: number;
  private child: ChildProcess | undefined;

  private constructor(port: number) {
    this.port = port;
    this.url = `redis://127.0.0.1:${port}`;
  }

  static async start(): Promise<ScratchRedis> {
    const redis = new ScratchRedis(await freePort());
    await redis.resume();
    return redis;
  }

  /** Starts the server again, empty, on the same port. */
  async resume(): Promise<void> {
    const child = spawn(
      'redis-server',
      ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: 'ignore' },
    );
    this.child = child;
    process.once('exit', () => child.kill('SIGKILL'));
    for (let attempt = 0; attempt < 50; attempt++) {
      if (await redisAnswers(this.url)) return;
      await sleep(100);
    }
    throw new Error(`scratch redis-server did not start on port ${this.port}`);
  }

  /** Stops the server; its data is gone. */
  async stop(): Promise<void> {
    const child = this.child;
    this.child = undefined;
    if (!child || child.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGKILL');
    });
  }
}
