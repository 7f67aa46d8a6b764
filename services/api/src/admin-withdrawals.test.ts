import { beforeAll, describe, expect, it } from 'vitest';
import {
  createReferredUser,
  fundWallet,
  ledgerInvariants,
  NO_VIOLATIONS,
  walletBalance,
} from '@wishwall/core/test-support/wallet-fixtures';
import { consoleAccounts } from './test-support/operator-fixtures.ts';
import { useApi } from './test-support/use-api.ts';

const suite = useApi();
let operator: { id: string; email: string; token: string };
beforeAll(async () => {
  ({ operator } = await consoleAccounts(suite));
});

/** A verified user holding `amount` µ$ who asked to withdraw `request` USD. */
async function requester(amount: bigint, request: string) {
  const { body, email } = await suite.api.registerVerified();
  const id: string = body.data.user.id;
  await fundWallet(suite.ctx.db, id, amount);
  const asked = await suite.api.call(
    'POST',
    '/v1/transactions',
    { amount: request, destination: 'payee@paypal.test' },
    body.data.token,
  );
  return { id, email, withdrawalId: asked.body.data.transaction.id as string };
}

const decide = (withdrawalId: string, decision: string, reason?: string) =>
  suite.api.call(
    'POST',
    `/v1/admin/withdrawals/${withdrawalId}/decision`,
    { decision, ...(reason ? { reason } : {}) },
    operator.token,
  );

const systemBalance = async (kind: string) =>
  BigInt(
    (
      await suite.ctx.db
        .selectFrom('ledger_accounts')
        .select('balance')
        .where('kind', '=', kind as never)
        .executeTakeFirstOrThrow()
    ).balance,
  );

const auditOf = (recordId: string) =>
  suite.ctx.db
    .selectFrom('admin_audit')
    .select(['operator_id', 'action', 'before', 'after'])
    .where('record_id', '=', recordId)
    .orderBy('id')
    .execute();

