import { expect, test } from './support/test.ts';
import { fundWallet } from '@wishwall/core/test-support/wallet-fixtures';
import { createDb } from '@wishwall/db/create-db';
import { answerCaptcha, registerUser, signIn } from './support/accounts.ts';
import { waitForMail } from './support/mailbox.ts';

const db = createDb({ url: process.env['E2E_DATABASE_URL'] as string, poolSize: 2 });
test.afterAll(() => db.destroy());

const PASSWORD = 'e2e password 1';

/** A giver who gifts `receiver` a wish through the API, as the wallet tab does. */
async function giftTo(request: Parameters<typeof registerUser>[0], receiver: string) {
  const giver = await registerUser(request, 'Generous Giver');
  await fundWallet(db, giver.id, 1_000_000n);
  const gifted = await request.post('/v1/gift-a-wish', {
    headers: { authorization: `Bearer ${giver.token}` },
    data: { receiver_email: receiver },
  });
  expect(gifted.ok()).toBe(true);
}

test('the gift mail’s link registers the receiver verified, who publishes free at once', async ({
  page,
  request,
}) => {
  const address = `linked-${Date.now()}@example.test`;
  await giftTo(request, address);
  const mail = await waitForMail(address, /gave you a wish/i);
  const link = new URL(/https?:\/\/\S+\/register\?\S+/.exec(mail.text)?.[0] ?? '');
  expect(link.searchParams.get('gift_token')).toBeTruthy();

  await page.goto(`${link.pathname}${link.search}`);
  const register = page.getByRole('dialog');
  const email = register.locator('input[name="email"]');
  await expect(email).toHaveValue(address);
  await expect(email).toHaveAttribute('readonly', '');
  await register.locator('input[name="name"]').fill('Linked Receiver');
  await register.locator('input[name="password"]').fill(PASSWORD);
  await register.locator('input[name="password_confirmation"]').fill(PASSWORD);
  await answerCaptcha(register);
  await register.getByRole('button', { name: 'Create account' }).click();
  await expect(register).toHaveCount(0, { timeout: 15_000 });

  await expect(page.getByTestId('gift-notice-home')).toContainText(
    'A wish has been gifted to you.',
  );
  await expect(page.getByTestId('gift-notice-form')).toContainText('free for you');
  const content = `Published through the gift link ${Date.now()}`;
  await page.getByTestId('wish-form').fill(content);
  await page.getByTestId('publish-wish').click();
  await page.getByRole('dialog').getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByTestId('wish-card').filter({ hasText: content })).toBeVisible({
    timeout: 10_000,
  });
  await expect(page.getByTestId('gift-notice-home')).toHaveCount(0);
});

test('a gift waiting for an unverified address is announced, and publishing asks to verify, never to pay', async ({
  browser,
  request,
}) => {
  const address = `waiting-${Date.now()}@example.test`;
  await giftTo(request, address);
  const receiver = await registerUser(request, 'Waiting Receiver', { email: address });
  const context = await browser.newContext();
  await signIn(context, receiver.token);
  const page = await context.newPage();
  await page.goto('/es');
  await expect(page.getByTestId('gift-notice-home')).toContainText('Te han regalado un deseo.', {
    timeout: 15_000,
  });
  await expect(page.getByTestId('gift-notice-form')).toContainText('verifica tu correo');
  await page.getByTestId('wish-form').fill('Un deseo que espera su regalo');
  await page.getByTestId('publish-wish').click();
  await expect(page.getByText('Verifica primero tu correo')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
