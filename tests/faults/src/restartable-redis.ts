import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '@wishwall/local-infra/free-port';
import { startLocalRedis, type RunningRedis } from '@wishwall/local-infra/local-redis';
import type { CleanupStack } from '@wishwall/testing/cleanup-stack';

/**
 * A redis-server of the fault run's own, on one port for its whole life, so the product
 * reconnects to the same URL after an outage. It keeps an append-only file, so a restart
 * in the same directory comes back with its data; a restart in a fresh one comes back empty.
 * The machine's Redis is never touched.
 */
export class RestartableRedis {
  readonly url: string;
  private readonly port: number;
  private readonly root: string;
  private running: RunningRedis | undefined;
  private dataDir: string;
  private generation = 0;

  private constructor(port: number, root: string) {
    this.port = port;
    this.root = root;
    this.url = `redis://127.0.0.1:${port}`;
    this.dataDir = this.nextDataDir();
  }

  static async start(cleanup: CleanupStack): Promise<RestartableRedis> {
    const root = await mkdtemp(path.join(os.tmpdir(), 'wishwall-faults-redis-'));
    const redis = new RestartableRedis(await freePort(), root);
    cleanup.push('remove the fault Redis directory', () =>
      rm(root, { recursive: true, force: true }),
    );
    cleanup.push('stop the fault Redis', () => redis.stop());
    await redis.resume({ keepData: true });
    return redis;
  }

  /** Shuts the server down (SIGTERM: Redis writes its append-only file first). */
  async stop(): Promise<void> {
    await this.running?.stop();
    this.running = undefined;
  }

  /** Starts the server again on the same port, with the data it had or with none. */
  async resume({ keepData }: { keepData: boolean }): Promise<void> {
    if (!keepData) this.dataDir = this.nextDataDir();
    this.running = await startLocalRedis({ dataDir: this.dataDir, port: this.port });
  }

  private nextDataDir(): string {
    this.generation++;
    return path.join(this.root, `data-${this.generation}`);
  }
}
