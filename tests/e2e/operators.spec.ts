import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from './support/test.ts';
import { walletBalance } from '@wishwall/core/test-support/wallet-fixtures';
import { WishPublishService } from '@wishwall/core/wish-publish.service';
import { createDb } from '@wishwall/db/create-db';
import { ContactMessageRepository } from '@wishwall/db/repositories/contact-message.repository';
import { OutboxRepository } from '@wishwall/db/repositories/outbox.repository';
import { createDraftWish, createUser } from '@wishwall/testing/fixtures';
import { answerCaptcha, openWallet, registerUser, signIn } from './support/accounts.ts';
import { appCode } from './support/authenticator.ts';
import { seriousViolations } from './support/axe.ts';
import { waitForMail } from './support/mailbox.ts';
import { aDayFromNow, operatorSession } from './support/operator-session.ts';
import { userAskingToWithdraw } from './support/withdrawals.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const db = createDb({ url: process.env['E2E_DATABASE_URL'] as string, poolSize: 2 });
test.afterAll(() => db.destroy());
// The raffle's draw is final: this file's tests run in order, the draw last.
// Each test signs in, mails and waits on the worker several times: allow for a busy machine.
test.describe.configure({ mode: 'serial', timeout: 90_000 });

const PASSWORD = 'e2e password 1';

/**
 * An operator as an administrator makes one: an account with an authenticator app turned on
 * (the code computed as the phone would), then `pnpm admin:grant` against the system's
 * database. `operatorSecret` is the app's key.
 */
async function makeOperator(request: APIRequestContext) {
  const { email, token } = await registerUser(request, 'Olga Operator');
  const auth = { authorization: `Bearer ${token}` };
  const setup = await request.post('/v1/authenticator-app/setup', { headers: auth });
  expect(setup.ok()).toBe(true);
  operatorSecret = (await setup.json()).data.secret;
  const enabled = await request.post('/v1/authenticator-app/enable', {
    headers: auth,
    data: { code: await appCode(operatorSecret) },
  });
  expect(enabled.ok()).toBe(true);
  const output = execFileSync(
    process.execPath,
    [path.join(ROOT, 'packages/operations/src/commands/admin-role.ts'), 'grant', email],
    { env: { ...process.env, DATABASE_URL: process.env['E2E_DATABASE_URL'] }, encoding: 'utf8' },
  );
  expect(output).toContain('is now an operator');
  return email;
}

/** Signs in through the login dialog with the app's code, and opens the console. */
async function openConsole(page: Page, email: string) {
  await page.goto('/en');
  await page.getByTestId('open-login').click();
  const dialog = page.getByRole('dialog');
  await dialog.locator('input[name="email"]').fill(email);
  await dialog.locator('input[name="password"]').fill(PASSWORD);
  await answerCaptcha(dialog);
  await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
  const digits = page.getByTestId('two-factor-digit');
  await expect(digits).toHaveCount(6);
  await digits.first().click();
  await page.keyboard.type(await appCode(operatorSecret));
  await page.getByRole('button', { name: 'Validate' }).click();
  await expect(page.getByTestId('user-menu')).toContainText('Olga Operator');

  // The console is reached from the header's account menu, as an operator would find it.
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Operators’ console' }).click();
  await expect(page.getByRole('heading', { name: 'Operators’ console' })).toBeVisible({
    timeout: 15_000,
  });
  await expect(page).toHaveTitle('Operators’ console · Wishwall');
  await expect(page.getByTestId('admin-overview')).toBeVisible();
}

/** Opens one of the console's panels by its tab. */
async function panel(page: Page, name: string) {
  await page.getByRole('tab', { name }).click();
  await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
}

/** The table row (a card on a phone) that names `text`. */
const rowWith = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

let operatorEmail: string;
let operatorSecret: string;
let consolePage: Page;

