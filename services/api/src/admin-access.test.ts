import { beforeAll, describe, expect, it } from 'vitest';
import { fundWallet } from '@wishwall/core/test-support/wallet-fixtures';
import { ContactMessageRepository } from '@wishwall/db/repositories/contact-message.repository';
import { CreditRequestRepository } from '@wishwall/db/repositories/credit-request.repository';
import { RafflePrizePaymentRepository } from '@wishwall/db/repositories/raffle-prize-payment.repository';
import { consoleAccounts } from './test-support/operator-fixtures.ts';
import { listRoutes } from './test-support/list-routes.ts';
import { useApi } from './test-support/use-api.ts';
import { closeOpenRound, openRoundNow, publishedWish } from './test-support/wall-fixtures.ts';

const suite = useApi();
let accounts: Awaited<ReturnType<typeof consoleAccounts>>;
beforeAll(async () => {
  accounts = await consoleAccounts(suite);
});

/** A pending withdrawal request of a new user, for an operator to decide. */
async function pendingWithdrawal() {
  const { body } = await suite.api.registerVerified();
  await fundWallet(suite.ctx.db, body.data.user.id, 10_000_000n);
  const asked = await suite.api.call(
    'POST',
    '/v1/transactions',
    { amount: 10, destination: 'payee@paypal.test' },
    body.data.token,
  );
  return asked.body.data.transaction.id as string;
}

interface AdminCall {
  method: 'GET' | 'POST';
  route: string;
  /** Moves money or draws the raffle: needs a second factor passed within the step-up hours. */
  stepUp?: true;
  /** A request an operator may make; built anew for each caller. */
  request: () => Promise<{ url: string; body?: object }>;
}

/** A message in the operators' inbox, as the contact page stores it. */
async function contactMessage() {
  const row = await new ContactMessageRepository(suite.ctx.db).insert({
    name: 'Visitor',
    email: 'visitor@example.com',
    subject: 'Hello',
    message: 'A question',
    language: 'en',
    user_id: null,
  });
  return row.id;
}

/** A credit waiting for approval, asked for by another operator than the one calling. */
async function pendingCredit() {
  const row = await new CreditRequestRepository(suite.ctx.db).create({
    userId: accounts.user.id,
    amount: 500_000_000n,
    reason: 'Access test',
    requestedBy: accounts.adminWithout2fa.id,
  });
  return row.id;
}

/** A round drawn now, won by a new user's wish: its number and winner. */
async function drawnRound() {
  const round = await openRoundNow(suite.ctx);
  const { wish, author } = await publishedWish(suite.ctx);
  await closeOpenRound(suite.ctx);
  await suite.ctx.db
    .insertInto('raffle_draws')
    .values({
      round: round.number,
      wish_id: wish.id,
      operator_id: accounts.adminWithout2fa.id,
      likes: 1,
      top_ten: '[]',
    })
    .execute();
  await suite.ctx.db
    .updateTable('raffle_rounds')
    .set({ state: 'drawn' })
    .where('number', '=', round.number)
    .execute();
  return { number: round.number, winner: author.id };
}

/** A prize payment recorded by another operator than the one calling. */
async function pendingPrizePayment() {
  const { number, winner } = await drawnRound();
  const row = await new RafflePrizePaymentRepository(suite.ctx.db).create({
    round: number,
    winnerUserId: winner,
    amount: '1000000',
    method: 'off_platform',
    reference: 'TR-access',
    requestedBy: accounts.adminWithout2fa.id,
  });
  return row.id;
}

