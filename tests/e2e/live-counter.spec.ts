import { expect, test } from '@playwright/test';
import { WishPublishService } from '@wishwall/core/wish-publish.service';
import { createDb } from '@wishwall/db/create-db';
import { createDraftWish, createUser } from '@wishwall/testing/fixtures';

const db = createDb({ url: process.env['E2E_DATABASE_URL'] as string, poolSize: 2 });
test.afterAll(() => db.destroy());

test('the header counter moves live when a wish is published', async ({ page }) => {
  await page.goto('/en');
  const counter = page.getByTestId('published-counter');
  await expect(counter).toHaveAttribute('data-count', /^\d+$/);
  const before = Number(await counter.getAttribute('data-count'));
  // Set on this document only: it survives a live update but not a reload.
  await page.evaluate(() => ((globalThis as unknown as { marker: string }).marker = 'same-page'));

  const user = await createUser(db, 'Live Tester');
  const draft = await createDraftWish(db, user.id, 'Seen live, without a reload #e2e');
  await new WishPublishService(db).publish(draft.id);

  await expect(counter).toHaveAttribute('data-count', String(before + 1), { timeout: 2000 });
  await expect(counter).toContainText((before + 1).toLocaleString('en-US'));
  expect(await page.evaluate(() => (globalThis as unknown as { marker?: string }).marker)).toBe(
    'same-page',
  );
});
