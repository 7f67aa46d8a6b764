import {
  expect,
  test,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Page,
} from './support/test.ts';
import { fundWallet, testLedger } from '@wishwall/core/test-support/wallet-fixtures';
import { pushWalletChanges } from '@wishwall/core/wallet-changed';
import { WithdrawalService } from '@wishwall/core/withdrawal.service';
import { createDb } from '@wishwall/db/create-db';
import { OutboxRepository } from '@wishwall/db/repositories/outbox.repository';
import type { PayoutProvider } from '@wishwall/payments/payout-provider';
import { PayoutService } from '@wishwall/payments/payout.service';
import { SandboxPayoutProvider } from '@wishwall/payments/sandbox-payout.provider';
import { registerUser, signIn, verifyEmail } from './support/accounts.ts';
import { waitForMail } from './support/mailbox.ts';

const db = createDb({ url: process.env['E2E_DATABASE_URL'] as string, poolSize: 2 });
test.afterAll(() => db.destroy());

const { ledger } = testLedger(db);
/** An operator's approve and "pay", as the console does; the system's worker sends the payout. */
const withdrawals = new WithdrawalService({ db, ledger, changed: async () => {} });

/**
 * PayPal taking back a payout it paid: what the system does on PayPal's verified webhook (ask
 * PayPal about the item, apply its answer). The local sandbox the system pays through has no
 * webhooks, so the spec plays PayPal's answer, and the wallet push goes through the outbox to
 * the system's gateway, as every committed event does.
 */
const reversingPayPal: PayoutProvider = {
  name: 'paypal',
  paidRecheckEveryMs: 24 * 3600_000,
  send: () => Promise.reject(new Error('a reversal sends nothing')),
  item: (known, request) =>
    Promise.resolve({
      batchId: known.batchId,
      itemId: known.itemId,
      status: 'REVERSED',
      receiver: request.receiver,
      amount: request.amount,
      currency: 'USD',
      reason: 'REVERSAL: the receiver disputed the payout',
    }),
};
/** Reads a paid payout again through `provider` and applies the answer, as the system does. */
const readingAgain = (provider: PayoutProvider) =>
  new PayoutService({
    db,
    ledger,
    changed: pushWalletChanges(
      ledger,
      { appendLive: async (event) => void (await new OutboxRepository(db).add(event)) },
      (error) => {
        throw error;
      },
    ),
    provider,
    alert: () => {},
  });
const reversals = readingAgain(reversingPayPal);
/**
 * The system's poll reading a paid payout again (docs/decisions/0042-payouts-to-paypal.md,
 * amended) through the same local sandbox it pays with: the spec does it now rather than wait
 * for the next poll (each minute), which may get there first; either way it is applied once.
 */
const sandboxReadingAgain = readingAgain(new SandboxPayoutProvider());

/** What the wallet tab reads in each language. */
const TEXTS = {
  en: {
    balance: (amount: string) => `US$${amount}`,
    money: (amount: string) => `US$${amount}`,
    lineBalance: (amount: string) => `Balance US$${amount}`,
    returned: 'Withdrawal returned to you',
    reversed: 'Payout returned to you',
    paid: 'Withdrawal paid out',
    failedBadge: 'Payout failed',
    processingBadge: 'Processing at PayPal',
    reversedBadge: 'Reversed by PayPal',
    paidBadge: 'Paid',
    reason: 'Reason: ',
    reference: 'PayPal reference ',
    reversedMail: /PayPal reversed your payout/,
    failedMail: /Your withdrawal could not be paid/,
  },
  es: {
    balance: (amount: string) => `${amount.replace('.', ',')}\u00a0US$`,
    money: (amount: string) => `${amount.replace('.', ',')}\u00a0US$`,
    lineBalance: (amount: string) => `Saldo ${amount.replace('.', ',')}\u00a0US$`,
    returned: 'Retiro devuelto a tu saldo',
    reversed: 'Pago devuelto a tu saldo',
    paid: 'Retiro pagado',
    failedBadge: 'Pago fallido',
    processingBadge: 'En proceso en PayPal',
    reversedBadge: 'Revertido por PayPal',
    paidBadge: 'Pagado',
    reason: 'Motivo: ',
    reference: 'Referencia de PayPal ',
    reversedMail: /PayPal ha revertido tu pago/,
    failedMail: /Tu retiro no se pudo pagar/,
  },
} as const;
type Language = keyof typeof TEXTS;