test('an operator signs in with two-factor and approves a withdrawal; the user’s wallet tab shows it live', async ({
  browser,
  request,
}) => {
  operatorEmail = await makeOperator(request);
  const user = await userAskingToWithdraw(request, db, {
    name: 'Wanda Withdrawer',
    balance: 20_000_000n,
    amount: 12,
    destination: 'wanda@paypal.test',
  });
  const wallet = await openWallet(browser, user.token);
  const transactions = wallet.getByTestId('statement-list').locator('li').first();
  await expect(transactions).toContainText('Pending');

  consolePage = await (await browser.newContext()).newPage();
  await openConsole(consolePage, operatorEmail);
  await panel(consolePage, 'Withdrawals');
  const request12 = rowWith(consolePage, user.email);
  await expect(request12).toContainText('US$12.00');
  await request12.getByRole('button', { name: 'Approve' }).click();
  // The console's own message, not the page's toaster (also a status region).
  await expect(consolePage.getByRole('status').filter({ hasText: 'Approved:' })).toContainText(
    `Approved: US$12.00 for ${user.email}`,
  );
  await expect(request12).toHaveCount(0);

  // No reload of the user's tab: the decision reaches it through the gateway.
  await expect(transactions).toContainText('Approved', { timeout: 10_000 });
  await expect(transactions).not.toContainText('Pending');
  await waitForMail(user.email, /withdrawal was approved/i);
  // The console's audit trail shows the action: who, what, on whom.
  await panel(consolePage, 'Audit');
  const line = consolePage.getByTestId('admin-audit-entry').first();
  await expect(line).toContainText('approved a withdrawal', { timeout: 15_000 });
  await expect(line).toContainText(operatorEmail);
  await expect(line).toContainText(user.email);
  await expect(line).not.toContainText('{');

  // Paying it: the console shows where it goes; the local sandbox pays, the tab shows it live.
  await panel(consolePage, 'Withdrawals');
  await consolePage.getByRole('button', { name: 'Approved', exact: true }).click();
  const approved12 = rowWith(consolePage, user.email);
  await expect(approved12).toContainText('to PayPal wanda@paypal.test');
  await approved12.getByRole('button', { name: 'Pay through PayPal' }).click();
  await expect(transactions).toContainText('Paid', { timeout: 15_000 });
  await expect(transactions).toContainText('to w•••@paypal.test');
  await waitForMail(user.email, /withdrawal was paid/i);
  await consolePage.getByRole('button', { name: 'Paid', exact: true }).click();
  await expect(rowWith(consolePage, user.email)).toContainText('PayPal: SUCCESS');
});

test('a rejection asks for its reason in a dialog, and refuses to go without one', async ({
  request,
}) => {
  const user = await userAskingToWithdraw(request, db, {
    name: 'Rita Rejected',
    balance: 20_000_000n,
    amount: 11,
    destination: 'rita@paypal.test',
  });
  await panel(consolePage, 'Withdrawals');
  await consolePage.getByRole('button', { name: 'Pending', exact: true }).click();
  const row = rowWith(consolePage, user.email);
  await row.getByRole('button', { name: 'Reject' }).click();
  const dialog = consolePage.getByTestId('admin-reject-dialog');
  await expect(dialog).toContainText(`US$11.00 asked by ${user.email}`);
  // The reason field has the focus; an empty one is refused with a word why.
  await expect(dialog.getByLabel('Reason (the user reads it)')).toBeFocused();
  await dialog.getByRole('button', { name: 'Reject the withdrawal' }).click();
  await expect(dialog).toContainText('Give a reason: the user reads it.');
  await expect(row).toHaveCount(1);
  // The focus is back in the field: typing there, Enter sends it.
  await expect(dialog.getByLabel('Reason (the user reads it)')).toBeFocused();
  await consolePage.keyboard.type('The PayPal account does not match the name');
  await consolePage.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);
  await expect(row).toHaveCount(0);
  await expect(consolePage.getByRole('status').filter({ hasText: 'Rejected:' })).toContainText(
    `Rejected: the money went back to ${user.email}`,
  );
  expect(await walletBalance(db, user.id)).toBe(20_000_000n);
});

