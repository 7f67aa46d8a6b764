import { defineConfig } from 'vitest/config';

/**
 * The fault runs (`pnpm test:faults`): each starts its own redis-server, product process and
 * scratch database, so they run one at a time, apart from the unit and integration tests.
 */
export default defineConfig({
  test: {
    include: ['tests/faults/**/*.test.ts'],
    fileParallelism: false,
    testTimeout: 150_000,
    hookTimeout: 30_000,
  },
});
