import { beforeAll, describe, expect, it } from 'vitest';
import {
  fundWallet,
  ledgerInvariants,
  NO_VIOLATIONS,
  testLedger,
  walletBalance,
} from '@wishwall/core/test-support/wallet-fixtures';
import { consoleAccounts } from './test-support/operator-fixtures.ts';
import { useApi } from './test-support/use-api.ts';

const suite = useApi();
type Operator = { id: string; email: string; token: string };
let alice: Operator;
let bob: Operator;
beforeAll(async () => {
  alice = (await consoleAccounts(suite)).operator;
  bob = (await consoleAccounts(suite)).operator;
});

const call = (by: Operator, method: 'GET' | 'POST', url: string, body?: object) =>
  suite.api.call(method, url, body, by.token);
const credit = (by: Operator, email: string, amount: string, reason = 'Contest prize') =>
  call(by, 'POST', '/v1/admin/credits', { email, amount, reason });
const decideCredit = (by: Operator, id: string, decision: 'approve' | 'reject') =>
  call(by, 'POST', `/v1/admin/credits/${id}/decision`, { decision });
const decideWithdrawal = (by: Operator, id: string, decision: string) =>
  call(by, 'POST', `/v1/admin/withdrawals/${id}/decision`, { decision, reason: 'Four eyes' });

async function verifiedUser() {
  const { body, email } = await suite.api.registerVerified();
  return { id: body.data.user.id as string, email, token: body.data.token as string };
}

const auditActions = (recordType: string, recordId: string) =>
  suite.ctx.db
    .selectFrom('admin_audit')
    .select(['operator_id', 'action', 'after'])
    .where('record_type', '=', recordType)
    .where('record_id', '=', recordId)
    .orderBy('id')
    .execute();

const operatorCredits = () =>
  suite.ctx.db
    .selectFrom('ledger_transactions')
    .select(({ fn }) => fn.countAll<string>().as('count'))
    .where('kind', '=', 'operator_credit')
    .executeTakeFirstOrThrow();

describe('four eyes on an operator’s own money', () => {
  it('an operator cannot credit their own wallet, however small', async () => {
    for (const amount of ['1', '500']) {
      const own = await credit(alice, alice.email, amount);
      expect([own.status, own.body.code]).toEqual([403, 'cannot_credit_own_wallet']);
    }
    expect(await walletBalance(suite.ctx.db, alice.id)).toBe(0n);
    expect(await auditActions('wallet', alice.id)).toEqual([]);
  });

  it('an operator never approves, rejects or marks paid their own withdrawal', async () => {
    await fundWallet(suite.ctx.db, alice.id, 50_000_000n);
    await suite.ctx.db
      .updateTable('users')
      .set({ email_verified_at: new Date() })
      .where('id', '=', alice.id)
      .execute();
    const asked = await call(alice, 'POST', '/v1/transactions', {
      amount: '20',
      destination: 'payee@paypal.test',
    });
    const id: string = asked.body.data.transaction.id;
    for (const decision of ['approve', 'reject', 'pay', 'mark_paid']) {
      const own = await decideWithdrawal(alice, id, decision);
      expect([decision, own.status, own.body.code]).toEqual([
        decision,
        403,
        'cannot_decide_own_withdrawal',
      ]);
    }
    expect((await decideWithdrawal(bob, id, 'approve')).body.data.status).toBe('approved');
    const paid = await decideWithdrawal(alice, id, 'mark_paid');
    expect([paid.status, paid.body.code]).toEqual([403, 'cannot_decide_own_withdrawal']);
    expect((await decideWithdrawal(bob, id, 'mark_paid')).body.data.status).toBe('paid');
    expect((await auditActions('withdrawal', id)).map((row) => row.operator_id)).toEqual([
      bob.id,
      bob.id,
    ]);
  });

  it('a credit above CREDIT_APPROVAL_USD waits for a second operator; the requester cannot approve it', async () => {
    const user = await verifiedUser();
    const small = await credit(alice, user.email, '100');
    expect([small.status, small.body.data.state, small.body.data.balance]).toEqual([
      200,
      'credited',
      '100.00',
    ]);

    const asked = await credit(alice, user.email, '100.01', 'Raffle prize');
    expect(asked.status).toBe(200);
    expect(asked.body.data).toMatchObject({
      state: 'pending',
      balance: '100.00',
      request: {
        user_email: user.email,
        amount: '100.01',
        reason: 'Raffle prize',
        state: 'pending',
        requested_by: alice.id,
        decided_by: null,
      },
    });
    const requestId: string = asked.body.data.request.id;
    expect(await walletBalance(suite.ctx.db, user.id)).toBe(100_000_000n);
    const listed = await call(bob, 'GET', '/v1/admin/credits');
    expect(listed.body.data.map((row: { id: string }) => row.id)).toContain(requestId);

    const own = await decideCredit(alice, requestId, 'approve');
    expect([own.status, own.body.code]).toEqual([403, 'cannot_approve_own_credit']);
    expect(await walletBalance(suite.ctx.db, user.id)).toBe(100_000_000n);

    const approved = await decideCredit(bob, requestId, 'approve');
    expect([approved.status, approved.body.data.state, approved.body.data.decided_by]).toEqual([
      200,
      'approved',
      bob.id,
    ]);
    expect(await walletBalance(suite.ctx.db, user.id)).toBe(200_010_000n);
    expect((await decideCredit(bob, requestId, 'approve')).status).toBe(409);
    expect(await auditActions('credit_request', requestId)).toEqual([
      expect.objectContaining({ operator_id: alice.id, action: 'wallet.credit_request' }),
      expect.objectContaining({
        operator_id: bob.id,
        action: 'wallet.credit_approve',
        after: expect.objectContaining({ amount: '100.01', balance: '200.01' }),
      }),
    ]);
    expect(await ledgerInvariants(suite.ctx.db)).toEqual(NO_VIOLATIONS);
  });

  it('a credit to the second operator’s own wallet is never theirs to approve; a rejected one pays nothing', async () => {
    const toBob = await credit(alice, bob.email, '250');
    const id: string = toBob.body.data.request.id;
    const own = await decideCredit(bob, id, 'approve');
    expect([own.status, own.body.code]).toEqual([403, 'cannot_credit_own_wallet']);
    const rejected = await decideCredit(bob, id, 'reject');
    expect(rejected.body.data.state).toBe('rejected');
    expect((await decideCredit(alice, id, 'approve')).status).toBe(409);
    expect(await walletBalance(suite.ctx.db, bob.id)).toBe(0n);
  });

  it('50 approvals of one request at once credit it exactly once', async () => {
    const carol = (await consoleAccounts(suite)).operator;
    const user = await verifiedUser();
    const id: string = (await credit(alice, user.email, '1000')).body.data.request.id;
    const creditsBefore = Number((await operatorCredits()).count);
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) => decideCredit(i % 2 ? bob : carol, id, 'approve')),
    );
    const statuses = results.map((result) => result.status).sort();
    expect(statuses).toEqual([200, ...Array<number>(49).fill(409)]);
    expect(await walletBalance(suite.ctx.db, user.id)).toBe(1_000_000_000n);
    expect(Number((await operatorCredits()).count)).toBe(creditsBefore + 1);
    expect(await auditActions('credit_request', id)).toHaveLength(2);
    expect(await ledgerInvariants(suite.ctx.db)).toEqual(NO_VIOLATIONS);
  });
});

