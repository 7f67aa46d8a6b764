import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startLocalRedis, type RunningRedis } from '@wishwall/local-infra/local-redis';

/**
 * A `redis-server` of the test file's own, on a free loopback port, for outage tests: it can
 * be stopped and restarted on the same port, with its data or empty. The Redis the other
 * tests share is never stopped or flushed.
 */
export class OwnRedis {
  private readonly port: number;
  private running: RunningRedis | undefined;
  /** Where the running server keeps its data; every directory used, to remove at the end. */
  private dir: string;
  private readonly dirs: string[];

  private constructor(running: RunningRedis, dir: string) {
    this.running = running;
    this.port = Number(new URL(running.url).port);
    this.dir = dir;
    this.dirs = [dir];
  }

  static async start(): Promise<OwnRedis> {
    const dir = await mkdtemp(path.join(tmpdir(), 'wishwall-own-redis-'));
    return new OwnRedis(await startLocalRedis({ dataDir: dir }), dir);
  }

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  async stop(): Promise<void> {
    await this.running?.stop();
    this.running = undefined;
  }

  /** Starts it again on the same port: with the data it had, or empty (no persistence). */
  async restart({ empty }: { empty: boolean }): Promise<void> {
    await this.stop();
    if (empty) {
      this.dir = await mkdtemp(path.join(tmpdir(), 'wishwall-own-redis-'));
      this.dirs.push(this.dir);
    }
    this.running = await startLocalRedis({ dataDir: this.dir, port: this.port });
  }

  async destroy(): Promise<void> {
    await this.stop();
    await Promise.all(this.dirs.map((dir) => rm(dir, { recursive: true, force: true })));
  }
}
