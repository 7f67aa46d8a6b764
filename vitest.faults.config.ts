import { defineConfig } from 'vitest/config';

/**
 * The fault runs (`pnpm test:faults`), apart from the unit and integration tests. Each file
 * starts its own redis-server (on a free port), product process and scratch database, and cuts
 * only those, so two files run side by side: the runs mostly wait (a killed worker's jobs are
 * found stalled only after BullMQ's 30-s checks, a Redis outage lasts 10 s), and one after
 * another they took 148 s where two at a time take 83 s
 * (docs/performance.md#how-long-pnpm-test-takes).
 */
export default defineConfig({
  test: {
    include: ['tests/faults/**/*.test.ts'],
    fileParallelism: true,
    maxWorkers: 2,
    testTimeout: 150_000,
    hookTimeout: 30_000,
  },
});