describe('operators deciding withdrawals', () => {
  it('list pending requests, approve then mark paid: the hold settles, each step audited and mailed', async () => {
    const heldBefore = await systemBalance('withdrawals_held');
    const paidBefore = await systemBalance('withdrawals_paid');
    const user = await requester(30_000_000n, '12.50');
    const pending = await suite.api.call('GET', '/v1/admin/withdrawals', undefined, operator.token);
    expect(pending.body.data).toContainEqual(
      expect.objectContaining({ id: user.withdrawalId, user_email: user.email, amount: '12.50' }),
    );

    const approved = await decide(user.withdrawalId, 'approve');
    expect([approved.status, approved.body.data.status]).toEqual([200, 'approved']);
    expect(await walletBalance(suite.ctx.db, user.id)).toBe(17_500_000n);
    expect(await systemBalance('withdrawals_held')).toBe(heldBefore + 12_500_000n);

    const paid = await decide(user.withdrawalId, 'mark_paid');
    expect([paid.status, paid.body.data.status]).toEqual([200, 'paid']);
    expect(await walletBalance(suite.ctx.db, user.id)).toBe(17_500_000n);
    expect(await systemBalance('withdrawals_held')).toBe(heldBefore);
    expect(await systemBalance('withdrawals_paid')).toBe(paidBefore + 12_500_000n);

    const rewards = await suite.api.call(
      'GET',
      '/v1/rewards',
      undefined,
      (await suite.api.login(user.email, 'correct horse battery')).body.data.token,
    );
    expect(rewards.body.data.rewards.data[0]).toMatchObject({
      reason: 'withdrawal_paid',
      amount: '-12.50',
    });
    // The console's audit names who acted and on whom.
    const audit = await suite.api.call('GET', '/v1/admin/audit', undefined, operator.token);
    expect(audit.body.data.entries.slice(0, 2)).toEqual([
      expect.objectContaining({
        action: 'withdrawal.mark_paid',
        operator_email: operator.email,
        subject_email: user.email,
      }),
      expect.objectContaining({
        action: 'withdrawal.approve',
        operator_email: operator.email,
        subject_email: user.email,
      }),
    ]);
    expect(await auditOf(user.withdrawalId)).toEqual([
      {
        operator_id: operator.id,
        action: 'withdrawal.approve',
        before: { status: 'pending' },
        after: { status: 'approved' },
      },
      {
        operator_id: operator.id,
        action: 'withdrawal.mark_paid',
        before: { status: 'approved' },
        after: { status: 'paid' },
      },
    ]);
    const mails = (await suite.api.outboxEvents('withdrawal.decided')).filter(
      (row) => (row.payload as { withdrawalId: string }).withdrawalId === user.withdrawalId,
    );
    expect(mails.map((row) => (row.payload as { status: string }).status)).toEqual([
      'paid',
      'approved',
    ]);
    expect(await ledgerInvariants(suite.ctx.db)).toEqual(NO_VIOLATIONS);
  });

  it('see the destination, and "pay" queues one payout under a random key, however often it is pressed', async () => {
    const user = await requester(30_000_000n, '12.50');
    const pending = await suite.api.call('GET', '/v1/admin/withdrawals', undefined, operator.token);
    expect(pending.body.data).toContainEqual(
      expect.objectContaining({
        id: user.withdrawalId,
        destination: 'payee@paypal.test',
        payout_requested: false,
        provider_status: null,
        payout_error: null,
      }),
    );
    expect((await decide(user.withdrawalId, 'pay')).body.code).toBe('conflict');
    await decide(user.withdrawalId, 'approve');
    const presses = await Promise.all(
      Array.from({ length: 100 }, () => decide(user.withdrawalId, 'pay')),
    );
    expect(presses.filter((press) => press.status === 200)).toHaveLength(1);
    expect(presses.filter((press) => press.status !== 200).map((press) => press.body.code)).toEqual(
      Array.from({ length: 99 }, () => 'conflict'),
    );
    const paid = presses.find((press) => press.status === 200)!;
    expect(paid.body.data).toMatchObject({ status: 'approved', payout_requested: true });
    const requested = (await suite.api.outboxEvents('withdrawal.payout_requested')).filter(
      (row) => (row.payload as { withdrawalId: string }).withdrawalId === user.withdrawalId,
    );
    expect(requested).toHaveLength(1);
    const row = await suite.ctx.db
      .selectFrom('withdrawals')
      .select('payout_key')
      .where('id', '=', user.withdrawalId)
      .executeTakeFirstOrThrow();
    expect(row.payout_key).toMatch(/^ww_[0-9a-f]{32}$/);
    expect((await auditOf(user.withdrawalId)).at(-1)).toMatchObject({
      action: 'withdrawal.pay',
      after: { status: 'approved', destination: 'payee@paypal.test' },
    });
    expect(
      (await auditOf(user.withdrawalId)).filter((entry) => entry.action === 'withdrawal.pay'),
    ).toHaveLength(1);
    // Sent to PayPal: no longer marked paid by hand, and the money is still held.
    expect((await decide(user.withdrawalId, 'mark_paid')).status).toBe(409);
    expect(await walletBalance(suite.ctx.db, user.id)).toBe(17_500_000n);
    expect(await ledgerInvariants(suite.ctx.db)).toEqual(NO_VIOLATIONS);
  });

  it('of a hundred "pay" and "reject" at once, one decides: the money is either sent or back, never both', async () => {
    const user = await requester(30_000_000n, '12.50');
    await decide(user.withdrawalId, 'approve');
    const presses = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        i % 2 ? decide(user.withdrawalId, 'pay') : decide(user.withdrawalId, 'reject', 'Racing'),
      ),
    );
    const decided = presses.filter((press) => press.status === 200);
    expect(decided).toHaveLength(1);
    expect(presses.filter((press) => press.status !== 200).map((p) => p.body.code)).toEqual(
      Array.from({ length: 99 }, () => 'conflict'),
    );
    const requested = (await suite.api.outboxEvents('withdrawal.payout_requested')).filter(
      (row) => (row.payload as { withdrawalId: string }).withdrawalId === user.withdrawalId,
    );
    const row = await suite.ctx.db
      .selectFrom('withdrawals')
      .selectAll()
      .where('id', '=', user.withdrawalId)
      .executeTakeFirstOrThrow();
    if (row.status === 'rejected') {
      expect(requested).toHaveLength(0);
      expect(row.payout_key).toBeNull();
      expect(await walletBalance(suite.ctx.db, user.id)).toBe(30_000_000n);
    } else {
      expect(row.status).toBe('approved');
      expect(requested).toHaveLength(1);
      expect(await walletBalance(suite.ctx.db, user.id)).toBe(17_500_000n);
    }
    expect(await ledgerInvariants(suite.ctx.db)).toEqual(NO_VIOLATIONS);
  });

  it('reject only with a reason; the hold returns to the wallet exactly', async () => {
    const user = await requester(15_000_000n, '10.00');
    const noReason = await decide(user.withdrawalId, 'reject');
    expect([noReason.status, noReason.body.code]).toEqual([400, 'validation_failed']);
    expect(await walletBalance(suite.ctx.db, user.id)).toBe(5_000_000n);

    const rejected = await decide(user.withdrawalId, 'reject', 'Bank details do not match');
    expect(rejected.body.data.status).toBe('rejected');
    expect(await walletBalance(suite.ctx.db, user.id)).toBe(15_000_000n);
    expect(await auditOf(user.withdrawalId)).toEqual([
      expect.objectContaining({
        action: 'withdrawal.reject',
        after: { status: 'rejected', reason: 'Bank details do not match' },
      }),
    ]);
    const [event] = await suite.api.outboxEvents('withdrawal.decided');
    expect(event!.payload).toMatchObject({
      status: 'rejected',
      reason: 'Bank details do not match',
    });
    expect((await decide(user.withdrawalId, 'mark_paid')).status).toBe(409);
  });

  it('two operators on one request at once: one wins, the others get a conflict', async () => {
    const user = await requester(20_000_000n, '10.00');
    const results = await Promise.all(
      ['reject', 'approve', 'reject', 'approve', 'reject', 'approve'].map((decision) =>
        decide(user.withdrawalId, decision, 'Race'),
      ),
    );
    const statuses = results.map((result) => result.status).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409, 409]);
    expect(results.filter((r) => r.status === 409).every((r) => r.body.code === 'conflict')).toBe(
      true,
    );
    const winner = results.find((result) => result.status === 200)!.body.data.status;
    expect(await walletBalance(suite.ctx.db, user.id)).toBe(
      winner === 'rejected' ? 20_000_000n : 10_000_000n,
    );
    expect(await auditOf(user.withdrawalId)).toHaveLength(1);
    expect(await ledgerInvariants(suite.ctx.db)).toEqual(NO_VIOLATIONS);
  });

  it('an unknown request is 404, a malformed id 400', async () => {
    expect((await decide('999999999', 'approve')).status).toBe(404);
    expect((await decide('abc', 'approve')).status).toBe(400);
  });
});