describe('numbers past Postgres’s bigint', () => {
  const PAST_BIGINT = '9999999999999999999';
  const NEARLY_FULL = 9_223_372_036_854_000_000n;

  /**
   * A wallet 0.78 USD short of the column's limit. The money comes from the referral account:
   * the operators' account, which pays every credit of this file, has no such room left.
   */
  async function nearlyFullWallet(userId: string) {
    const { ledger } = testLedger(suite.ctx.db);
    await suite.ctx.db.transaction().execute(async (trx) => {
      const wallet = await ledger.lockWallet(trx, userId);
      await ledger.move(trx, {
        kind: 'referral_reward',
        wallet,
        amount: NEARLY_FULL,
        counterpart: 'referral_rewards',
      });
    });
  }

  it('a credit above CREDIT_MAX_USD is a 422 and writes nothing', async () => {
    const user = await verifiedUser();
    for (const amount of ['999999999999999', '10000.01']) {
      const refused = await credit(alice, user.email, amount);
      expect([amount, refused.status, refused.body.code]).toEqual([
        amount,
        422,
        'credit_above_maximum',
      ]);
    }
    expect((await credit(alice, user.email, '10000')).body.data.state).toBe('pending');
    expect(await walletBalance(suite.ctx.db, user.id)).toBe(0n);
  });

  it('a credit that would take a balance past the column’s limit is a 422', async () => {
    const user = await verifiedUser();
    await nearlyFullWallet(user.id);
    const refused = await credit(alice, user.email, '1');
    expect([refused.status, refused.body.code]).toEqual([422, 'amount_out_of_range']);
    expect(await walletBalance(suite.ctx.db, user.id)).toBe(NEARLY_FULL);
    const id: string = (await credit(alice, user.email, '5000')).body.data.request.id;
    const approved = await decideCredit(bob, id, 'approve');
    expect([approved.status, approved.body.code]).toEqual([422, 'amount_out_of_range']);
    expect((await call(bob, 'GET', '/v1/admin/credits')).body.data).toContainEqual(
      expect.objectContaining({ id, state: 'pending' }),
    );
  });

  it('a 19-digit id above the bigint maximum is a 400 on every admin route with an id', async () => {
    for (const [url, body] of [
      [`/v1/admin/withdrawals/${PAST_BIGINT}/decision`, { decision: 'approve' }],
      [`/v1/admin/contact-messages/${PAST_BIGINT}/handled`, { handled: true }],
      [`/v1/admin/credits/${PAST_BIGINT}/decision`, { decision: 'approve' }],
    ] as const) {
      const response = await call(alice, 'POST', url, body);
      expect([url, response.status, response.body.code]).toEqual([url, 400, 'validation_failed']);
    }
  });
});
