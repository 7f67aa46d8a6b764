import type { Redis } from 'ioredis';

/** How often each process publishes its figures, and when a silent one stops counting. */
export const PROCESS_STATS_INTERVAL_MS = 1000;
const STALE_AFTER_MS = 5 * PROCESS_STATS_INTERVAL_MS;

export type ProcessKind = 'api' | 'gateway';

/** One process's figures as the console shows them, with when they were taken. */
export interface ProcessStats {
  instance: string;
  at: number;
  figures: Record<string, number>;
}

const statsKey = (prefix: string, kind: ProcessKind) => `${prefix}:stats:${kind}`;

/**
 * Each API and gateway process writes its own live figures (sockets, reactions per second,
 * stream lag) to one Redis hash per kind every second, so the operators' console can show
 * every replica without reaching them (decision 0027). A replica that stopped is dropped
 * after a few silent seconds.
 */
export class ProcessStatsBoard {
  private readonly redis: Redis;
  private readonly prefix: string;

  constructor(redis: Redis, prefix: string) {
    this.redis = redis;
    this.prefix = prefix;
  }

  async publish(kind: ProcessKind, stats: ProcessStats): Promise<void> {
    await this.redis.hset(statsKey(this.prefix, kind), stats.instance, JSON.stringify(stats));
  }

  async remove(kind: ProcessKind, instance: string): Promise<void> {
    await this.redis.hdel(statsKey(this.prefix, kind), instance);
  }

  /** The live replicas' figures; stale entries are deleted on the way. */
  async read(kind: ProcessKind, now = Date.now()): Promise<ProcessStats[]> {
    const key = statsKey(this.prefix, kind);
    const entries = await this.redis.hgetall(key);
    const live: ProcessStats[] = [];
    const stale: string[] = [];
    for (const [instance, json] of Object.entries(entries)) {
      const stats = parseStats(json);
      if (stats && now - stats.at <= STALE_AFTER_MS) live.push(stats);
      else stale.push(instance);
    }
    if (stale.length > 0) await this.redis.hdel(key, ...stale);
    return live.sort((a, b) => a.instance.localeCompare(b.instance));
  }

  /**
   * Publishes `figures()` every second until the returned stop is called (which removes the
   * entry). A failed write is reported and retried on the next beat.
   */
  beat(
    kind: ProcessKind,
    instance: string,
    figures: () => Record<string, number>,
    onError: (error: unknown) => void,
  ): () => Promise<void> {
    const timer = setInterval(() => {
      this.publish(kind, { instance, at: Date.now(), figures: figures() }).catch(onError);
    }, PROCESS_STATS_INTERVAL_MS);
    timer.unref();
    return async () => {
      clearInterval(timer);
      // Only on a connection that answers: a dead one would hold the close forever, and a
      // silent entry is dropped after STALE_AFTER_MS anyway. A connected Redis that answers
      // nothing (paused, cut off) is bounded by the connection's `commandTimeout`: give the
      // board a fail-fast connection (`FAIL_FAST_REDIS_OPTIONS`).
      if (this.redis.status === 'ready') await this.remove(kind, instance).catch(onError);
    };
  }
}

function parseStats(json: string): ProcessStats | undefined {
  try {
    const value = JSON.parse(json) as ProcessStats;
    return typeof value.at === 'number' && typeof value.instance === 'string' ? value : undefined;
  } catch {
    return undefined;
  }
}
