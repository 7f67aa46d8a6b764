import { REACTION_TYPES } from '@wishwall/contracts/wish.dto';
import { startBaselineProcess } from './baseline-process.ts';
import { runCannon, type CannonRun } from './cannon-run.ts';
import { seededRandom } from './seeded-random.ts';

export interface BaselineBenchOptions {
  databaseUrl: string;
  connections: number;
  /** Unmeasured seconds first: a cold JIT and an empty pool would flatter the system under test. */
  warmupSeconds: number;
  seed: number;
}

/** The bare baseline server, warmed up, ready for as many measured bursts as asked. */
export interface BaselineBench {
  burst(durationSeconds: number): Promise<CannonRun>;
  stop(): Promise<void>;
}

/**
 * The bare baseline: the same connections and per-request variation as the hot burst (a body
 * built for every request), against one INSERT behind Fastify. Each burst continues the same
 * seeded sequence of requests.
 */
export async function startBaselineBench(options: BaselineBenchOptions): Promise<BaselineBench> {
  const server = await startBaselineProcess(options.databaseUrl);
  const randoms = new Map<number, () => number>();
  const burst = (durationSeconds: number) =>
    runCannon({
      url: server.url,
      connections: options.connections,
      durationSeconds,
      script: (connection) => {
        const random = randoms.get(connection) ?? seededRandom(options.seed * 7919 + connection);
        randoms.set(connection, random);
        return {
          next: () => ({
            method: 'POST',
            path: '/vote',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({
              wish_id: 1,
              user_id: 1 + Math.floor(random() * 1_000_000),
              reaction_type: REACTION_TYPES[Math.floor(random() * REACTION_TYPES.length)],
            }),
          }),
        };
      },
    });
  try {
    if (options.warmupSeconds > 0) await burst(options.warmupSeconds);
  } catch (error) {
    await server.stop();
    throw error;
  }
  return { burst, stop: () => server.stop() };
}
