import { describe, expect, it } from 'vitest';
import { createDraftWish, createUser } from '@wishwall/testing/fixtures';
import { useTestContext } from '@wishwall/testing/use-test-context';
import { ReferralRewardService } from './referral-reward.service.ts';
import {
  createReferral,
  ledgerInvariants,
  NO_VIOLATIONS,
  publishWishOf,
  testLedger,
  walletBalance,
} from './test-support/wallet-fixtures.ts';

const ctx = useTestContext();

const rewards = () =>
  new ReferralRewardService({
    db: ctx.db,
    ledger: testLedger(ctx.db).ledger,
    changed: async () => {},
  });

const referral = () => createReferral(ctx.db);

describe('referral rewards', () => {
  it('pays 0.10 cent per reason, 0.20 cent in all, each once', async () => {
    const { referrer, referred } = await referral();
    expect(await rewards().pay(referred.id, 'email_verified')).toBe('paid');
    expect(await rewards().pay(referred.id, 'email_verified')).toBe('already_paid');
    await publishWishOf(ctx.db, referred.id);
    expect(await rewards().pay(referred.id, 'wish_published')).toBe('paid');
    expect(await walletBalance(ctx.db, referrer.id)).toBe(2_000n);
  });

  it('pays nothing for a verification or a publication Postgres does not show', async () => {
    const { referrer, referred } = await createReferral(ctx.db, { verified: false });
    expect(await rewards().pay(referred.id, 'email_verified')).toBe('not_earned');
    expect(await rewards().pay(referred.id, 'wish_published')).toBe('not_earned');
    // A draft is not a publication.
    await createDraftWish(ctx.db, referred.id);
    expect(await rewards().pay(referred.id, 'wish_published')).toBe('not_earned');
    expect(await walletBalance(ctx.db, referrer.id)).toBe(0n);
    const paid = await ctx.db
      .selectFrom('referral_rewards')
      .select('id')
      .where('referred_user_id', '=', referred.id)
      .execute();
    expect(paid).toEqual([]);
  });

  it('pays once when the same event arrives many times at once', async () => {
    const { referrer, referred } = await referral();
    const outcomes = await Promise.all(
      Array.from({ length: 20 }, () => rewards().pay(referred.id, 'email_verified')),
    );
    expect(outcomes.filter((outcome) => outcome === 'paid')).toHaveLength(1);
    expect(await walletBalance(ctx.db, referrer.id)).toBe(1_000n);
    expect(await ledgerInvariants(ctx.db)).toEqual(NO_VIOLATIONS);
  });

  it('pays nobody for a user nobody referred, a self-referral or an unknown user', async () => {
    const loner = await createUser(ctx.db);
    expect(await rewards().pay(loner.id, 'email_verified')).toBe('nobody_to_pay');
    await ctx.db
      .updateTable('users')
      .set({ referred_by_user_id: loner.id })
      .where('id', '=', loner.id)
      .execute();
    expect(await rewards().pay(loner.id, 'email_verified')).toBe('nobody_to_pay');
    expect(await rewards().pay('999999999', 'email_verified')).toBe('nobody_to_pay');
    expect(await walletBalance(ctx.db, loner.id)).toBe(0n);
  });
});