/** Every console call. */
const ADMIN_CALLS: AdminCall[] = [
  {
    method: 'GET',
    route: '/v1/admin/overview',
    request: async () => ({ url: '/v1/admin/overview' }),
  },
  {
    method: 'POST',
    route: '/v1/admin/overview/ticket',
    stepUp: true,
    request: async () => ({ url: '/v1/admin/overview/ticket' }),
  },
  {
    method: 'GET',
    route: '/v1/admin/contact-messages',
    request: async () => ({ url: '/v1/admin/contact-messages?handled=false' }),
  },
  {
    method: 'POST',
    route: '/v1/admin/contact-messages/:id/handled',
    request: async () => ({
      url: `/v1/admin/contact-messages/${await contactMessage()}/handled`,
      body: { handled: true },
    }),
  },
  {
    method: 'POST',
    route: '/v1/admin/legal-documents',
    request: async () => ({
      url: '/v1/admin/legal-documents',
      body: {
        document_type: 'about_us',
        language_code: 'en',
        title: 'About us',
        summary: 'Who we are',
        content: 'We are Wishwall.',
      },
    }),
  },
  { method: 'GET', route: '/v1/admin/audit', request: async () => ({ url: '/v1/admin/audit' }) },
  {
    method: 'GET',
    route: '/v1/admin/withdrawals',
    request: async () => ({ url: '/v1/admin/withdrawals?status=approved' }),
  },
  {
    method: 'POST',
    route: '/v1/admin/withdrawals/:id/decision',
    stepUp: true,
    request: async () => ({
      url: `/v1/admin/withdrawals/${await pendingWithdrawal()}/decision`,
      body: { decision: 'approve' },
    }),
  },
  {
    method: 'GET',
    route: '/v1/admin/users',
    request: async () => ({
      url: `/v1/admin/users?email=${encodeURIComponent(accounts.user.email)}`,
    }),
  },
  {
    method: 'POST',
    route: '/v1/admin/credits',
    stepUp: true,
    request: async () => ({
      url: '/v1/admin/credits',
      body: { email: accounts.user.email, amount: '0.01', reason: 'Access test' },
    }),
  },
  {
    method: 'GET',
    route: '/v1/admin/credits',
    request: async () => ({ url: '/v1/admin/credits?state=pending' }),
  },
  {
    method: 'POST',
    route: '/v1/admin/credits/:id/decision',
    stepUp: true,
    request: async () => ({
      url: `/v1/admin/credits/${await pendingCredit()}/decision`,
      body: { decision: 'approve' },
    }),
  },
  {
    method: 'POST',
    route: '/v1/admin/queues-session',
    request: async () => ({ url: '/v1/admin/queues-session' }),
  },
  {
    method: 'POST',
    route: '/v1/admin/raffle/draw',
    stepUp: true,
    request: async () => {
      await openRoundNow(suite.ctx);
      const { wish } = await publishedWish(suite.ctx);
      await suite.ctx.db
        .updateTable('wishes')
        .set({ likes: 1 })
        .where('id', '=', wish.id)
        .execute();
      await closeOpenRound(suite.ctx);
      return { url: '/v1/admin/raffle/draw' };
    },
  },
  {
    method: 'POST',
    route: '/v1/admin/raffle/rounds/:number/prize',
    stepUp: true,
    request: async () => ({
      url: `/v1/admin/raffle/rounds/${(await drawnRound()).number}/prize`,
      body: { method: 'off_platform', reference: 'TR-access' },
    }),
  },
  {
    method: 'POST',
    route: '/v1/admin/raffle/prize-payments/:id/decision',
    stepUp: true,
    request: async () => ({
      url: `/v1/admin/raffle/prize-payments/${await pendingPrizePayment()}/decision`,
      body: { decision: 'approve' },
    }),
  },
  {
    method: 'GET',
    route: '/v1/admin/raffle/prize-payments',
    request: async () => ({ url: '/v1/admin/raffle/prize-payments' }),
  },
  {
    method: 'POST',
    route: '/v1/admin/raffle/rounds',
    stepUp: true,
    request: async () => {
      // The last round drawn, so the next may open.
      await openRoundNow(suite.ctx);
      await closeOpenRound(suite.ctx);
      await suite.ctx.db
        .updateTable('raffle_rounds')
        .set({ state: 'drawn' })
        .where('state', '=', 'closed')
        .execute();
      return {
        url: '/v1/admin/raffle/rounds',
        body: { prize: '100.00', closes_at: new Date(Date.now() + 3_600_000).toISOString() },
      };
    },
  },
];

/** The live overview's WebSocket: its own checks (a ticket, the Origin), tested on their own. */
const SOCKET_ROUTES = new Set(['/v1/admin/overview/live']);

it('ADMIN_CALLS names every /v1/admin route', () => {
  const routes = listRoutes(suite.app)
    .filter(({ path }) => path.startsWith('/v1/admin/') && !SOCKET_ROUTES.has(path))
    .map(({ method, path }) => `${method} ${path}`);
  expect(routes.sort()).toEqual(
    ADMIN_CALLS.map(({ method, route }) => `${method} ${route}`).sort(),
  );
});

describe('the operators’ console calls', () => {
  for (const { method, route, request, stepUp } of ADMIN_CALLS) {
    it(`${method} ${route}: 401 anonymous, 403 user, 403 without an authenticator app, 401 for a session without the app's code${stepUp ? ' or with an old one' : ''}, 200 operator`, async () => {
      const call = async (token?: string) => {
        const { url, body } = await request();
        return suite.api.call(method, url, body, token);
      };
      const anonymous = await call();
      expect([anonymous.status, anonymous.body.code]).toEqual([401, 'unauthorized']);
      const user = await call(accounts.user.token);
      expect([user.status, user.body.code]).toEqual([403, 'forbidden']);
      const without2fa = await call(accounts.adminWithout2fa.token);
      expect([without2fa.status, without2fa.body.code]).toEqual([403, 'two_factor_required']);
      // The operator's account has an app, but this session only passed the password, or a
      // code by e-mail, which does not count for operators.
      const passwordOnly = await call(accounts.operator.passwordOnly);
      expect([passwordOnly.status, passwordOnly.body.code]).toEqual([401, 'step_up_required']);
      const emailCode = await call(accounts.operator.emailCode);
      expect([emailCode.status, emailCode.body.code]).toEqual([401, 'step_up_required']);
      // Passed the code, 13 hours ago: enough to read, not to move money.
      const stale = await call(accounts.operator.stale);
      if (stepUp) expect([stale.status, stale.body.code]).toEqual([401, 'step_up_required']);
      else expect(stale.status).toBe(200);
      expect((await call(accounts.operator.token)).status).toBe(200);
    });
  }

  it('stop at once for an operator whose role was revoked', async () => {
    await suite.ctx.db
      .updateTable('users')
      .set({ role: 'user' })
      .where('id', '=', accounts.operator.id)
      .execute();
    const result = await suite.api.call(
      'GET',
      '/v1/admin/audit',
      undefined,
      accounts.operator.token,
    );
    expect(result.status).toBe(403);
    await suite.ctx.db
      .updateTable('users')
      .set({ role: 'admin' })
      .where('id', '=', accounts.operator.id)
      .execute();
  });

  it('never let a user make themselves an operator through the profile', async () => {
    const { token, id } = accounts.user;
    const renamed = await suite.api.call(
      'POST',
      '/v1/user/update-profile',
      { field: 'name', value: 'Mallory', role: 'admin' },
      token,
    );
    expect(renamed.status).toBe(200);
    const refused = await suite.api.call(
      'POST',
      '/v1/user/update-profile',
      { field: 'role', value: 'admin' },
      token,
    );
    expect(refused.status).toBe(400);
    expect(JSON.stringify(renamed.body.data)).not.toContain('admin');
    const row = await suite.ctx.db
      .selectFrom('users')
      .select('role')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.role).toBe('user');
  });
});