/**
 * A verified member with 30 USD who asked for 12.50 to `destination` and has the wallet tab open
 * (in `language`, at `width`), the hold shown; `prepare` sets up the context before the tab opens.
 */
async function withdrawing(
  browser: Browser,
  request: APIRequestContext,
  { language, width }: { language: Language; width: number },
  destination: string,
  prepare?: (context: BrowserContext) => Promise<void>,
) {
  const texts = TEXTS[language];
  const user = await registerUser(request, 'Payout Reader');
  await verifyEmail(request, user.email);
  await db.updateTable('users').set({ language }).where('id', '=', user.id).execute();
  await fundWallet(db, user.id, 30_000_000n);
  const asked = await request.post('/v1/transactions', {
    headers: { authorization: `Bearer ${user.token}` },
    data: { amount: '12.50', destination },
  });
  expect(asked.ok()).toBe(true);
  const withdrawalId = (await asked.json()).data.transaction.id as string;
  const context = await browser.newContext({ viewport: { width, height: 844 } });
  await signIn(context, user.token);
  await prepare?.(context);
  const page = await context.newPage();
  await page.goto(`/${language}/config`);
  await expect(page.getByTestId('wallet-balance')).toHaveText(texts.balance('17.50'), {
    timeout: 15_000,
  });
  return { user, withdrawalId, page };
}

async function pay(withdrawalId: string) {
  await withdrawals.decide(withdrawalId, 'approve');
  await withdrawals.decide(withdrawalId, 'pay');
}

const linesOf = (page: Page) => page.getByTestId('statement-list').locator('li');

/** Nothing of the line runs off the screen. */
async function expectWithin(page: Page, width: number) {
  const box = await linesOf(page).first().boundingBox();
  expect((box?.x ?? 0) + (box?.width ?? width + 1)).toBeLessThanOrEqual(width);
}

async function payoutsThatFail(
  browser: Browser,
  request: APIRequestContext,
  at: { language: Language; width: number },
  tag: 'returned' | 'failed',
) {
  const texts = TEXTS[at.language];

  // PayPal answers the payout "returned" (or "failed"): the hold comes back to the wallet, live.
  const refused = await withdrawing(browser, request, at, `refused+${tag}@paypal.example`);
  await pay(refused.withdrawalId);
  const lines = linesOf(refused.page);
  await expect(lines.first()).toContainText(texts.returned, { timeout: 15_000 });
  await expect(lines).toHaveCount(3);
  await expect(lines.first()).toContainText(texts.failedBadge);
  await expect(lines.first()).toContainText(`${texts.reason}SANDBOX_${tag.toUpperCase()}`);
  await expect(lines.first()).toContainText(`+${texts.money('12.50')}`);
  await expect(lines.first()).toContainText(texts.lineBalance('30.00'));
  // Every line of the request shows what became of it.
  await expect(lines.nth(1)).toContainText(texts.failedBadge);
  await expect(lines.nth(1)).toContainText(texts.lineBalance('17.50'));
  await expect(refused.page.getByTestId('wallet-balance')).toHaveText(texts.balance('30.00'));
  await expectWithin(refused.page, at.width);
  await waitForMail(refused.user.email, texts.failedMail);

  // PayPal holds another (its receiver has not claimed it): processing, still held.
  const waiting = await withdrawing(browser, request, at, `waiting+unclaimed@paypal.example`);
  await pay(waiting.withdrawalId);
  await expect(linesOf(waiting.page).first()).toContainText(texts.processingBadge, {
    timeout: 15_000,
  });
  await expect(waiting.page.getByTestId('wallet-balance')).toHaveText(texts.balance('17.50'));

  // PayPal pays a third, then takes it back: a new line gives the money back, live.
  const reversed = await withdrawing(browser, request, at, 'reversed@paypal.example');
  await pay(reversed.withdrawalId);
  const paidLines = linesOf(reversed.page);
  await expect(paidLines.first()).toContainText(texts.paid, { timeout: 15_000 });
  await expect(paidLines.first()).toContainText(texts.paidBadge);
  await reversals.refresh(reversed.withdrawalId, true);
  await expect(paidLines.first()).toContainText(texts.reversed, { timeout: 15_000 });
  await expect(paidLines).toHaveCount(4);
  const back = paidLines.first();
  await expect(back).toContainText(texts.reversedBadge);
  await expect(back).not.toContainText(texts.paidBadge);
  await expect(back).toContainText('r•••@paypal.example');
  await expect(back).toContainText(new RegExp(`${texts.reference}SANDBOX-ITEM-ww_[0-9a-f]{32}`));
  await expect(back).toContainText(`+${texts.money('12.50')}`);
  await expect(back).toContainText(texts.lineBalance('30.00'));
  await expect(paidLines.nth(1)).toContainText(texts.reversedBadge);
  await expect(reversed.page.getByTestId('wallet-balance')).toHaveText(texts.balance('30.00'));
  await expectWithin(reversed.page, at.width);
  await waitForMail(reversed.user.email, texts.reversedMail);

  for (const { page } of [refused, waiting, reversed]) await page.context().close();
}

