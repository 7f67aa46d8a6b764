import { test as base } from '@playwright/test';
import { anAddress } from './client-address.ts';

export * from '@playwright/test';

/**
 * Playwright's `test`, with the pages, contexts and API requests of each spec coming from a
 * client address of its own. From the runner's one address the whole tier would count against
 * the per-client limits (a captcha a second, 30 registrations in 10 minutes…) that real
 * visitors each have to themselves, and a spec would meet a 429 that depends on how many specs
 * ran before it in the same worker, and how fast. A spec's own contexts share its address.
 */
export const test = base.extend({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use) => {
    await use({ ...extraHTTPHeaders, 'x-forwarded-for': anAddress() });
  },
});
