import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      'packages/*/src/**/*.test.ts',
      'services/*/src/**/*.test.ts',
      'web/src/**/*.test.ts',
      'web/scripts/**/*.test.ts',
      'tests/integration/src/**/*.test.ts',
      'tests/load/src/**/*.test.ts',
      'scripts/**/*.test.ts',
    ],
    globalSetup: ['packages/testing/src/vitest-global-setup.ts'],
    // Integration tests talk to real servers over real connections.
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
