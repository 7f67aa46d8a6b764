import { describe, expect, it } from 'vitest';
import { OperatorCreditService } from '@wishwall/core/operator-credit.service';
import { ReferralRewardService } from '@wishwall/core/referral-reward.service';
import {
  createReferredUser,
  fundWallet,
  ledgerInvariants,
  NO_VIOLATIONS,
  testLedger,
  walletBalance,
} from '@wishwall/core/test-support/wallet-fixtures';
import { WithdrawalService } from '@wishwall/core/withdrawal.service';
import { UserRepository } from '@wishwall/db/repositories/user.repository';
import { createUser } from '@wishwall/testing/fixtures';
import { useTestContext } from '@wishwall/testing/use-test-context';
import { GiftService } from './services/gift.service.ts';

/** The PayPal account withdrawals go to in these tests. */
const PAYEE = 'payee@paypal.test';

const ctx = useTestContext();
const unchanged = async () => {};

function services() {
  const { ledger, alerts } = testLedger(ctx.db);
  return {
    alerts,
    gifts: new GiftService({ db: ctx.db, ledger, changed: unchanged }),
    withdrawals: new WithdrawalService({ db: ctx.db, ledger, changed: unchanged }),
    rewards: new ReferralRewardService({ db: ctx.db, ledger, changed: unchanged }),
    credits: new OperatorCreditService(
      { db: ctx.db, ledger, changed: unchanged },
      ctx.config.credits,
    ),
  };
}

async function verifiedUser(amount: bigint) {
  const user = await createUser(ctx.db);
  await fundWallet(ctx.db, user.id, amount);
  return new UserRepository(ctx.db).markEmailVerified(user.id, user.email, new Date());
}

const receiver = () => `r-${crypto.randomUUID()}@example.test`;
const codeOf = (result: PromiseSettledResult<unknown>) =>
  result.status === 'rejected' ? (result.reason as { code?: string }).code : 'ok';

describe('money under concurrency', () => {
  it('lets exactly 3 of 100 simultaneous gifts from 3 USD through', async () => {
    const giver = await verifiedUser(3_000_000n);
    const { gifts } = services();
    const results = await Promise.allSettled(
      Array.from({ length: 100 }, () => gifts.give(giver, receiver())),
    );
    const codes = results.map(codeOf);
    expect(codes.filter((code) => code === 'ok')).toHaveLength(3);
    expect(codes.filter((code) => code === 'insufficient_funds')).toHaveLength(97);
    expect(await walletBalance(ctx.db, giver.id)).toBe(0n);
    expect(await ledgerInvariants(ctx.db)).toEqual(NO_VIOLATIONS);
  });

  it('keeps the exact balance when rewards, gifts, withdrawals, rejections and credits race', async () => {
    const owner = await verifiedUser(40_000_000n);
    const referred = await Promise.all(
      Array.from({ length: 100 }, () => createReferredUser(ctx.db, owner.id)),
    );
    const { gifts, withdrawals, rewards, credits, alerts } = services();
    const tally = { rewards: 0, gifts: 0, held: 0, released: 0, credits: 0 };
    const operations = [
      ...referred.map(async (user) => {
        if ((await rewards.pay(user.id, 'email_verified')) === 'paid') tally.rewards += 1;
      }),
      ...Array.from({ length: 60 }, async () => {
        await gifts.give(owner, receiver());
        tally.gifts += 1;
      }),
      ...Array.from({ length: 60 }, async () => {
        const request = await withdrawals.request(owner, '10.00', PAYEE);
        tally.held += 1;
        await withdrawals.decide(request.id, 'reject');
        tally.released += 1;
      }),
      ...Array.from({ length: 60 }, async () => {
        await credits.credit(owner.email, '0.25', 'race test');
        tally.credits += 1;
      }),
    ];
    const results = await Promise.allSettled(operations);
    const unexpected = results
      .map(codeOf)
      .filter(
        (code) =>
          !['ok', 'insufficient_funds', 'withdrawal_in_process', 'amount_exceeds_balance'].includes(
            code ?? '',
          ),
      );
    expect(unexpected).toEqual([]);
    expect(tally.rewards).toBe(100);
    expect(tally.credits).toBe(60);
    expect(tally.released).toBe(tally.held);
    expect(tally.gifts).toBeGreaterThan(0);
    const expected =
      40_000_000n +
      BigInt(tally.rewards) * 1_000n +
      BigInt(tally.credits) * 250_000n -
      BigInt(tally.gifts) * 1_000_000n -
      BigInt(tally.held - tally.released) * 10_000_000n;
    expect(await walletBalance(ctx.db, owner.id)).toBe(expected);
    expect(await ledgerInvariants(ctx.db)).toEqual(NO_VIOLATIONS);
    expect(alerts).toEqual([]);
  });
});