test('a credit above 100 USD waits for a second operator; its requester cannot approve it', async ({
  request,
}) => {
  const user = await registerUser(request, 'Carla Credited');
  await panel(consolePage, 'Users and credits');
  const users = consolePage.locator('section[aria-labelledby="admin-users"]');
  await users.getByLabel('E-mail').fill(user.email);
  await users.getByRole('button', { name: 'Find' }).click();
  await expect(users).toContainText('balance US$0.00');
  // An empty credit says what is missing.
  await users.getByRole('button', { name: 'Credit the wallet' }).click();
  await expect(users).toContainText('Enter an amount in USD, for example 5.00.');
  await expect(users).toContainText('Give a reason: the user reads it.');
  await users.getByLabel('Amount (USD)').fill('150');
  await users.getByLabel('Reason').fill('Contest prize');
  await users.getByRole('button', { name: 'Credit the wallet' }).click();
  await expect(users.getByRole('status')).toContainText(
    'The credit of US$150.00 waits for a second operator',
  );
  await expect(users).toContainText('balance US$0.00');
  // The form is clear: pressing again credits nothing twice.
  await expect(users.getByLabel('Amount (USD)')).toHaveValue('');
  await expect(users.getByLabel('Reason')).toHaveValue('');

  const waiting = rowWith(consolePage, user.email);
  await expect(waiting).toContainText('US$150.00');
  await expect(waiting).toContainText(operatorEmail);
  await expect(waiting).toContainText('Another operator approves this one.');
  await expect(waiting.getByRole('button', { name: 'Approve' })).toHaveCount(0);
  // The requester may withdraw it: no money moves.
  await waiting.getByRole('button', { name: 'Reject' }).click();
  await expect(waiting).toHaveCount(0);
});

test('the queue dashboard shows a failed mail job, and retrying it sends the mail', async () => {
  // A contact message the mail job cannot find fails at once (unrecoverable); once the
  // message exists, a retry from the dashboard succeeds. The missing message is the next one
  // the table will number (specs run one at a time, nothing else writes it meanwhile).
  const messages = new ContactMessageRepository(db);
  const message = (subject: string) =>
    messages.insert({
      name: 'Rita Retry',
      email: 'rita@example.test',
      subject,
      message: 'Hello',
      language: 'en',
      user_id: null,
    });
  const before = await message('Numbering probe');
  const messageId = String(Number(before.id) + 1);
  await new OutboxRepository(db).add({
    type: 'contact.message_received',
    payload: { contactMessageId: messageId },
  });

  const [dashboard] = await Promise.all([
    consolePage.context().waitForEvent('page'),
    consolePage.getByRole('button', { name: 'Open the queue dashboard' }).click(),
  ]);
  await dashboard.goto('/admin/queues/queue/mail?status=failed');
  const job = dashboard.locator('main').getByText(`contact-message`).first();
  await expect(job).toBeVisible({ timeout: 15_000 });
  await expect(dashboard.locator('main')).toContainText(
    `contact message ${messageId} does not exist`,
  );

  const subject = `Retried ${messageId}`;
  expect((await message(subject)).id).toBe(messageId);
  const retried = new Date();
  await dashboard.getByRole('button', { name: 'Retry all', exact: true }).click();
  const confirm = dashboard.getByRole('button', { name: 'Confirm', exact: true });
  await confirm.waitFor({ timeout: 5000 }).then(
    () => confirm.click(),
    () => undefined, // the dashboard may be set to act without asking
  );
  await waitForMail('operators@wishwall.local', new RegExp(subject), retried);
});

