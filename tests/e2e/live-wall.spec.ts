import { expect, test, type Page } from '@playwright/test';
import { WishPublishService } from '@wishwall/core/wish-publish.service';
import { createDb } from '@wishwall/db/create-db';
import { createDraftWish, createUser } from '@wishwall/testing/fixtures';
import { registerUser, signIn } from './support/accounts.ts';

const db = createDb({ url: process.env['E2E_DATABASE_URL'] as string, poolSize: 2 });
test.afterAll(() => db.destroy());

async function publishWish(content: string) {
  const author = await createUser(db, 'Wall Author');
  const draft = await createDraftWish(db, author.id, content);
  await new WishPublishService(db).publish(draft.id);
  return draft.id;
}

const card = (page: Page, wishId: string) =>
  page.locator(`[data-testid="wish-card"][data-wish-id="${wishId}"]`);

test('a reaction in one browser moves the count in another, also after going offline', async ({
  browser,
  request,
}) => {
  const wishId = await publishWish(`Two browsers, one wish ${Date.now()}`);
  const a = await registerUser(request, 'Reactor A');
  const b = await registerUser(request, 'Viewer B');
  const contextA = await browser.newContext();
  const contextB = await browser.newContext();
  await signIn(contextA, a.token);
  await signIn(contextB, b.token);
  const pageA = await contextA.newPage();
  const pageB = await contextB.newPage();
  await Promise.all([pageA.goto('/en'), pageB.goto('/en')]);

  const likesOnB = card(pageB, wishId).getByTestId('reaction-like');
  await expect(likesOnB).toHaveAttribute('data-count', '0');
  await card(pageA, wishId).getByTestId('reaction-like').click();
  await expect(card(pageA, wishId).getByTestId('reaction-like')).toHaveAttribute('data-count', '1');
  await expect(likesOnB).toHaveAttribute('data-count', '1', { timeout: 3000 });

  // B goes offline; A switches to a heart; B comes back and shows the truth.
  await contextB.setOffline(true);
  await card(pageA, wishId).getByTestId('reaction-heart').click();
  await expect(card(pageA, wishId).getByTestId('reaction-heart')).toHaveAttribute(
    'data-count',
    '1',
  );
  await pageA.waitForTimeout(500);
  await contextB.setOffline(false);
  await expect(card(pageB, wishId).getByTestId('reaction-heart')).toHaveAttribute(
    'data-count',
    '1',
    {
      timeout: 10_000,
    },
  );
  await expect(likesOnB).toHaveAttribute('data-count', '0');

  await contextA.close();
  await contextB.close();
});

test('a published wish moves the counter and appears on the wall live', async ({ page }) => {
  await page.goto('/en');
  const counter = page.getByTestId('published-counter');
  await expect(counter).toHaveAttribute('data-count', /^\d+$/);
  const before = Number(await counter.getAttribute('data-count'));
  await expect(page.getByTestId('wish-card').first()).toBeVisible();

  const content = `Fresh on the wall ${Date.now()}`;
  const wishId = await publishWish(content);

  await expect(counter).toHaveAttribute('data-count', String(before + 1), { timeout: 3000 });
  await expect(card(page, wishId)).toContainText(content, { timeout: 3000 });
});

test('on a phone the top-10 sits behind a button', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto('/en');
  await page.getByTestId('open-top').click();
  await expect(page.getByRole('dialog').getByTestId('top-list')).toBeVisible();
  await context.close();
});
