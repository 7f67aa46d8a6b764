import { expect, test } from './support/test.ts';

test('the root and paths without a valid language go to /en', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/en$/);
  await page.goto('/xx/anything');
  await expect(page).toHaveURL(/\/en$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('switching to Spanish reloads to /es/… and shows Spanish text', async ({ page }) => {
  await page.goto('/en/how-it-works?from=e2e');
  await page.getByRole('button', { name: 'Switch to Español' }).click();
  await expect(page).toHaveURL(/\/es\/how-it-works\?from=e2e$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('link', { name: 'Política de privacidad' })).toBeVisible();

  // The choice is remembered: an unprefixed path now goes to Spanish.
  await page.goto('/');
  await expect(page).toHaveURL(/\/es$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Pide un deseo y compártelo con el mundo',
  );
});

test.describe('a browser set to Mexican Spanish', () => {
  test.use({ locale: 'es-MX' });

  test('lands in Spanish, from the server’s `/` and from the client alike', async ({
    page,
    context,
  }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/es$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Pide un deseo y compártelo con el mundo',
    );
    // The cookie the server reads says what the client chose, as a bare language code.
    const cookie = (await context.cookies()).find((c) => c.name === 'i18next');
    expect(cookie?.value).toBe('es');

    // A fresh visitor through the client's own redirect (a path without a language).
    await context.clearCookies();
    await page.evaluate(() => localStorage.removeItem('i18nextLng'));
    await page.goto('/xx/anything');
    await expect(page).toHaveURL(/\/es$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  });
});
