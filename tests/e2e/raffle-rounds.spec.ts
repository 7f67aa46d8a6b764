import { expect, test, type Browser, type Page } from './support/test.ts';
import { WishPublishService } from '@wishwall/core/wish-publish.service';
import { createDb } from '@wishwall/db/create-db';
import { createDraftWish, createUser } from '@wishwall/testing/fixtures';
import { registerUser, signIn } from './support/accounts.ts';
import { waitForMail } from './support/mailbox.ts';
import { aDayFromNow, newOperator, operatorSession } from './support/operator-session.ts';
import { roundState } from './support/raffle-round.ts';

// A round watched from a visitor's browser, a paying user's and an operator's: counted down,
// closed by the clock with a checkout in flight, drawn twice at once, announced, and the next
// round opened. Serial: each step leaves the round where the next one starts, and the last
// one leaves a round open for the specs after this file.
const db = createDb({ url: process.env['E2E_DATABASE_URL'] as string, poolSize: 2 });
test.afterAll(() => db.destroy());
test.describe.configure({ mode: 'serial', timeout: 90_000 });

const ADVERTISING = JSON.stringify({
  essential: true,
  performance: false,
  functionality: false,
  advertising: true,
});

/** A visitor's home page with the ads slot (advertising consent given). */
async function visitor(
  browser: Browser,
  path = '/en',
  viewport = { width: 1280, height: 900 },
  beforeLoad?: (page: Page) => Promise<void>,
) {
  const context = await browser.newContext({ viewport });
  await context.addInitScript(
    (consent) => localStorage.setItem('cookieConsent', consent),
    ADVERTISING,
  );
  const page = await context.newPage();
  await beforeLoad?.(page);
  await page.goto(path);
  return page;
}

let home: Page;
let token: string;
let winnerId: string;
let winnerEmail: string;
let payer: Page;
let roundNumber: number;

test('a visitor sees the open round counted down, in English and Spanish, on a phone too', async ({
  browser,
}) => {
  token = (await newOperator(db, 'Rhea Rounds')).token;
  const author = await createUser(db, 'Rita Round');
  const draft = await createDraftWish(db, author.id, `Round winner ${Date.now()}`);
  const { wish } = await new WishPublishService(db).publish(draft.id);
  winnerId = wish.id;
  winnerEmail = author.email;
  // More likes than any wish another spec made in this round: it wins the draw.
  await db.updateTable('wishes').set({ likes: 2_000_000 }).where('id', '=', wish.id).execute();
  roundNumber = wish.raffle_round!;

  home = await visitor(browser);
  const hero = home.getByTestId('home-raffle');
  await expect(hero).toHaveAttribute('data-phase', 'open', { timeout: 15_000 });
  await expect(hero).toContainText(`Round ${roundNumber}:`);
  await expect(hero.getByTestId('raffle-countdown')).toContainText(/Closes in \d+ d \d\d h/);

  const phone = await visitor(browser, '/es', { width: 390, height: 844 });
  const heroEs = phone.getByTestId('home-raffle');
  await expect(heroEs).toContainText(`Ronda ${roundNumber}:`, { timeout: 15_000 });
  await expect(heroEs.getByTestId('raffle-countdown')).toContainText(/Cierra en \d+ d/);
  await phone.context().close();
});