describe('operators looking up and crediting users', () => {
  it('find a user by e-mail with wallet, wish and referrals', async () => {
    const { body, email } = await suite.api.registerVerified();
    const id: string = body.data.user.id;
    await fundWallet(suite.ctx.db, id, 2_500_000n);
    await createReferredUser(suite.ctx.db, id, 'Friend');
    const found = await suite.api.call(
      'GET',
      `/v1/admin/users?email=${encodeURIComponent(email.toUpperCase())}`,
      undefined,
      operator.token,
    );
    expect(found.body.data).toMatchObject({
      id,
      email,
      role: 'user',
      wallet: { balance: '2.50' },
      wish: null,
      referrals: [expect.objectContaining({ name: 'Friend' })],
    });
    const missing = await suite.api.call(
      'GET',
      '/v1/admin/users?email=nobody%40example.test',
      undefined,
      operator.token,
    );
    expect(missing.status).toBe(404);
  });

  it('credit a wallet with a reason: the balance, the ledger memo and the audit row', async () => {
    const { body, email } = await suite.api.registerVerified();
    const id: string = body.data.user.id;
    const credit = (amount: string, reason: string) =>
      suite.api.call('POST', '/v1/admin/credits', { email, amount, reason }, operator.token);
    const credited = await credit('3.25', 'Contest prize');
    expect([credited.status, credited.body.data.balance]).toEqual([200, '3.25']);
    expect(await walletBalance(suite.ctx.db, id)).toBe(3_250_000n);
    expect(await auditOf(id)).toEqual([
      {
        operator_id: operator.id,
        action: 'wallet.credit',
        before: { balance: '0.00' },
        after: { balance: '3.25', reason: 'Contest prize', transactionId: expect.any(String) },
      },
    ]);
    for (const amount of ['-1', '0', 'ten']) {
      expect((await credit(amount, 'x')).body.code).toBe('invalid_amount');
    }
    expect((await credit('1', '')).status).toBe(400);
    expect(await walletBalance(suite.ctx.db, id)).toBe(3_250_000n);
    expect(await auditOf(id)).toHaveLength(1);
  });
});
