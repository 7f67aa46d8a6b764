import { randomBytes } from 'node:crypto';
import type { Db } from '@wishwall/db/database';
import { UserRepository } from '@wishwall/db/repositories/user.repository';
import type { LedgerService } from '@wishwall/core/ledger.service';
import { OperatorCreditService } from '@wishwall/core/operator-credit.service';
import { ReferralRewardService } from '@wishwall/core/referral-reward.service';

/** The documented demo account (README): it can sign in, gift and withdraw. */
export const DEMO_WALLET_ACCOUNT = {
  email: 'demo@wishwall.test',
  password: 'wishwall-demo',
  name: 'Demo Wallet',
};
/**
 * argon2id of `DEMO_WALLET_ACCOUNT.password` at the production cost. The hash carries its own
 * parameters, so it verifies under whatever cost the API hashes new passwords with.
 */
const DEMO_PASSWORD_HASH =
  '$argon2id$v=19$m=19456,t=2,p=1$VklKNkEWQQvsDTZLXRWcPw$3TGcEcd8P2K2WCTEnh16v7hmZyAZDZmmU8+VC4iu3J4';
const DEMO_REFERRALS = 3;

/**
 * Gives the demo account money through the same paths production uses: an operator credit
 * of 25 USD, and the referral rewards of three demo authors it referred (each verified and
 * published: 0.20 cent each).
 */
export async function seedDemoWallet(db: Db, ledger: LedgerService): Promise<void> {
  const users = new UserRepository(db);
  const demo = await users.create({
    name: DEMO_WALLET_ACCOUNT.name,
    email: DEMO_WALLET_ACCOUNT.email,
    password_hash: DEMO_PASSWORD_HASH,
    referral_code: randomBytes(6).toString('hex'),
    email_verified_at: new Date(),
  });
  const unchanged = async () => {};
  // A command's credit, as `pnpm wallet:credit` makes one: no approval, this seed's amount at most.
  await new OperatorCreditService(
    { db, ledger, changed: unchanged },
    { approvalUsd: 0, maxUsd: 25 },
  ).credit(demo.email, '25', 'Demo balance of pnpm start');
  const referred = await users.referOldest(demo.id, DEMO_REFERRALS);
  const rewards = new ReferralRewardService({ db, ledger, changed: unchanged });
  for (const id of referred) {
    await rewards.pay(id, 'email_verified');
    await rewards.pay(id, 'wish_published');
  }
}