test('the clock closes sales with a checkout in flight: the late payment is refunded, publishing waits', async ({
  browser,
  request,
}) => {
  const user = await registerUser(request, 'Late Payer');
  const context = await browser.newContext();
  await signIn(context, user.token);
  payer = await context.newPage();
  await payer.goto('/en');
  await payer.getByTestId('wish-form').fill(`Paid too late ${Date.now()}`);
  await payer.getByTestId('publish-wish').click();
  await payer.getByRole('dialog').getByRole('button', { name: 'Continue' }).click();
  await payer.getByTestId('pay-card').click();
  // On the provider's page, the checkout in flight…
  const pay = payer.getByRole('button', { name: /^Pay/ });
  await expect(pay).toBeVisible({ timeout: 15_000 });

  // …when the announced close comes (moved to a few seconds from now).
  await db
    .updateTable('raffle_rounds')
    .set({ closes_at: new Date(Date.now() + 3000) })
    .where('number', '=', roundNumber)
    .execute();
  const hero = home.getByTestId('home-raffle');
  await expect(hero).toHaveAttribute('data-phase', 'closed', { timeout: 20_000 });
  await expect(hero).toContainText(`Round ${roundNumber} is closed`);
  await expect(hero).toContainText('Publishing reopens with the next round.');
  await expect(home.getByTestId('publishing-closed')).toBeVisible();
  await expect(home.getByTestId('publish-wish')).toBeDisabled();
  await expect(home.getByTestId('ad-slot-sidebar')).toContainText(`Round ${roundNumber} is closed`);
  // The worker's job records the close within seconds.
  await expect.poll(() => roundState(db, roundNumber), { timeout: 20_000 }).toBe('closed');

  await pay.click();
  await expect(payer.getByTestId('payment-error')).toContainText(
    'This round closed before your payment arrived',
    { timeout: 15_000 },
  );
  const payment = await db
    .selectFrom('payments')
    .selectAll()
    .where('user_id', '=', user.id)
    .executeTakeFirstOrThrow();
  expect(payment).toMatchObject({ after_close: true });
  expect(['duplicate', 'refunded']).toContain(payment.status);
});

test('two draws at once record one; every open page announces the winner', async ({
  browser,
  request,
}) => {
  test.setTimeout(60_000);
  // A page loaded before the draw whose socket connects only after it: the draw's `raffle`
  // event reaches it not, the `round` its connect brings says the round was drawn.
  let gatewayUp = false;
  let raffleRead: Promise<unknown> | undefined;
  const wishPage = await visitor(browser, `/en/wish/${winnerId}`, undefined, async (page) => {
    await page.routeWebSocket(/\/socket\.io\//, (socket) => {
      if (gatewayUp) socket.connectToServer();
      else void socket.close({ code: 1011, reason: 'gateway down' });
    });
    raffleRead = page.waitForResponse((response) => response.url().endsWith('/v1/raffle'));
  });
  // The page has read the raffle before the draw: what it learns later, it learns live.
  await raffleRead;
  await expect(wishPage.getByTestId('wish-page-reactions')).toBeVisible({ timeout: 15_000 });

  const draw = () =>
    request.post('/v1/admin/raffle/draw', { headers: { authorization: `Bearer ${token}` } });
  const answers = await Promise.all([draw(), draw()]);
  expect(answers.map((answer) => answer.status()).sort()).toEqual([200, 409]);

  const hero = home.getByTestId('home-raffle');
  await expect(hero).toHaveAttribute('data-phase', 'drawn', { timeout: 15_000 });
  await expect(hero).toContainText(`Round ${roundNumber} is drawn`);
  await expect(hero).toContainText('2000000 likes');
  await expect(hero.getByTestId('home-raffle-winner')).toHaveAttribute(
    'href',
    `/en/wish/${winnerId}`,
  );
  const ad = home.getByTestId('ad-slot-sidebar');
  await expect(ad).toContainText(`Round ${roundNumber} has its winner`);
  await expect(ad.getByRole('link', { name: 'See the winning wish' })).toHaveAttribute(
    'href',
    `/en/wish/${winnerId}`,
  );
  await expect(wishPage.getByTestId('raffle-winner-badge')).toHaveCount(0);
  gatewayUp = true;
  // The refused attempt is given up after CONNECT_TIMEOUT_MS (web/src/live/socket-client.ts),
  // and the next comes within Socket.IO's back-off.
  await expect(wishPage.getByTestId('raffle-winner-badge')).toBeVisible({ timeout: 30_000 });

  await wishPage.goto('/es/prize-and-raffle-base');
  const result = wishPage.getByTestId('raffle-result');
  await expect(result).toContainText(`Resultado de la ronda ${roundNumber}`, { timeout: 15_000 });
  await expect(result).toContainText('La publicación se reabre con la próxima ronda.');
  await wishPage.context().close();
});

