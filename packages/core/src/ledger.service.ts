import type { Transaction } from 'kysely';
import { AppError } from '@wishwall/contracts/app-error';
import type { Database, Db } from '@wishwall/db/database';
import {
  LedgerRepository,
  type InconsistentAccount,
} from '@wishwall/db/repositories/ledger.repository';
import type { SystemAccountKind } from '@wishwall/db/tables/ledger-account.table';
import type { LedgerTransactionKind } from '@wishwall/db/tables/ledger-transaction.table';
import type { Micros } from '@wishwall/domain/money';

/** A user's wallet, locked for the caller's transaction and checked against its entries. */
export interface LockedWallet {
  accountId: string;
  userId: string;
  balance: Micros;
}

export interface WalletState {
  balance: Micros;
  /** Bumped by every movement: live updates carry it so clients keep only the newest. */
  version: number;
  updatedAt: Date | null;
}

/** Amount leaving (−) or entering (+) the wallet; the system account takes the opposite. */
export interface WalletMovement {
  kind: LedgerTransactionKind;
  wallet: LockedWallet;
  amount: Micros;
  counterpart: SystemAccountKind;
  memo?: string;
}

export type InconsistencyAlert = (account: InconsistentAccount) => void;

/**
 * The double-entry ledger (decision 0020). Every movement is one ledger transaction whose
 * entries sum to zero; the database refuses anything else. Money-moving flows lock the wallet
 * first (`lockWallet`), decide, then post: the wallet row lock serialises a user's movements
 * and the balance CHECK is the last word against an overdraft.
 */
export class LedgerService {
  private readonly db: Db;
  private readonly alert: InconsistencyAlert;

  constructor(db: Db, alert: InconsistencyAlert) {
    this.db = db;
    this.alert = alert;
  }

  async wallet(userId: string): Promise<WalletState> {
    const account = await new LedgerRepository(this.db).findWallet(userId);
    return {
      balance: BigInt(account?.balance ?? 0),
      version: Number(account?.version ?? 0),
      updatedAt: account?.updated_at ?? null,
    };
  }

  /**
   * Opens the user's wallet if needed and locks it. A stored balance that isn't the sum of its
   * entries stops every movement on it (`wallet_inconsistent`) and raises an alert.
   */
  async lockWallet(trx: Transaction<Database>, userId: string): Promise<LockedWallet> {
    const ledger = new LedgerRepository(trx);
    await ledger.ensureWallet(userId);
    const account = await ledger.lockWallet(userId);
    if (!account) throw new Error(`wallet of user ${userId} vanished`);
    const entriesTotal = await ledger.entriesTotal(account.id);
    if (entriesTotal !== BigInt(account.balance)) {
      this.alert({ ...account, entries_total: entriesTotal.toString() });
      throw new AppError('wallet_inconsistent', 'Wallet inconsistent');
    }
    return { accountId: account.id, userId, balance: BigInt(account.balance) };
  }

  /** Posts one movement between a locked wallet and a system account; returns its id. */
  async move(trx: Transaction<Database>, movement: WalletMovement): Promise<string> {
    const ledger = new LedgerRepository(trx);
    const counterpart = await ledger.systemAccount(movement.counterpart);
    const transaction = await ledger.createTransaction(movement.kind, movement.memo ?? null);
    await ledger.applyLegs(transaction.id, [
      { accountId: movement.wallet.accountId, amount: movement.amount },
      { accountId: counterpart.id, amount: -movement.amount },
    ]);
    movement.wallet.balance += movement.amount;
    return transaction.id;
  }

  /** Posts a movement between two system accounts (a held withdrawal paid out, say). */
  async moveBetweenSystemAccounts(
    trx: Transaction<Database>,
    kind: LedgerTransactionKind,
    from: SystemAccountKind,
    to: SystemAccountKind,
    amount: Micros,
  ): Promise<string> {
    const ledger = new LedgerRepository(trx);
    // One lock order for every transaction: system accounts by id.
    const [source, target] = await Promise.all([
      ledger.systemAccount(from),
      ledger.systemAccount(to),
    ]);
    const transaction = await ledger.createTransaction(kind);
    const legs = [
      { accountId: source.id, amount: -amount },
      { accountId: target.id, amount },
    ].sort((a, b) => Number(BigInt(a.accountId) - BigInt(b.accountId)));
    await ledger.applyLegs(transaction.id, legs);
    return transaction.id;
  }

  /**
   * A withdrawal's hold settled (docs/decisions/0042-payouts-to-paypal.md): `paid` moves it to
   * withdrawals_paid; `released` gives it back to the wallet; `reversed` gives a paid one back.
   * Returns the ledger transaction's id.
   */
  async settleWithdrawal(
    trx: Transaction<Database>,
    withdrawal: { userId: string; amount: Micros },
    how: 'paid' | 'released' | 'reversed',
    memo?: string,
  ): Promise<string> {
    if (how === 'paid') {
      return this.moveBetweenSystemAccounts(
        trx,
        'withdrawal_payout',
        'withdrawals_held',
        'withdrawals_paid',
        withdrawal.amount,
      );
    }
    return this.move(trx, {
      kind: how === 'released' ? 'withdrawal_release' : 'withdrawal_reversal',
      wallet: await this.lockWallet(trx, withdrawal.userId),
      amount: withdrawal.amount,
      counterpart: how === 'released' ? 'withdrawals_held' : 'withdrawals_paid',
      ...(memo ? { memo: memo.slice(0, 500) } : {}),
    });
  }

  /** The periodic check: alerts on every account whose balance is not its entries' sum. */
  async checkConsistency(): Promise<InconsistentAccount[]> {
    const inconsistent = await new LedgerRepository(this.db).findInconsistent();
    for (const account of inconsistent) this.alert(account);
    return inconsistent;
  }
}
