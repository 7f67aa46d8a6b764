import { sql } from 'kysely';
import type { DbExecutor } from '../database.ts';
import type { LedgerAccountRow, SystemAccountKind } from '../tables/ledger-account.table.ts';
import type { LedgerTransactionKind } from '../tables/ledger-transaction.table.ts';

/** One leg of a ledger transaction: a signed amount into (+) or out of (−) an account. */
export interface LedgerLeg {
  accountId: string;
  amount: bigint;
}

export interface InconsistentAccount {
  id: string;
  kind: string;
  user_id: string | null;
  balance: string;
  entries_total: string;
}

/** The double-entry ledger's SQL (decision 0020). Call it with the service's transaction. */
export class LedgerRepository {
  private readonly db: DbExecutor;

  constructor(db: DbExecutor) {
    this.db = db;
  }

  async ensureWallet(userId: string): Promise<void> {
    await this.db
      .insertInto('ledger_accounts')
      .values({ kind: 'user_wallet', user_id: userId })
      .onConflict((oc) => oc.column('user_id').doNothing())
      .execute();
  }

  findWallet(userId: string): Promise<LedgerAccountRow | undefined> {
    return this.db
      .selectFrom('ledger_accounts')
      .selectAll()
      .where('user_id', '=', userId)
      .executeTakeFirst();
  }

  /** Locks the user's wallet row until the transaction ends: its money moves one at a time. */
  lockWallet(userId: string): Promise<LedgerAccountRow | undefined> {
    return this.db
      .selectFrom('ledger_accounts')
      .selectAll()
      .where('user_id', '=', userId)
      .forUpdate()
      .executeTakeFirst();
  }

  systemAccount(kind: SystemAccountKind): Promise<LedgerAccountRow> {
    return this.db
      .selectFrom('ledger_accounts')
      .selectAll()
      .where('kind', '=', kind)
      .where('user_id', 'is', null)
      .executeTakeFirstOrThrow();
  }

  /** Σ of the account's entries: what its stored balance must be. */
  async entriesTotal(accountId: string): Promise<bigint> {
    const { total } = await this.db
      .selectFrom('ledger_entries')
      .select(sql<string>`coalesce(sum(amount), 0)`.as('total'))
      .where('account_id', '=', accountId)
      .executeTakeFirstOrThrow();
    return BigInt(total);
  }

  createTransaction(kind: LedgerTransactionKind, memo: string | null = null) {
    return this.db
      .insertInto('ledger_transactions')
      .values({ kind, memo })
      .returning(['id', 'created_at'])
      .executeTakeFirstOrThrow();
  }

  /**
   * Moves each leg's amount into its account and appends the entries continuing each
   * account's chain. Accounts are updated one statement each, in the order given: callers
   * keep one lock order (the wallet first, then system accounts) so transfers can't deadlock.
   * A leg that would take a wallet below zero fails the balance CHECK.
   */
  async applyLegs(transactionId: string, legs: readonly LedgerLeg[]): Promise<void> {
    const entries = [];
    for (const leg of legs) {
      const moved = await this.db
        .updateTable('ledger_accounts')
        .set({
          balance: sql`balance + ${leg.amount.toString()}::bigint`,
          version: sql`version + 1`,
          updated_at: sql`now()`,
        })
        .where('id', '=', leg.accountId)
        .returning(['balance', 'version'])
        .executeTakeFirstOrThrow();
      entries.push({
        transaction_id: transactionId,
        account_id: leg.accountId,
        amount: leg.amount.toString(),
        balance_after: moved.balance,
        account_version: moved.version,
      });
    }
    await this.db.insertInto('ledger_entries').values(entries).execute();
  }

  /** Accounts whose stored balance is not the sum of their entries (should be none). */
  findInconsistent(): Promise<InconsistentAccount[]> {
    return this.db
      .selectFrom('ledger_accounts as a')
      .leftJoin('ledger_entries as e', 'e.account_id', 'a.id')
      .select([
        'a.id',
        'a.kind',
        'a.user_id',
        'a.balance',
        sql<string>`coalesce(sum(e.amount), 0)`.as('entries_total'),
      ])
      .groupBy('a.id')
      .having(sql<boolean>`a.balance <> coalesce(sum(e.amount), 0)`)
      .execute();
  }

  /** Transactions whose entries don't sum to zero (should be none). */
  findUnbalancedTransactions(): Promise<{ transaction_id: string; total: string }[]> {
    return this.db
      .selectFrom('ledger_entries')
      .select(['transaction_id', sql<string>`sum(amount)`.as('total')])
      .groupBy('transaction_id')
      .having(sql<boolean>`sum(amount) <> 0`)
      .execute();
  }
}
