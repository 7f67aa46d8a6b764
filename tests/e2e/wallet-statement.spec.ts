import { expect, test } from './support/test.ts';
import { fundWallet, testLedger } from '@wishwall/core/test-support/wallet-fixtures';
import { WithdrawalService } from '@wishwall/core/withdrawal.service';
import { createDb } from '@wishwall/db/create-db';
import { openWallet, registerUser, signIn, verifyEmail } from './support/accounts.ts';

const db = createDb({ url: process.env['E2E_DATABASE_URL'] as string, poolSize: 2 });
test.afterAll(() => db.destroy());

test('the statement lists every movement with the balance after it, filters by kind and updates live', async ({
  browser,
  request,
}) => {
  const user = await registerUser(request, 'Statement Reader');
  await verifyEmail(request, user.email);
  await fundWallet(db, user.id, 30_000_000n);
  const page = await openWallet(browser, user.token);
  const statement = page.getByTestId('statement-list');
  const lines = statement.locator('li');
  await expect(lines).toHaveCount(1);
  await expect(lines.first()).toContainText('Credit from Wishwall');
  await expect(lines.first()).toContainText('test funds');
  await expect(lines.first()).toContainText('+US$30.00');
  await expect(lines.first()).toContainText('Balance US$30.00');

  // Money moved from elsewhere (another tab, say) shows without a reload.
  const asUser = { authorization: `Bearer ${user.token}` };
  const asked = await request.post('/v1/transactions', {
    headers: asUser,
    data: { amount: '12.50', destination: 'statement@paypal.example' },
  });
  expect(asked.ok()).toBe(true);
  await expect(lines).toHaveCount(2, { timeout: 10_000 });
  await expect(lines.first()).toContainText('Withdrawal requested (held)');
  await expect(lines.first()).toContainText('Pending');
  await expect(lines.first()).toContainText('-US$12.50');
  await expect(lines.first()).toContainText('Balance US$17.50');
  await expect(page.getByTestId('wallet-balance')).toHaveText('US$17.50');

  const receiver = `friend-${Date.now()}@example.test`;
  const gifted = await request.post('/v1/gift-a-wish', {
    headers: asUser,
    data: { receiver_email: receiver },
  });
  expect(gifted.ok()).toBe(true);
  await expect(lines).toHaveCount(3, { timeout: 10_000 });
  await expect(lines.first()).toContainText('Wish gifted');
  await expect(lines.first()).toContainText('To f•••@example.test');
  await expect(lines.first()).toContainText('Waiting for them');
  await expect(lines.first()).toContainText('-US$1.00');
  await expect(lines.first()).toContainText('Balance US$16.50');
  // The newest line's balance is the balance.
  await expect(page.getByTestId('wallet-balance')).toHaveText('US$16.50');

  const filters = statement.getByRole('group', { name: 'Show' });
  await filters.getByRole('button', { name: 'Withdrawals' }).click();
  await expect(lines).toHaveCount(1);
  await expect(lines.first()).toContainText('Withdrawal requested (held)');
  await filters.getByRole('button', { name: 'Credits' }).click();
  await expect(lines).toHaveCount(1);
  await expect(lines.first()).toContainText('Balance US$30.00');
  await filters.getByRole('button', { name: 'Rewards' }).click();
  await expect(statement).toContainText('Nothing of this kind yet.');
  await filters.getByRole('button', { name: 'All' }).click();
  await expect(lines).toHaveCount(3);

  await page.goto('/es/config');
  await expect(page.getByTestId('wallet-balance')).toHaveText('16,50 US$', { timeout: 15_000 });
  await expect(statement.getByRole('heading')).toHaveText('Movimientos');
  await expect(lines.first()).toContainText('Deseo regalado');
  await expect(lines.first()).toContainText('Para f•••@example.test');
  await expect(lines.first()).toContainText('-1,00 US$');
  await expect(lines.first()).toContainText('Saldo 16,50 US$');
  await statement
    .getByRole('group', { name: 'Mostrar' })
    .getByRole('button', { name: 'Retiros' })
    .click();
  await expect(lines).toHaveCount(1);
  await expect(lines.first()).toContainText('Retiro solicitado (retenido)');
});

test('on a phone, a refused withdrawal comes back with its reason, and the lines still add up', async ({
  browser,
  request,
}) => {
  const user = await registerUser(request, 'Phone Reader');
  await verifyEmail(request, user.email);
  await fundWallet(db, user.id, 15_000_000n);
  const asked = await request.post('/v1/transactions', {
    headers: { authorization: `Bearer ${user.token}` },
    data: { amount: 10, destination: 'phone@paypal.example' },
  });
  expect(asked.ok()).toBe(true);
  // An operator's command rejects it, as the console does (no live push from here: a reload).
  await new WithdrawalService({
    db,
    ledger: testLedger(db).ledger,
    changed: async () => {},
  }).decide((await asked.json()).data.transaction.id, 'reject', {
    operatorId: null,
    reason: 'La cuenta no coincide',
  });

  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await signIn(context, user.token);
  const page = await context.newPage();
  await page.goto('/es/config');
  await expect(page.getByTestId('wallet-balance')).toHaveText('15,00 US$', { timeout: 15_000 });
  const lines = page.getByTestId('statement-list').locator('li');
  await expect(lines).toHaveCount(3);
  await expect(lines.nth(0)).toContainText('Retiro devuelto a tu saldo');
  await expect(lines.nth(0)).toContainText('Rechazado');
  await expect(lines.nth(0)).toContainText('Motivo: La cuenta no coincide');
  await expect(lines.nth(0)).toContainText('+10,00 US$');
  await expect(lines.nth(0)).toContainText('Saldo 15,00 US$');
  await expect(lines.nth(1)).toContainText('Saldo 5,00 US$');
  await expect(lines.nth(2)).toContainText('Saldo 15,00 US$');
  // Nothing of the line runs off a phone's screen.
  const box = await lines.nth(0).boundingBox();
  expect((box?.x ?? 0) + (box?.width ?? 999)).toBeLessThanOrEqual(390);
});
