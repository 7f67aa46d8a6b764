import { expect, test } from './support/test.ts';
import { fundWallet, testLedger } from '@wishwall/core/test-support/wallet-fixtures';
import { WithdrawalService } from '@wishwall/core/withdrawal.service';
import { createDb } from '@wishwall/db/create-db';
import { openWallet, registerUser, signIn, verifyEmail } from './support/accounts.ts';
import { waitForMail } from './support/mailbox.ts';
import { seriousViolations } from './support/axe.ts';
import { operatorSession } from './support/operator-session.ts';

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

test('money that moved before the tab’s socket was identified shows once it is, without a reload', async ({
  browser,
  request,
}) => {
  // Socket.IO's reconnection backs off up to 5 s between tries; on a busy machine this takes a while.
  test.setTimeout(60_000);
  const user = await registerUser(request, 'Late Socket');
  await fundWallet(db, user.id, 25_000_000n);
  const context = await browser.newContext();
  await signIn(context, user.token);
  // The gateway is down until the page says otherwise: the tab's sockets go to a path nothing
  // upgrades, and the browser sees each fail as a refused gateway's does (an error, then the
  // close), so Socket.IO tries again after its backoff. Not `routeWebSocket`'s close: that
  // closes a socket that never opened cleanly and without an error, which Socket.IO's manager
  // does not hear before its 20 s connect timeout, as long as this test waited
  // (docs/decisions/0041-money-text-and-statement.md).
  await context.addInitScript(() => {
    type Constructor = new (url: string | URL, protocols?: string | string[]) => object;
    const page = globalThis as unknown as { gatewayDown: boolean; WebSocket: Constructor };
    page.gatewayDown = true;
    const NativeWebSocket = page.WebSocket;
    page.WebSocket = class extends NativeWebSocket {
      constructor(url: string | URL, protocols?: string | string[]) {
        const to = String(url);
        super(page.gatewayDown ? to.replace('/socket.io/', '/no-gateway/') : to, protocols);
      }
    };
  });
  const page = await context.newPage();
  let refused = 0;
  page.on('websocket', (socket) => {
    if (socket.url().includes('/no-gateway/')) refused += 1;
  });
  await page.goto('/en/config');
  await expect(page.getByTestId('wallet-balance')).toHaveText('US$25.00', { timeout: 15_000 });
  await expect.poll(() => refused, { timeout: 15_000 }).toBeGreaterThan(0);

  // A tenth of a cent arrives while no socket of the tab is identified: a push would reach
  // nobody (here none is sent at all).
  await fundWallet(db, user.id, 1_000n);
  await page.evaluate(() => {
    (globalThis as unknown as { gatewayDown: boolean }).gatewayDown = false;
  });
  await expect(page.getByTestId('wallet-balance')).toHaveText('US$25.00 + 0.1 ¢', {
    timeout: 20_000,
  });
  await expect(page.getByTestId('statement-list').locator('li')).toHaveCount(2);
  await context.close();
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
  // What the API would refuse is refused before the irreversible warning, naming the field.
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog).toContainText('Enter the e-mail address of the person you are gifting');
  await dialog.locator('input[name="receiver_email"]').fill(giver.email.toUpperCase());
  await dialog.locator('input[name="receiver_email_confirmation"]').fill(giver.email);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog).toContainText('Cannot gift a wish to yourself.');
  await expect(dialog).not.toContainText('cannot be undone');
  await dialog.locator('input[name="receiver_email"]').fill(address);
  await dialog.locator('input[name="receiver_email_confirmation"]').fill(`x${address}`);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog).toContainText('Email mismatch');
  await dialog.locator('input[name="receiver_email_confirmation"]').fill(address.toUpperCase());
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog).toContainText('cannot be undone');
  await dialog.getByRole('button', { name: 'Send the gift' }).click();
  await expect(dialog).toContainText('Gift success');
  await expect(dialog).toContainText(`Your gift is on its way to ${address}`);
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

