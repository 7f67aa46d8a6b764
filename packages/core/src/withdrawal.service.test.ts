import { describe, expect, it } from 'vitest';
import type { UserRow } from '@wishwall/db/tables/user.table';
import { ReferralRewardRepository } from '@wishwall/db/repositories/referral-reward.repository';
import { UserRepository } from '@wishwall/db/repositories/user.repository';
import { createUser } from '@wishwall/testing/fixtures';
import { useTestContext } from '@wishwall/testing/use-test-context';
import {
  fundWallet,
  ledgerInvariants,
  NO_VIOLATIONS,
  testLedger,
  walletBalance,
} from './test-support/wallet-fixtures.ts';
import { WithdrawalService } from './withdrawal.service.ts';

/** The PayPal account withdrawals go to in these tests. */
const PAYEE = 'payee@paypal.test';

const ctx = useTestContext();
const code = (code: string) => expect.objectContaining({ code });

function service() {
  const changed: string[] = [];
  const withdrawals = new WithdrawalService({
    db: ctx.db,
    ledger: testLedger(ctx.db).ledger,
    changed: async (userId) => {
      changed.push(userId);
    },
  });
  return { withdrawals, changed };
}

async function verifiedUserWith(amount: bigint): Promise<UserRow> {
  const user = await createUser(ctx.db);
  await fundWallet(ctx.db, user.id, amount);
  return new UserRepository(ctx.db).markEmailVerified(user.id, user.email, new Date());
}

const held = async () =>
  BigInt(
    (
      await ctx.db
        .selectFrom('ledger_accounts')
        .select('balance')
        .where('kind', '=', 'withdrawals_held')
        .executeTakeFirstOrThrow()
    ).balance,
  );

describe('withdrawals', () => {
  it('holds the amount at once, pending', async () => {
    const user = await verifiedUserWith(25_000_000n);
    const { withdrawals, changed } = service();
    const heldBefore = await held();
    const request = await withdrawals.request(user, '12.50', PAYEE);
    expect(request).toMatchObject({ status: 'pending', amount: '12500000' });
    expect(await walletBalance(ctx.db, user.id)).toBe(12_500_000n);
    expect(await held()).toBe(heldBefore + 12_500_000n);
    expect(changed).toEqual([user.id]);
  });

  it('refuses bad amounts, the minimum, the balance, unverified e-mail, changing nothing', async () => {
    const user = await verifiedUserWith(15_000_000n);
    const { withdrawals } = service();
    await expect(withdrawals.request(user, '1.234', PAYEE)).rejects.toThrow(code('invalid_amount'));
    await expect(withdrawals.request(user, 0, PAYEE)).rejects.toThrow(code('invalid_amount'));
    await expect(withdrawals.request(user, 9.99, PAYEE)).rejects.toThrow(
      code('withdrawal_minimum'),
    );
    await expect(withdrawals.request(user, '15.01', PAYEE)).rejects.toThrow(
      code('amount_exceeds_balance'),
    );
    await expect(
      withdrawals.request({ ...user, email_verified_at: null }, 10, PAYEE),
    ).rejects.toThrow(code('email_not_verified'));
    expect(await walletBalance(ctx.db, user.id)).toBe(15_000_000n);
  });

  it('allows one request in process at a time', async () => {
    const user = await verifiedUserWith(40_000_000n);
    const { withdrawals } = service();
    const first = await withdrawals.request(user, 10, PAYEE);
    await expect(withdrawals.request(user, 10, PAYEE)).rejects.toThrow(
      code('withdrawal_in_process'),
    );
    await withdrawals.decide(first.id, 'approve');
    await expect(withdrawals.request(user, 10, PAYEE)).rejects.toThrow(
      code('withdrawal_in_process'),
    );
    await withdrawals.decide(first.id, 'mark_paid');
    await expect(withdrawals.request(user, 10, PAYEE)).resolves.toMatchObject({
      status: 'pending',
    });
  });

  it('gives the hold back on rejection, once', async () => {
    const user = await verifiedUserWith(30_000_000n);
    const { withdrawals } = service();
    const request = await withdrawals.request(user, 20, PAYEE);
    const rejected = await withdrawals.decide(request.id, 'reject');
    expect(rejected.status).toBe('rejected');
    expect(await walletBalance(ctx.db, user.id)).toBe(30_000_000n);
    await expect(withdrawals.decide(request.id, 'reject')).rejects.toThrow(code('conflict'));
    await expect(withdrawals.decide(request.id, 'mark_paid')).rejects.toThrow(code('conflict'));
    expect(await walletBalance(ctx.db, user.id)).toBe(30_000_000n);
  });

  it('settles the hold when paid, and lists it as "withdrawal paid" with a minus', async () => {
    const user = await verifiedUserWith(30_000_000n);
    const { withdrawals } = service();
    const request = await withdrawals.request(user, 10, PAYEE);
    await expect(withdrawals.decide(request.id, 'mark_paid')).rejects.toThrow(code('conflict'));
    await withdrawals.decide(request.id, 'approve');
    const heldBefore = await held();
    const paid = await withdrawals.decide(request.id, 'mark_paid');
    // Dated, but never read again from PayPal: it was paid by other means.
    expect(paid.paid_at).toBeInstanceOf(Date);
    expect(paid.payout_next_check_at).toBeNull();
    expect(await held()).toBe(heldBefore - 10_000_000n);
    expect(await walletBalance(ctx.db, user.id)).toBe(20_000_000n);
    const lines = await new ReferralRewardRepository(ctx.db).listLines(user.id, 10, 0);
    expect(lines).toEqual([
      expect.objectContaining({ kind: 'withdrawal_paid', amount: '-10000000' }),
    ]);
    await expect(withdrawals.decide(request.id, 'mark_paid')).rejects.toThrow(code('conflict'));
  });

  it('leaves exactly one pending request when 100 arrive at once', async () => {
    const user = await verifiedUserWith(50_000_000n);
    const { withdrawals } = service();
    const results = await Promise.allSettled(
      Array.from({ length: 100 }, () => withdrawals.request(user, '10.00', PAYEE)),
    );
    const ok = results.filter((result) => result.status === 'fulfilled');
    const codes = results.flatMap((result) =>
      result.status === 'rejected' ? [(result.reason as { code?: string }).code] : [],
    );
    expect(ok).toHaveLength(1);
    expect(new Set(codes)).toEqual(new Set(['withdrawal_in_process']));
    const pending = await ctx.db
      .selectFrom('withdrawals')
      .select('id')
      .where('user_id', '=', user.id)
      .execute();
    expect(pending).toHaveLength(1);
    expect(await walletBalance(ctx.db, user.id)).toBe(40_000_000n);
    expect(await ledgerInvariants(ctx.db)).toEqual(NO_VIOLATIONS);
  });
});