test('the winner is told by mail and on the site; the prize is paid under four eyes', async ({
  browser,
  request,
}) => {
  const mail = await waitForMail(winnerEmail, new RegExp(`won round ${roundNumber}`));
  expect(mail.text).toContain('2000000 likes');

  const winnerContext = await browser.newContext();
  await signIn(winnerContext, await operatorSession(db, winnerEmail, 0));
  const winner = await winnerContext.newPage();
  await winner.goto('/en');
  await expect(winner.getByTestId('raffle-you-won')).toContainText('Your wish won!', {
    timeout: 15_000,
  });

  // One operator records the off-platform payment from the console…
  const context = await browser.newContext();
  await signIn(context, token);
  const consolePage = await context.newPage();
  await consolePage.goto('/en/admin?panel=raffle');
  const record = consolePage.getByTestId('admin-record-prize');
  await record.getByLabel('Paid').selectOption('off_platform');
  await record.getByLabel('Payment reference').fill('TR-E2E-1');
  await record.getByRole('button', { name: `Record the prize of round ${roundNumber}` }).click();
  const row = consolePage.getByTestId('admin-prize-payment').first();
  await expect(row).toContainText('TR-E2E-1');
  await expect(row).toContainText('Waiting for approval');
  // …which offers its requester no approval…
  await expect(row.getByRole('button', { name: 'Approve' })).toHaveCount(0);
  await winner.goto('/en/prize-and-raffle-base');
  await expect(winner.getByTestId('raffle-prize-payment')).toHaveText(
    'The prize payment is being recorded.',
    { timeout: 15_000 },
  );
  // …and a second operator approves it.
  const second = (await newOperator(db, 'Rhea Rounds')).token;
  const { data } = await (
    await request.get('/v1/admin/raffle/prize-payments', {
      headers: { authorization: `Bearer ${second}` },
    })
  ).json();
  const approved = await request.post(`/v1/admin/raffle/prize-payments/${data[0].id}/decision`, {
    headers: { authorization: `Bearer ${second}` },
    data: { decision: 'approve' },
  });
  expect(approved.status()).toBe(200);
  await winner.reload();
  await expect(winner.getByTestId('raffle-prize-payment')).toContainText('outside Wishwall', {
    timeout: 15_000,
  });
  await winnerContext.close();
  await context.close();
});

test('the operator opens the next round from the console; every page sells again', async ({
  browser,
}) => {
  const context = await browser.newContext();
  await signIn(context, token);
  const consolePage = await context.newPage();
  await consolePage.goto('/en/admin?panel=raffle');
  const panel = consolePage.getByTestId('admin-raffle');
  await expect(panel.getByTestId('admin-raffle-round')).toContainText(
    `Round ${roundNumber} is drawn`,
    { timeout: 15_000 },
  );
  const form = panel.getByTestId('admin-open-round');
  await form.getByLabel('Prize (USD)').fill('750');
  await form.getByLabel('Closes at').fill(aDayFromNow());
  await form.getByRole('button', { name: 'Open the next round' }).click();
  await expect(panel.getByTestId('admin-raffle-round')).toContainText(
    `Round ${roundNumber + 1} is open: prize US$750.00`,
  );

  const hero = home.getByTestId('home-raffle');
  await expect(hero).toHaveAttribute('data-phase', 'open', { timeout: 15_000 });
  await expect(hero).toContainText(`Round ${roundNumber + 1}: a $750 raffle`);
  await expect(home.getByTestId('publish-wish')).toBeEnabled();
  // The paying user's publish form is open again too.
  await payer.goto('/en');
  await expect(payer.getByTestId('home-raffle')).toHaveAttribute('data-phase', 'open', {
    timeout: 15_000,
  });
  await expect(payer.getByTestId('publishing-closed')).toHaveCount(0);
});
