import { expect, test } from '@playwright/test';

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
