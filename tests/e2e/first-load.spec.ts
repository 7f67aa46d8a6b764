import { expect, test, type Page } from './support/test.ts';

// A first visit: no stored cookie choice (the consent bar shows), nothing cached.
test.use({ storageState: { cookies: [], origins: [] } });

const VIEWPORTS = {
  desktop: { width: 1350, height: 940 },
  phone: { width: 412, height: 823 },
};

/** Sums the page's layout shifts (not caused by input) as Chromium reports them, like CLS. */
async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: { value: number; nodes: string[] }[] = [];
    (globalThis as unknown as { layoutShifts: typeof shifts }).layoutShifts = shifts;
    const observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {
        value: number;
        hadRecentInput: boolean;
        sources: { node?: { className?: unknown } | null }[];
      }[]) {
        if (entry.hadRecentInput) continue;
        shifts.push({
          value: entry.value,
          nodes: entry.sources.map((s) => String(s.node?.className ?? '?')),
        });
      }
    });
    // This runs in Chromium; the compiler knows Node's entry types, without 'layout-shift'.
    (observer.observe as (options: { type: string; buffered: boolean }) => void).call(observer, {
      type: 'layout-shift',
      buffered: true,
    });
  });
  return () =>
    page.evaluate(
      () =>
        (globalThis as unknown as { layoutShifts: { value: number; nodes: string[] }[] })
          .layoutShifts,
    );
}

async function newestWishPath(page: Page): Promise<string> {
  const response = await page.request.get('/v1/wishes?page=1');
  const body = (await response.json()) as { data: { wishes: { data: { id: string }[] } } };
  return `/en/wish/${body.data.wishes.data[0]!.id}`;
}

for (const [device, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`first visit on a ${device}`, () => {
    test.use({ viewport });

    test('the wall loads without moving what is already on screen', async ({ page }) => {
      const shifts = await recordLayoutShifts(page);
      await page.goto('/en');
      await expect(page.getByTestId('wish-card').first()).toBeVisible();
      await expect(page.getByTestId('published-counter')).toBeVisible();
      await page.waitForTimeout(1000);
      const recorded = await shifts();
      const total = recorded.reduce((sum, shift) => sum + shift.value, 0);
      expect(total, JSON.stringify(recorded)).toBeLessThanOrEqual(0.02);
    });

    test('a wish page loads without moving what is already on screen', async ({ page }) => {
      const path = await newestWishPath(page);
      const shifts = await recordLayoutShifts(page);
      await page.goto(path);
      await expect(page.getByTestId('wish-page')).toBeVisible();
      await expect(page.getByTestId('published-counter')).toBeVisible();
      await page.waitForTimeout(1000);
      const recorded = await shifts();
      const total = recorded.reduce((sum, shift) => sum + shift.value, 0);
      expect(total, JSON.stringify(recorded)).toBeLessThanOrEqual(0.02);
    });
  });
}

test.describe('the wall on a phone, while its HTML arrives', () => {
  test.use({ viewport: VIEWPORTS.phone });

  // The browser parses the page in document order, the left sidebar (the wish form), the wall,
  // then the right sidebar (the top-10 button) that a phone shows first, and it may paint before
  // all of it has arrived. Such a paint must already hold each row where the whole page puts it
  // (docs/decisions/0061-the-phone-wall-keeps-the-top-10-row.md).
  test('the form and the wall keep their place before the top-10 button or the wall arrive', async ({
    page,
  }) => {
    await page.goto('/en');
    await expect(page.getByTestId('wish-card').first()).toBeVisible();
    // Measured, removed and measured again in one go: nothing else may move in between.
    const tops = await page.locator('.app-body').evaluate((body) => {
      const top = (selector: string) =>
        body.querySelector(selector)?.getBoundingClientRect().top ?? Number.NaN;
      const whole = { form: top('.app-sidebar--left'), wall: top('.app-main') };
      const button = top('.app-sidebar--right');
      // Not parsed yet: the top-10 button.
      body.querySelector('.app-sidebar--right')!.remove();
      const noButton = { form: top('.app-sidebar--left'), wall: top('.app-main') };
      // Not parsed yet either: the wall.
      body.querySelector('.app-main')!.remove();
      return { whole, button, noButton, noWall: { form: top('.app-sidebar--left') } };
    });
    expect(tops.whole.form).toBeGreaterThan(tops.button);
    expect(tops.noButton).toEqual(tops.whole);
    expect(tops.noWall.form).toBe(tops.whole.form);
  });
});

test('the built scripts are sent precompressed and cached for a year; the shell is not', async ({
  page,
}) => {
  const shell = await page.request.get('/en');
  expect(shell.headers()['cache-control']).toBe('no-cache');
  const entry = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"/.exec(
    await shell.text(),
  )?.[1];
  expect(entry).toBeDefined();
  for (const encoding of ['br', 'gzip']) {
    const script = await page.request.get(entry!, { headers: { 'accept-encoding': encoding } });
    expect(script.status()).toBe(200);
    expect(script.headers()['content-encoding']).toBe(encoding);
    expect(script.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  }
  expect((await page.request.get('/assets/index-00000000.js')).status()).toBe(404);
});

test('crawlers find a robots.txt that lets them in', async ({ page }) => {
  const robots = await page.request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  expect(robots.headers()['content-type']).toContain('text/plain');
  expect(await robots.text()).toMatch(/^User-agent: \*\nAllow: \//);
});

test('a page puts its title, description and link preview in the head, one of each', async ({
  page,
}) => {
  const path = await newestWishPath(page);
  await page.goto(path);
  await expect(page.getByTestId('wish-page-reactions')).toBeVisible();
  const head = page.locator('head');
  await expect(page).toHaveTitle(/’s wish #\d+ · Wishwall$/);
  await expect(head.locator('title')).toHaveCount(1);
  await expect(head.locator('meta[name="description"]')).toHaveCount(1);
  await expect(head.locator('meta[name="description"]')).toHaveAttribute('content', /\S/);
  await expect(head.locator('meta[property="og:url"]')).toHaveAttribute('content', /\/en\/wish\//);
  // The same share card as the server's HTML names (docs/decisions/0057-share-cards.md), once.
  await expect(head.locator('meta[property="og:image"]')).toHaveCount(1);
  await expect(head.locator('meta[property="og:image"]')).toHaveAttribute(
    'content',
    new RegExp(`^https?://[^/]+${path}/card\\.png$`),
  );
  await expect(head.locator('meta[name="twitter:card"]')).toHaveAttribute(
    'content',
    'summary_large_image',
  );
  await expect(page.locator('body title, body meta')).toHaveCount(0);

  // Leaving the wish takes its link preview along; the wall's own tags take their place
  // (the wall's link preview, with its share card: docs/decisions/0058-first-screens-from-the-server.md).
  await page.getByRole('link', { name: 'Back to the wall' }).click();
  await expect(page.getByTestId('wish-card').first()).toBeVisible();
  await expect(page).toHaveTitle('Wishwall · A public wall of wishes');
  await expect(head.locator('meta[name="description"]')).toHaveCount(1);
  await expect(head.locator('meta[property="og:url"]')).toHaveCount(1);
  await expect(head.locator('meta[property="og:url"]')).toHaveAttribute('content', /\/en$/);
  await expect(head.locator('meta[property="og:image"]')).toHaveAttribute(
    'content',
    /\/en\/card\.png$/,
  );
  await expect(page.locator('body title, body meta')).toHaveCount(0);
});
