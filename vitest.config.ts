import { configDefaults, defineConfig } from 'vitest/config';

/**
 * Files that need no server: the web's logic and the domain rules. They share one module cache
 * per worker (`isolate: false`): a fresh worker per file cost about 2 s of start-up each, most
 * of this project's time (docs/performance.md#how-long-pnpm-test-takes).
 */
const PURE = [
  'web/src/**/*.test.ts',
  'web/scripts/**/*.test.ts',
  'packages/domain/src/**/*.test.ts',
];

export default defineConfig({
  test: {
    // `pnpm test:coverage`: lines of the product's own code that the Vitest tiers run.
    coverage: {
      provider: 'v8',
      include: ['packages/*/src/**/*.ts', 'services/*/src/**/*.ts', 'web/src/**/*.{ts,tsx}'],
      exclude: ['**/*.test.ts', '**/test-support/**', 'packages/testing/**', '**/migrations/**'],
      reporter: ['text-summary', 'html'],
    },
    projects: [
      {
        test: {
          name: 'pure',
          include: PURE,
          isolate: false,
        },
      },
      {
        test: {
          name: 'servers',
          include: [
            'packages/*/src/**/*.test.ts',
            'services/*/src/**/*.test.ts',
            'tests/integration/src/**/*.test.ts',
            'tests/load/src/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          exclude: [...configDefaults.exclude, ...PURE],
          globalSetup: ['packages/testing/src/vitest-global-setup.ts'],
          // Integration tests talk to real servers over real connections.
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
    ],
  },
});