test('payouts PayPal returns, holds and reverses: the wallet tab shows each line, the money back and the badges', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  await payoutsThatFail(browser, request, { language: 'en', width: 1280 }, 'returned');
});

test('in Spanish on a phone: payouts PayPal fails, holds and reverses, each line and the balance', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  await payoutsThatFail(browser, request, { language: 'es', width: 390 }, 'failed');
});

test('a payout the sandbox pays and then, read again, answers REVERSED (`+reversed`): the money comes back, live', async ({
  browser,
  request,
}) => {
  const texts = TEXTS.en;
  const taken = await withdrawing(
    browser,
    request,
    { language: 'en', width: 1280 },
    'taken+reversed@paypal.example',
  );
  await pay(taken.withdrawalId);
  const lines = linesOf(taken.page);
  await expect(lines.first()).toContainText(texts.paid, { timeout: 15_000 });
  await expect(lines.first()).toContainText(texts.paidBadge);
  await expect(taken.page.getByTestId('wallet-balance')).toHaveText(texts.balance('17.50'));
  await sandboxReadingAgain.refresh(taken.withdrawalId, true);
  await expect(lines.first()).toContainText(texts.reversed, { timeout: 15_000 });
  await expect(lines).toHaveCount(4);
  await expect(lines.first()).toContainText(texts.reversedBadge);
  await expect(lines.first()).toContainText(`${texts.reference}SANDBOX-ITEM-ww_`);
  await expect(lines.first()).toContainText(texts.lineBalance('30.00'));
  await expect(taken.page.getByTestId('wallet-balance')).toHaveText(texts.balance('30.00'));
  await waitForMail(taken.user.email, texts.reversedMail);
  const reversed = await db
    .selectFrom('withdrawals')
    .select(['status', 'provider_status', 'payout_next_check_at'])
    .where('id', '=', taken.withdrawalId)
    .executeTakeFirstOrThrow();
  expect(reversed).toEqual({
    status: 'paid',
    provider_status: 'REVERSED',
    payout_next_check_at: null,
  });
  await taken.page.context().close();
});

/**
 * Holds the tab's `identify` on its way to the gateway until `release`: what a slow connect or a
 * busy gateway does to the window between the page's own fetch and its socket's identification.
 */
function holdingIdentify() {
  let holding = true;
  const held: (() => void)[] = [];
  return {
    route: (context: BrowserContext) =>
      context.routeWebSocket(/\/socket\.io\//, (page) => {
        const gateway = page.connectToServer();
        page.onMessage((message) => {
          const send = () => gateway.send(message);
          if (holding && String(message).includes('"identify"')) held.push(send);
          else send();
        });
      }),
    held: () => held.length,
    release() {
      holding = false;
      for (const send of held.splice(0)) send();
    },
  };
}

test('a payout PayPal holds before the tab’s socket is identified shows as processing once it is, without a reload', async ({
  browser,
  request,
}) => {
  const socket = holdingIdentify();
  const waiting = await withdrawing(
    browser,
    request,
    { language: 'en', width: 1280 },
    'early+unclaimed@paypal.example',
    socket.route,
  );
  await expect.poll(() => socket.held()).toBe(1);
  // Approved, sent and answered "unclaimed": processing, the wallet's money unmoved, and the
  // push reached no socket of the tab.
  await pay(waiting.withdrawalId);
  await expect
    .poll(
      async () =>
        (
          await db
            .selectFrom('withdrawals')
            .select('status')
            .where('id', '=', waiting.withdrawalId)
            .executeTakeFirstOrThrow()
        ).status,
      { timeout: 15_000 },
    )
    .toBe('processing');
  const held = linesOf(waiting.page).first();
  await expect(held).toContainText('Pending');
  socket.release();
  await expect(held).toContainText(TEXTS.en.processingBadge, { timeout: 15_000 });
  await expect(waiting.page.getByTestId('wallet-balance')).toHaveText(TEXTS.en.balance('17.50'));
  await waiting.page.context().close();
});
