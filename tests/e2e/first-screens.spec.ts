import { expect, test, type Page } from './support/test.ts';

/**
 * The first screens rendered by React on the server
 * (docs/decisions/0058-first-screens-from-the-server.md): they read in full without JavaScript,
 * and with it the client hydrates them without a mismatch or any other console error. The
 * system under test renders them when it runs with FIRST_SCREENS=server (global-setup.ts).
 */

// FIRST_SCREENS defaults to `server`; a run with FIRST_SCREENS=client (global-setup.ts passes it
// on) serves the client shell everywhere, and these skip, saying why.
test.beforeEach(async ({ request }) => {
  const shell = await (await request.get('/en')).text();
  test.skip(
    !shell.includes('id="hydration-state"'),
    'the system under test runs with FIRST_SCREENS=client: the first screens are the client shell',
  );
});

async function newestWishId(page: Page): Promise<string> {
  const response = await page.request.get('/v1/wishes?page=1');
  const body = (await response.json()) as { data: { wishes: { data: { id: string }[] } } };
  return body.data.wishes.data[0]!.id;
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the wall, a wish and a legal page read in full, and their links work', async ({ page }) => {
    const response = await page.goto('/en');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { name: 'Latest wishes' })).toBeVisible();
    const cards = page.getByTestId('wish-card');
    await expect(cards.first()).toBeVisible();
    // Laid out in columns by no-script.css, not hidden waiting for the masonry's script.
    const firstText = (await cards.first().locator('.wish-card__content').innerText()).trim();
    expect(firstText.length).toBeGreaterThan(0);

    await cards.first().locator('a.wish-card__open').click();
    await expect(page).toHaveURL(/\/en\/wish\/\d+$/);
    await expect(page.getByTestId('wish-page')).toBeVisible();
    await expect(page.locator('.wish-page__content')).toHaveText(firstText);
    await expect(page).toHaveTitle(/· Wishwall$/);

    await page.getByRole('link', { name: 'Terms and conditions' }).click();
    await expect(page).toHaveURL(/\/en\/terms-and-conditions$/);
    await expect(page.getByTestId('legal-page-content')).toBeVisible();
    expect((await page.getByTestId('legal-page-content').innerText()).length).toBeGreaterThan(100);

    await page.getByRole('link', { name: 'About us' }).click();
    await expect(page).toHaveURL(/\/en\/about-us$/);
    await expect(page.getByTestId('legal-page-content')).toBeVisible();

    await page.getByRole('link', { name: /go to the wall/ }).click();
    await expect(page).toHaveURL(/\/en$/);
    await expect(cards.first()).toBeVisible();
  });
});

/** Console errors and uncaught exceptions from the moment the page starts. */
function recordErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

const VISITS = [
  { language: 'en', viewport: { width: 1280, height: 900 }, device: 'desktop' },
  { language: 'es', viewport: { width: 390, height: 844 }, device: 'phone' },
] as const;

for (const { language, viewport, device } of VISITS) {
  test.describe(`a first visit in ${language} on a ${device}`, () => {
    test.use({ viewport, storageState: { cookies: [], origins: [] } });

    for (const path of ['', '/wish/:id', '/terms-and-conditions']) {
      test(`hydrates /${language}${path} without a hydration error or any console error`, async ({
        page,
      }) => {
        const url = `/${language}${path.replace(':id', path ? await newestWishId(page) : '')}`;
        const errors = recordErrors(page);
        const response = await page.goto(url);
        expect(response?.status()).toBe(200);
        // The server's HTML carries its state: this page is hydrated, not rendered afresh.
        expect(await response!.text()).toContain('id="hydration-state"');
        // Server-rendered controls are disabled until hydrated: enabled means hydrated.
        await expect(page.getByTestId('wish-form')).toBeEnabled();
        // The cookie bar waits for hydration; a first visit has no stored choice.
        await expect(page.getByTestId('cookie-bar')).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        await page.waitForTimeout(1000);
        expect(errors).toEqual([]);
      });
    }
  });
}
