import { defineConfig } from '@playwright/test';
import { useOwnSystem, workerCount } from './tests/e2e/support/systems.ts';

// Each worker runs its specs against a system of its own, started by the global set-up
// (tests/e2e/global-setup.ts); in a worker, this points E2E_PORT and the rest at it.
useOwnSystem();
// In the runner, which opens no page, the port is not chosen yet.
const baseURL = `http://localhost:${process.env['E2E_PORT'] ?? 0}`;

export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/global-setup.ts',
  // Workers side by side (E2E_WORKERS), each with a whole system of its own, take whole spec
  // files as they come free; a file's specs run one after another. One by default:
  // docs/decisions/0062-browser-tier-on-the-slow-machine.md says why.
  workers: workerCount(),
  forbidOnly: Boolean(process.env['CI']),
  retries: 0,
  timeout: 30_000,
  // What a spec waits to see appear. Playwright's 5 s was missed by pages loaded on demand on a
  // slow two-core machine with both workers busy (load average 12–22: the page came a moment
  // later, docs/performance.md#how-long-pnpm-test-takes). Waits a spec means as a bound, such as
  // a live push's, name their own timeout.
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL,
    // No trace by default: recording one (DOM snapshots and a screencast of every page) cost the
    // tier a fifth of its time (docs/performance.md#how-long-pnpm-test-takes). To investigate a
    // failure, run it again with one: `pnpm test:e2e tests/e2e/x.spec.ts --trace on`.
    trace: 'off',
    // A stored cookie choice keeps the consent bar from covering what specs click; the
    // consent specs start without it.
    storageState: {
      cookies: [],
      origins: [
        {
          origin: baseURL,
          localStorage: [
            {
              name: 'cookieConsent',
              value: JSON.stringify({
                essential: true,
                performance: false,
                functionality: false,
                advertising: false,
              }),
            },
          ],
        },
      ],
    },
    launchOptions: {
      // Debian's Chromium: Playwright downloads no browser here.
      executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    },
  },
});
