import type { Db } from '@wishwall/db/database';
import { createDraftWish, createUser } from '@wishwall/testing/fixtures';
import { LedgerRepository } from '@wishwall/db/repositories/ledger.repository';
import type { InconsistentAccount } from '@wishwall/db/repositories/ledger.repository';
import { UserRepository } from '@wishwall/db/repositories/user.repository';
import type { Micros } from '@wishwall/domain/money';
import { LedgerService } from '../ledger.service.ts';
import type { WithdrawalService } from '../withdrawal.service.ts';
import { WishPublishService } from '../wish-publish.service.ts';

/** A ledger whose alerts a test can read. */
export function testLedger(db: Db) {
  const alerts: InconsistentAccount[] = [];
  return { ledger: new LedgerService(db, (account) => alerts.push(account)), alerts };
}

/** Puts `amount` into the user's wallet as an operator credit would. */
export async function fundWallet(db: Db, userId: string, amount: Micros): Promise<void> {
  const { ledger } = testLedger(db);
  await db.transaction().execute(async (trx) => {
    const wallet = await ledger.lockWallet(trx, userId);
    await ledger.move(trx, {
      kind: 'operator_credit',
      wallet,
      amount,
      counterpart: 'operator_credits',
      memo: 'test funds',
    });
  });
}

export async function walletBalance(db: Db, userId: string): Promise<Micros> {
  return (await testLedger(db).ledger.wallet(userId)).balance;
}

/**
 * The ledger's invariants, read straight from Postgres: every account's balance is the sum of
 * its entries, every transaction sums to zero, no wallet is below zero.
 */
export async function ledgerInvariants(db: Db) {
  const ledger = new LedgerRepository(db);
  const negativeWallets = await db
    .selectFrom('ledger_accounts')
    .select('id')
    .where('kind', '=', 'user_wallet')
    .where('balance', '<', '0')
    .execute();
  return {
    inconsistentAccounts: await ledger.findInconsistent(),
    unbalancedTransactions: await ledger.findUnbalancedTransactions(),
    negativeWallets,
  };
}

export const NO_VIOLATIONS = {
  inconsistentAccounts: [],
  unbalancedTransactions: [],
  negativeWallets: [],
};

/**
 * A new user whom `referrerId` referred (as a registration with their code leaves it), who
 * has verified their address unless `verified` is false: what the first reward is paid for.
 */
export async function createReferredUser(
  db: Db,
  referrerId: string,
  name = 'Referred',
  { verified = true } = {},
) {
  const user = await createUser(db, name);
  return db
    .updateTable('users')
    .set({ referred_by_user_id: referrerId, email_verified_at: verified ? new Date() : null })
    .where('id', '=', user.id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** A referrer and the user they referred (verified unless `verified` is false). */
export async function createReferral(db: Db, options: { verified?: boolean } = {}) {
  const referrer = await createUser(db, 'Referrer');
  return { referrer, referred: await createReferredUser(db, referrer.id, 'Referred', options) };
}

/** Publishes a wish of the user, as a payment would: the second reward's reason. */
export async function publishWishOf(db: Db, userId: string) {
  const draft = await createDraftWish(db, userId);
  return (await new WishPublishService(db).publish(draft.id)).wish;
}

/**
 * A verified user holding 30 USD who asked to withdraw 12.50 to the PayPal account `payee`, and
 * an operator's command approved it.
 */
export async function approvedWithdrawal(db: Db, withdrawals: WithdrawalService, payee: string) {
  const created = await createUser(db);
  const user = await new UserRepository(db).markEmailVerified(
    created.id,
    created.email,
    new Date(),
  );
  await fundWallet(db, user.id, 30_000_000n);
  const request = await withdrawals.request(user, '12.50', payee);
  await withdrawals.decide(request.id, 'approve');
  return { user, withdrawalId: request.id };
}