test('a console signed in 13 hours ago asks for a new code before a credit, then makes it', async ({
  browser,
  request,
}) => {
  const receiver = await registerUser(request, 'Cora Credited');
  const context = await browser.newContext();
  await signIn(context, await operatorSession(db, operatorEmail, 13));
  const page = await context.newPage();
  await page.goto('/en/admin');
  await expect(page.getByTestId('admin-overview')).toBeVisible({ timeout: 15_000 });
  // The live figures wait for a fresh code rather than asking for one unbidden.
  await expect(page.getByTestId('overview-paused')).toBeVisible({ timeout: 15_000 });

  await panel(page, 'Users and credits');
  const users = page.locator('section[aria-labelledby="admin-users"]');
  await users.getByLabel('E-mail').fill(receiver.email);
  await users.getByRole('button', { name: 'Find' }).click();
  await expect(users).toContainText('balance US$0.00');
  await users.getByLabel('Amount (USD)').fill('7');
  await users.getByLabel('Reason').fill('Goodwill after a failed payment');
  await users.getByRole('button', { name: 'Credit the wallet' }).click();

  // The server wants a fresh second factor: the console asks for the app's code.
  const dialog = page.getByTestId('two-factor-dialog');
  await expect(dialog).toContainText('To confirm it’s you');
  await expect(dialog).toContainText('authenticator app');
  await page.getByTestId('two-factor-digit').first().click();
  await page.keyboard.type(await appCode(operatorSecret));
  await dialog.getByRole('button', { name: 'Validate' }).click();

  // The credit goes through without being asked again, once.
  await expect(dialog).toHaveCount(0);
  await expect(users).toContainText('balance US$7.00');
  expect(await walletBalance(db, receiver.id)).toBe(7_000_000n);
  await expect(users.getByRole('status')).toContainText(`US$7.00 credited to ${receiver.email}`);
  // A second press of the cleared form credits nothing again.
  await users.getByRole('button', { name: 'Credit the wallet' }).click();
  await expect(users).toContainText('Enter an amount in USD, for example 5.00.');
  expect(await walletBalance(db, receiver.id)).toBe(7_000_000n);
  // With the fresh code the live figures resume.
  await panel(page, 'Overview');
  await expect(page.getByTestId('overview-live')).toBeVisible({ timeout: 15_000 });
  await context.close();
});

test('the overview is live over a WebSocket, without polling', async () => {
  const page = await consolePage.context().newPage();
  const polls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/v1/admin/overview') && !request.url().includes('ticket')) {
      polls.push(request.url());
    }
  });
  const socket = page.waitForEvent('websocket', (ws) =>
    ws.url().endsWith('/v1/admin/overview/live'),
  );
  await page.goto('/en/admin');
  await socket;
  await expect(page.getByTestId('overview-live')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('overview-payouts')).toContainText('to decide');
  const first = await page.getByTestId('overview-at').textContent();
  await expect(page.getByTestId('overview-at')).not.toHaveText(first ?? '', { timeout: 5000 });
  expect(polls.filter((url) => url.endsWith('/v1/admin/overview'))).toEqual([]);
  await page.close();
});

