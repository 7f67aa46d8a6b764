import { describe, expect, it } from 'vitest';
import { seedDemoWall } from './demo-wall.seed.ts';
import { UserRepository } from '@wishwall/db/repositories/user.repository';
import { useTestContext } from '@wishwall/testing/use-test-context';
import { DEMO_WALLET_ACCOUNT, seedDemoWallet } from './demo-wallet.seed.ts';
import {
  ledgerInvariants,
  NO_VIOLATIONS,
  testLedger,
} from '@wishwall/core/test-support/wallet-fixtures';

const ctx = useTestContext();

describe('demo wallet seed', () => {
  it('gives the documented demo account 25 USD and three referrals’ rewards', async () => {
    await seedDemoWall(ctx.db);
    await seedDemoWallet(ctx.db, testLedger(ctx.db).ledger);
    const demo = await new UserRepository(ctx.db).findByEmail(DEMO_WALLET_ACCOUNT.email);
    const wallet = await testLedger(ctx.db).ledger.wallet(demo?.id ?? '');
    expect(wallet.balance).toBe(25_006_000n);
    const rewards = await ctx.db
      .selectFrom('referral_rewards')
      .select('reason')
      .where('referrer_user_id', '=', demo?.id ?? '')
      .execute();
    expect(rewards).toHaveLength(6);
    expect(await ledgerInvariants(ctx.db)).toEqual(NO_VIOLATIONS);
  });
});
