import { startBaselineProcess } from './baseline-process.ts';
import { runCannon, type CannonRun } from './cannon-run.ts';
import { seededRandom } from './seeded-random.ts';

export interface BaselineBurstOptions {
  databaseUrl: string;
  connections: number;
  durationSeconds: number;
  /** Unmeasured seconds first: a cold JIT and an empty pool would flatter the system under test. */
  warmupSeconds: number;
  seed: number;
}

const REACTIONS = ['like', 'heart', 'dislike'] as const;

/**
 * The bare baseline: the same connections, duration and per-request variation as the hot
 * burst (a body built for every request), against one INSERT behind Fastify.
 */
export async function runBaselineBurst(options: BaselineBurstOptions): Promise<CannonRun> {
  const server = await startBaselineProcess(options.databaseUrl);
  const burst = (durationSeconds: number) =>
    runCannon({
      url: server.url,
      connections: options.connections,
      durationSeconds,
      script: (connection) => {
        const random = seededRandom(options.seed * 7919 + connection);
        return {
          next: () => ({
            method: 'POST',
            path: '/vote',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({
              wish_id: 1,
              user_id: 1 + Math.floor(random() * 1_000_000),
              reaction_type: REACTIONS[Math.floor(random() * REACTIONS.length)],
            }),
          }),
        };
      },
    });
  try {
    if (options.warmupSeconds > 0) await burst(options.warmupSeconds);
    return await burst(options.durationSeconds);
  } finally {
    await server.stop();
  }
}
