import { expect, test } from '@playwright/test';
import { fundWallet } from '@wishwall/core/test-support/wallet-fixtures';
import { createDb } from '@wishwall/db/create-db';
import { openWallet, registerUser, signIn, verifyEmail } from './support/accounts.ts';
import { waitForMail } from './support/mailbox.ts';

const db = createDb({ url: process.env['E2E_DATABASE_URL'] as string, poolSize: 2 });
test.afterAll(() => db.destroy());

test('the wallet tab shows the balance, and a referral reward lands live', async ({
  browser,
  request,
}) => {
  const referrer = await registerUser(request, 'Wallet Owner');
  await fundWallet(db, referrer.id, 25_000_000n);
  const page = await openWallet(browser, referrer.token);
  await expect(page.getByRole('tab', { name: 'Wallet' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('wallet-balance')).toHaveText('US$25.00');
  await expect(page.getByTestId('referral-link')).toHaveValue(
    new RegExp(`/en\\?referral_code=${referrer.referralCode}$`),
  );
  await expect(page.getByTestId('statement-list').locator('li')).toHaveCount(1);

  const friend = await registerUser(request, 'Referred Friend', {
    referral_code: referrer.referralCode,
  });
  await verifyEmail(request, friend.email);

  // No reload: the worker pays the reward and the gateway pushes the wallet.
  await expect(page.getByTestId('wallet-balance')).toHaveText('US$25.00 + 0.1 ¢', {
    timeout: 10_000,
  });
  const reward = page.getByTestId('statement-list').locator('li').first();
  await expect(reward).toContainText('Referral reward');
  await expect(reward).toContainText('Referred Friend · e-mail verified');
  await expect(reward).toContainText('+0.10 ¢');
});

test('a withdrawal asks for the PayPal account, confirms, remembers it, and shows pending', async ({
  browser,
  request,
}) => {
  const user = await registerUser(request, 'Withdrawer');
  await verifyEmail(request, user.email);
  await fundWallet(db, user.id, 30_000_000n);
  const page = await openWallet(browser, user.token);
  await expect(page.getByTestId('wallet-balance')).toHaveText('US$30.00');

  const amount = page.locator('input[name="amount"]');
  const destination = page.locator('input[name="destination"]');
  await amount.fill('9.50');
  await page.getByRole('button', { name: 'Request withdrawal' }).click();
  await expect(page.getByText('Error processing request, minimum 10 USD.')).toBeVisible();

  await amount.fill('12.50');
  await destination.fill('not an address');
  await page.getByRole('button', { name: 'Request withdrawal' }).click();
  await expect(page.getByText('Enter the e-mail address of your PayPal account.')).toBeVisible();

  await destination.fill('Withdrawer@PayPal.Example');
  await page.getByRole('button', { name: 'Request withdrawal' }).click();
  // The confirmation: amount, account and what happens next; nothing has moved yet.
  const confirmation = page.getByTestId('withdrawal-confirmation');
  await expect(confirmation).toContainText('US$12.50');
  await expect(confirmation).toContainText('withdrawer@paypal.example');
  await expect(page.getByText(/An operator reviews the request/)).toBeVisible();
  await expect(page.getByTestId('wallet-balance')).toHaveText('US$30.00');
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(amount).toHaveValue('12.50');
  await page.getByRole('button', { name: 'Request withdrawal' }).click();
  await page.getByRole('button', { name: 'Withdraw US$12.50' }).click();

  await expect(page.getByText('Withdraw request success')).toBeVisible();
  await expect(page.getByTestId('wallet-balance')).toHaveText('US$17.50');
  const held = page.getByTestId('statement-list').locator('li').first();
  await expect(held).toContainText('Withdrawal requested (held)');
  await expect(held).toContainText('Pending');
  await expect(held).toContainText('-US$12.50');
  // Remembered: the form now shows the account instead of asking for it, and it was mailed.
  await expect(page.getByTestId('payout-destination')).toContainText('withdrawer@paypal.example');
  await expect(destination).toHaveCount(0);
  await waitForMail(user.email, /payout account/i);

  await amount.fill('10');
  await page.getByRole('button', { name: 'Request withdrawal' }).click();
  await page.getByRole('button', { name: 'Withdraw US$10.00' }).click();
  await expect(page.getByText('Withdrawal already in process.')).toBeVisible();
});

test('a gift end to end: the receiver registers with the address and publishes without paying', async ({
  browser,
  request,
}) => {
  const giver = await registerUser(request, 'Generous Giver');
  await fundWallet(db, giver.id, 1_500_000n);
  const page = await openWallet(browser, giver.token);
  await expect(page.getByTestId('wallet-balance')).toHaveText('US$1.50');

  const address = `gifted-${Date.now()}@example.test`;
  await page.getByTestId('gift-button').click();
  const dialog = page.getByTestId('gift-dialog');
  await dialog.locator('input[name="receiver_email"]').fill(address);
  await dialog.locator('input[name="receiver_email_confirmation"]').fill(`x${address}`);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog).toContainText('Email mismatch');
  await dialog.locator('input[name="receiver_email_confirmation"]').fill(address.toUpperCase());
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog).toContainText('cannot be undone');
  await dialog.getByRole('button', { name: 'Send the gift' }).click();
  await expect(dialog).toContainText('Gift success');
  await expect(dialog.getByRole('button')).toHaveText(['Close']);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByTestId('wallet-balance')).toHaveText('US$0.50');
  await expect(page.getByTestId('gift-button')).toHaveCount(0);

  const mail = await waitForMail(address, /gave you a wish/i);
  expect(mail.text).toContain('/en/register?email=');

  const receiver = await registerUser(request, 'Lucky Receiver', { email: address });
  await verifyEmail(request, address);
  const context = await browser.newContext();
  await signIn(context, receiver.token);
  const home = await context.newPage();
  await home.goto('/en');
  const content = `Gifted by a friend ${Date.now()}`;
  await home.getByTestId('wish-form').fill(content);
  await home.getByTestId('publish-wish').click();
  await home.getByRole('dialog').getByRole('button', { name: 'Publish' }).click();
  await expect(home.getByTestId('wish-card').filter({ hasText: content })).toBeVisible({
    timeout: 5000,
  });
});
