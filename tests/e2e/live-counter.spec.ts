import { expect, test } from './support/test.ts';
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

test('when live updates cannot connect, the header says so and that it retries, then goes live', async ({
  page,
}) => {
  // Socket.IO's reconnection backs off up to 5 s between tries; on a busy machine this takes a while.
  test.setTimeout(60_000);
  // The gateway refuses every WebSocket until `open` is set.
  let open = false;
  await page.routeWebSocket(/\/socket\.io\//, (socket) => {
    if (open) socket.connectToServer();
    else void socket.close({ code: 1011, reason: 'gateway down' });
  });
  await page.goto('/en');
  const indicator = page.locator('[data-connection]').first();
  await expect(indicator).toHaveText(/Live updates paused, retrying…|Connecting to live updates…/, {
    timeout: 15_000,
  });
  await expect(indicator).toHaveAttribute('role', 'status');

  open = true;
  await expect(indicator).toHaveAttribute('data-connection', 'connected', { timeout: 20_000 });
  await expect(indicator).toHaveText('Live');
});