test('a signed-in user at /en/admin gets a plain page and asks the API nothing; /admin/queues refuses kindly', async ({
  browser,
  request,
}) => {
  const user = await registerUser(request, 'Nora Notoperator');
  const context = await browser.newContext();
  await signIn(context, user.token);
  const page = await context.newPage();
  const adminCalls: string[] = [];
  page.on('request', (each) => {
    if (each.url().includes('/v1/admin/')) adminCalls.push(each.url());
  });
  await page.goto('/en/admin');
  await expect(page.getByRole('heading', { name: 'This page is for operators' })).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByRole('tab')).toHaveCount(0);
  await page.getByTestId('user-menu').click();
  await expect(page.getByRole('menuitem', { name: 'Operators’ console' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await page.waitForTimeout(4000);
  expect(adminCalls).toEqual([]);
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto('/es/admin');
  await expect(page.getByRole('heading', { name: 'Esta página es para operadores' })).toBeVisible();
  const refused = await page.goto('/admin/queues');
  expect(refused?.status()).toBe(401);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'The queue dashboard is for operators',
  );
  await expect(page.getByRole('link', { name: 'Go to the operators’ console' })).toBeVisible();
  await context.close();
});

test('the raffle draw: the winner’s badge shows on its open wish page and open wall, and the prize page shows the result', async ({
  browser,
}) => {
  const author = await createUser(db, 'Winnie Winner');
  const draft = await createDraftWish(db, author.id, `The winning wish ${Date.now()}`);
  const { wish } = await new WishPublishService(db).publish(draft.id);
  // More likes than any wish another spec made: this one wins the draw.
  await db.updateTable('wishes').set({ likes: 1_000_000 }).where('id', '=', wish.id).execute();

  const viewer = await (await browser.newContext()).newPage();
  await viewer.goto(`/en/wish/${wish.id}`);
  await expect(viewer.getByTestId('wish-page-reactions')).toBeVisible({ timeout: 15_000 });
  await expect(viewer.getByTestId('raffle-winner-badge')).toHaveCount(0);
  // The newest wish leads the wall: its card is on an open wall's first page.
  const wallViewer = await (await browser.newContext()).newPage();
  await wallViewer.goto('/en');
  const card = wallViewer.locator(`[data-testid="wish-card"][data-wish-id="${wish.id}"]`);
  await expect(card).toBeVisible({ timeout: 15_000 });
  await expect(card.getByTestId('raffle-winner-badge')).toHaveCount(0);

  // The round closes by the clock (the worker's job), then the console offers the draw.
  await db
    .updateTable('raffle_rounds')
    .set({ closes_at: new Date() })
    .where('state', '=', 'open')
    .execute();
  await panel(consolePage, 'Raffle');
  const raffle = consolePage.getByTestId('admin-raffle');
  await expect(async () => {
    await raffle.getByRole('button', { name: 'Refresh' }).click();
    await expect(raffle.getByRole('button', { name: 'Draw the raffle' })).toBeVisible({
      timeout: 1000,
    });
  }).toPass({ timeout: 20_000 });
  await raffle.getByRole('button', { name: 'Draw the raffle' }).click();
  // The draw says what it will do before it does it, and Cancel has the focus.
  const confirm = consolePage.getByTestId('admin-draw-dialog');
  await expect(confirm).toContainText('wins the prize of');
  await expect(confirm).toContainText('cannot be undone');
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await confirm.getByRole('button', { name: /^Draw round \d+ now$/ }).click();
  await expect(confirm).toHaveCount(0);
  await expect(raffle).toContainText('1000000 likes');

  // The open page shows the badge without a reload (the gateway's raffle event)…
  await expect(viewer.getByTestId('raffle-winner-badge')).toHaveText('🏆 Raffle winner', {
    timeout: 10_000,
  });
  // …so does the open wall's card…
  await expect(card.getByTestId('raffle-winner-badge')).toHaveText('🏆 Raffle winner', {
    timeout: 10_000,
  });
  await wallViewer.context().close();
  // …and a fresh page reads it from the wish.
  await viewer.reload();
  await expect(viewer.getByTestId('raffle-winner-badge')).toBeVisible({ timeout: 15_000 });
  await viewer.goto('/en/prize-and-raffle-base');
  const result = viewer.getByTestId('raffle-result');
  await expect(result).toContainText('1000000 likes');
  await result.getByTestId('raffle-winner-link').click();
  await expect(viewer).toHaveURL(new RegExp(`/en/wish/${wish.id}$`));

  // The next round opens from the console, and sales with it (the specs after this one publish).
  const open = raffle.getByTestId('admin-open-round');
  await open.getByLabel('Prize (USD)').fill('500');
  await open.getByLabel('Closes at').fill(aDayFromNow());
  await open.getByRole('button', { name: 'Open the next round' }).click();
  await expect(raffle.getByTestId('admin-raffle-round')).toContainText('is open: prize US$500.00');
});
