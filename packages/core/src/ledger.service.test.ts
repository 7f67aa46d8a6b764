import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { LedgerRepository } from '@wishwall/db/repositories/ledger.repository';
import { createUser } from '@wishwall/testing/fixtures';
import { useTestContext } from '@wishwall/testing/use-test-context';
import {
  fundWallet,
  ledgerInvariants,
  NO_VIOLATIONS,
  testLedger,
  walletBalance,
} from './test-support/wallet-fixtures.ts';

const ctx = useTestContext();

async function fundedUser(amount: bigint) {
  const user = await createUser(ctx.db);
  await fundWallet(ctx.db, user.id, amount);
  return user;
}

describe('ledger', () => {
  it('refuses UPDATE, DELETE and TRUNCATE of entries and transactions', async () => {
    const user = await fundedUser(5_000_000n);
    const wallet = await new LedgerRepository(ctx.db).findWallet(user.id);
    const refused = expect.objectContaining({ message: expect.stringMatching(/append-only/) });
    await expect(
      sql`update ledger_entries set amount = amount * 2 where account_id = ${wallet?.id}`.execute(
        ctx.db,
      ),
    ).rejects.toThrow(refused);
    await expect(
      sql`delete from ledger_entries where account_id = ${wallet?.id}`.execute(ctx.db),
    ).rejects.toThrow(refused);
    await expect(sql`truncate ledger_entries cascade`.execute(ctx.db)).rejects.toThrow(refused);
    await expect(sql`update ledger_transactions set memo = 'x'`.execute(ctx.db)).rejects.toThrow(
      refused,
    );
    await expect(sql`delete from ledger_transactions`.execute(ctx.db)).rejects.toThrow(refused);
    expect(await walletBalance(ctx.db, user.id)).toBe(5_000_000n);
  });

  it('refuses to commit a transaction whose entries do not sum to zero', async () => {
    const user = await fundedUser(1_000_000n);
    const { ledger } = testLedger(ctx.db);
    await expect(
      ctx.db.transaction().execute(async (trx) => {
        const wallet = await ledger.lockWallet(trx, user.id);
        const repository = new LedgerRepository(trx);
        const transaction = await repository.createTransaction('operator_credit', 'one-legged');
        await repository.applyLegs(transaction.id, [{ accountId: wallet.accountId, amount: 7n }]);
      }),
    ).rejects.toThrow(/does not balance/);
    expect(await walletBalance(ctx.db, user.id)).toBe(1_000_000n);
    expect(await ledgerInvariants(ctx.db)).toEqual(NO_VIOLATIONS);
  });

  it('refuses a balance changed without entries, and an entry that skips the chain', async () => {
    const user = await fundedUser(1_000_000n);
    await expect(
      sql`update ledger_accounts set balance = balance + 1 where user_id = ${user.id}`.execute(
        ctx.db,
      ),
    ).rejects.toThrow(/is not its entries/);
    const wallet = await new LedgerRepository(ctx.db).findWallet(user.id);
    await expect(
      sql`insert into ledger_entries (transaction_id, account_id, amount, balance_after, account_version)
          select transaction_id, account_id, 5, 999, 2 from ledger_entries
          where account_id = ${wallet?.id}`.execute(ctx.db),
    ).rejects.toThrow(/does not continue/);
  });

  it('never lets a wallet go below zero, even when the code asks it to', async () => {
    const user = await fundedUser(1_000_000n);
    const { ledger } = testLedger(ctx.db);
    await expect(
      ctx.db.transaction().execute(async (trx) => {
        const wallet = await ledger.lockWallet(trx, user.id);
        await ledger.move(trx, {
          kind: 'gift_purchase',
          wallet,
          amount: -1_000_001n,
          counterpart: 'gift_sales',
        });
      }),
    ).rejects.toThrow(/ledger_accounts_balance_not_negative/);
    expect(await walletBalance(ctx.db, user.id)).toBe(1_000_000n);
  });

  it('stops money moving on a wallet whose balance is not its entries, and alerts', async () => {
    const user = await fundedUser(2_000_000n);
    // What only a bypass of the triggers (a bad restore, a manual fix) could do.
    await ctx.db.connection().execute(async (connection) => {
      await sql`set session_replication_role = replica`.execute(connection);
      await sql`update ledger_accounts set balance = 9000000 where user_id = ${user.id}`.execute(
        connection,
      );
      await sql`set session_replication_role = origin`.execute(connection);
    });
    const { ledger, alerts } = testLedger(ctx.db);
    await expect(
      ctx.db.transaction().execute((trx) => ledger.lockWallet(trx, user.id)),
    ).rejects.toThrow(expect.objectContaining({ code: 'wallet_inconsistent' }));
    expect(alerts).toEqual([expect.objectContaining({ user_id: user.id, balance: '9000000' })]);

    const found = await ledger.checkConsistency();
    expect(found).toEqual([
      expect.objectContaining({ user_id: user.id, balance: '9000000', entries_total: '2000000' }),
    ]);
  });
});
