import { expect, test, type Browser, type Page } from './support/test.ts';
import { createDb } from '@wishwall/db/create-db';
import { GiftedWishRepository } from '@wishwall/db/repositories/gifted-wish.repository';
import { UserRepository } from '@wishwall/db/repositories/user.repository';
import { registerUser, signIn } from './support/accounts.ts';

const db = createDb({ url: process.env['E2E_DATABASE_URL'] as string, poolSize: 2 });
test.afterAll(() => db.destroy());

async function signedInPage(browser: Browser, token: string) {
  const context = await browser.newContext();
  await signIn(context, token);
  const page = await context.newPage();
  await page.goto('/en');
  return page;
}

/** Writes the wish, confirms, and (without a gift) picks the payment method. */
async function publishWith(page: Page, content: string, method?: 'card' | 'paypal') {
  await page.getByTestId('wish-form').fill(content);
  await page.getByTestId('publish-wish').click();
  const confirm = page.getByRole('dialog');
  await confirm.getByRole('button', { name: method ? 'Continue' : 'Publish' }).click();
  if (method) await page.getByTestId(method === 'card' ? 'pay-card' : 'pay-paypal').click();
}

test('publishing with the card sandbox puts the wish on the wall and moves another browser’s counter', async ({
  browser,
  request,
}) => {
  const viewer = await browser.newPage();
  await viewer.goto('/en');
  const counter = viewer.getByTestId('published-counter');
  await expect(counter).toHaveAttribute('data-count', /^\d+$/);
  const before = Number(await counter.getAttribute('data-count'));

  const payer = await registerUser(request, 'Card Payer');
  const page = await signedInPage(browser, payer.token);
  const content = `Paid by card ${Date.now()} #e2e`;
  await publishWith(page, content, 'card');

  // The local sandbox's hosted checkout, as Stripe's would be.
  await page.getByRole('button', { name: /^Pay/ }).click();
  await expect(page).toHaveURL(/\/en\/payment\/success\?session_id=/);
  await expect(page.getByTestId('payment-success')).toBeVisible({ timeout: 10_000 });

  await expect(counter).toHaveAttribute('data-count', String(before + 1), { timeout: 5000 });
  await expect(viewer.getByText(content)).toBeVisible({ timeout: 5000 });
});

test('publishing with the PayPal sandbox', async ({ browser, request }) => {
  const payer = await registerUser(request, 'PayPal Payer');
  const page = await signedInPage(browser, payer.token);
  await publishWith(page, `Paid with PayPal ${Date.now()}`, 'paypal');
  await page.getByRole('button', { name: /^Pay/ }).click();
  await expect(page).toHaveURL(/\/en\/payment\/paypal\/success\?.*token=/);
  await expect(page.getByTestId('payment-success')).toBeVisible({ timeout: 10_000 });
});

test('cancelling returns with the pay-later message and keeps the draft', async ({
  browser,
  request,
}) => {
  const payer = await registerUser(request, 'Canceller');
  const page = await signedInPage(browser, payer.token);
  const content = `Maybe later ${Date.now()}`;
  await publishWith(page, content, 'card');
  await page.getByRole('button', { name: 'Cancel', exact: true }).click();
  await expect(page).toHaveURL(/\/en\/payment\/cancel/);
  await expect(page.getByTestId('payment-cancel')).toBeVisible();
  const drafts = await db
    .selectFrom('wishes')
    .select('status')
    .where('user_id', '=', payer.id)
    .execute();
  expect(drafts).toEqual([{ status: 'created' }]);
});

test('a user holding a gifted wish publishes without paying', async ({ browser, request }) => {
  const receiver = await registerUser(request, 'Gift Receiver');
  // A gift waits for its receiver to prove the address
  // (docs/decisions/0015-duplicate-payments-and-refunds.md).
  await new UserRepository(db).markEmailVerified(receiver.id, receiver.email, new Date());
  await new GiftedWishRepository(db).create({ receiver_email: receiver.email });
  const page = await signedInPage(browser, receiver.token);
  const content = `A gift made this possible ${Date.now()}`;
  await publishWith(page, content);
  await expect(page.getByTestId('wish-card').filter({ hasText: content })).toBeVisible({
    timeout: 5000,
  });
  const payments = await db
    .selectFrom('payments')
    .select('id')
    .where('user_id', '=', receiver.id)
    .execute();
  expect(payments).toEqual([]);
});
