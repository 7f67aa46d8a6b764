import { defineConfig } from '@playwright/test';
import { freePort } from '@wishwall/local-infra/free-port';

// Chosen once in the runner; workers inherit it through the environment.
process.env['E2E_PORT'] ??= String(await freePort());
// `localhost`, not 127.0.0.1: passkeys are bound to the host, and WebAuthn refuses an IP address
// (docs/decisions/0053-passkeys.md). The system under test gets the same URL as PUBLIC_URL.
const baseURL = `http://localhost:${process.env['E2E_PORT']}`;

export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/global-setup.ts',
  // One system under test per Playwright process, and its specs one at a time; `pnpm test:e2e`
  // can run shards of the suite side by side, each a process with a system of its own
  // (scripts/e2e.ts).
  workers: 1,
  forbidOnly: Boolean(process.env['CI']),
  retries: 0,
  timeout: 30_000,
  reporter: [['list']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
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
