import { configDefaults, defineConfig } from 'vitest/config';

/**
 * Files that need no server: the web's logic and the domain rules. They need no servers' global
 * set-up either.
 */
const PURE = [
  'web/src/**/*.test.ts',
  'web/scripts/**/*.test.ts',
  'packages/domain/src/**/*.test.ts',
];

/**
 * Each worker keeps one module cache for the files it runs (`isolate: false`) instead of a
 * fresh module graph per file, which cost most of the tier's time importing the same code again
 * for every file. A file must therefore leave no module state behind (timers, fake clocks,
 * registries) that another file would trip on.
 */
const ISOLATE_FILES = false;

export default defineConfig({
  test: {
    // Two workers, not Vitest's default of one on two cores: the server files mostly wait on
    // Postgres, Redis and the processes they start (docs/performance.md#how-long-pnpm-test-takes).
    maxWorkers: 2,
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
          isolate: ISOLATE_FILES,
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
          isolate: ISOLATE_FILES,
          // Integration tests talk to real servers over real connections.
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
    ],
  },
});