test('in Spanish on a phone: a withdrawal paid by PayPal with its reference, and the account changed with a recent app code instead of the password', async ({
  browser,
  request,
}) => {
  // Two flows in two browser contexts (a paid withdrawal, then a change of account): well past the
  // default 30 s on a loaded two-core machine.
  test.setTimeout(90_000);
  const user = await registerUser(request, 'Retira Teléfono');
  await verifyEmail(request, user.email);
  await fundWallet(db, user.id, 30_000_000n);
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await signIn(context, user.token);
  const page = await context.newPage();
  await page.goto('/es/config');
  await expect(page.getByTestId('wallet-balance')).toHaveText('30,00 US$', { timeout: 15_000 });

  await page.locator('input[name="amount"]').fill('12.50');
  await page.locator('input[name="destination"]').fill('telefono@paypal.example');
  await page.getByRole('button', { name: 'Solicitar retiro' }).click();
  await expect(page.getByTestId('withdrawal-confirmation')).toContainText('12,50 US$');
  await page.getByRole('button', { name: 'Retirar 12,50 US$' }).click();
  await expect(page.getByText('Solicitud de retiro enviada')).toBeVisible();
  await expect(page.getByTestId('wallet-balance')).toHaveText('17,50 US$');

  // An operator approves and says "pay", as the console does; the local PayPal sandbox pays it
  // and the tab shows it without a reload.
  const withdrawals = new WithdrawalService({
    db,
    ledger: testLedger(db).ledger,
    changed: async () => {},
  });
  const row = await db
    .selectFrom('withdrawals')
    .select('id')
    .where('user_id', '=', user.id)
    .executeTakeFirstOrThrow();
  await withdrawals.decide(row.id, 'approve');
  await withdrawals.decide(row.id, 'pay');
  const paid = page.getByTestId('statement-list').locator('li').first();
  await expect(paid).toContainText('Retiro pagado', { timeout: 15_000 });
  await expect(paid).toContainText('a t•••@paypal.example');
  await expect(paid).toContainText(/Referencia de PayPal SANDBOX-ITEM-ww_[0-9a-f]{32}/);
  await waitForMail(user.email, /retiro.*pagado|withdrawal was paid/i);
  const box = await paid.boundingBox();
  expect((box?.x ?? 0) + (box?.width ?? 999)).toBeLessThanOrEqual(390);
  // The green "Pagado" badge and the rest of the tab read at 4.5:1 or more.
  await expect(paid).toContainText('Pagado');
  expect(await seriousViolations(page)).toEqual([]);

  // A session that passed the authenticator app's code just now changes the account without the
  // password; the change holds new withdrawals.
  const factorContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await signIn(factorContext, await operatorSession(db, user.email, 0));
  const factorPage = await factorContext.newPage();
  await factorPage.goto('/es/config');
  await expect(factorPage.getByTestId('payout-destination')).toContainText(
    'telefono@paypal.example',
    { timeout: 15_000 },
  );
  await factorPage.getByRole('button', { name: 'Cambiar' }).click();
  await expect(factorPage.getByTestId('destination-factor-hint')).toBeVisible();
  await expect(factorPage.getByLabel('Tu contraseña de Wishwall')).toHaveCount(0);
  await factorPage.locator('input[name="new-destination"]').fill('nueva@paypal.example');
  await factorPage.getByRole('button', { name: 'Guardar cuenta de PayPal' }).click();
  await expect(factorPage.getByText('Cuenta de PayPal guardada.')).toBeVisible();
  await expect(factorPage.getByTestId('payout-destination')).toContainText('nueva@paypal.example');
  await expect(factorPage.getByTestId('destination-held')).toBeVisible();

  // The first session, signed in with the password alone, is still asked for it.
  await page.reload();
  await page.getByRole('button', { name: 'Cambiar' }).click();
  await expect(page.getByLabel('Tu contraseña de Wishwall')).toBeVisible();
  await context.close();
  await factorContext.close();
});
