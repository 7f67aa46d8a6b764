import { sql } from 'kysely';
import type { DbExecutor } from '../database.ts';
import type { LedgerTransactionKind } from '../tables/ledger-transaction.table.ts';
import type { WithdrawalRow } from '../tables/withdrawal.table.ts';

/** A statement line with what it is about; bigint columns arrive as text. */
export interface StatementLineRow {
  id: string;
  transaction_id: string;
  kind: LedgerTransactionKind;
  amount: string;
  balance_after: string;
  created_at: Date;
  memo: string | null;
  referral_step: string | null;
  referred_user_name: string | null;
  referred_user_closed: boolean | null;
  gift_receiver_email: string | null;
  gift_receiver_user_id: string | null;
  gift_used_at: Date | null;
  gift_returned_at: Date | null;
  gift_receiver_closed: boolean | null;
  withdrawal_id: string | null;
  withdrawal_amount: string | null;
  withdrawal_status: WithdrawalRow['status'] | null;
  withdrawal_rejection_reason: string | null;
  withdrawal_destination: string | null;
  withdrawal_payout_item_id: string | null;
  withdrawal_reversed: boolean | null;
}

/**
 * The wallet's statement (docs/product.md#statement), read from the ledger itself: every entry
 * of the user's wallet with the balance after it, plus each payout of the user's held
 * withdrawals (a movement between system accounts, so a line that moves nothing of the wallet:
 * it carries the balance of the wallet entry before it). Lines are in ledger-transaction order;
 * a wallet's transactions are created under its row lock, so that is also its entries' order.
 */
export class WalletStatementRepository {
  private readonly db: DbExecutor;

  constructor(db: DbExecutor) {
    this.db = db;
  }

  async list(
    userId: string,
    kinds: readonly LedgerTransactionKind[],
    limit: number,
    offset: number,
  ): Promise<StatementLineRow[]> {
    const { rows } = await sql<StatementLineRow>`
      with wallet as (
        select id from ledger_accounts where user_id = ${userId}
      ),
      lines as (
        select 'e' || e.id as id, t.id as transaction_id, t.kind, e.amount, e.balance_after,
               e.created_at, t.memo
          from ledger_entries e
          join ledger_transactions t on t.id = e.transaction_id
         where e.account_id = (select id from wallet)
        union all
        select 't' || t.id, t.id, t.kind, 0,
               coalesce((select p.balance_after from ledger_entries p
                          where p.account_id = (select id from wallet) and p.transaction_id < t.id
                          order by p.account_version desc limit 1), 0),
               t.created_at, t.memo
          from withdrawals w
          join ledger_transactions t on t.id = w.settle_transaction_id
         where w.user_id = ${userId} and t.kind = 'withdrawal_payout'
      )
      select l.id, l.transaction_id::text, l.kind, l.amount::text, l.balance_after::text,
             l.created_at, l.memo,
             r.reason as referral_step, ru.name as referred_user_name,
             ru.closed_at is not null as referred_user_closed,
             g.receiver_email as gift_receiver_email,
             g.receiver_user_id::text as gift_receiver_user_id, g.used_at as gift_used_at,
             g.returned_at as gift_returned_at, gu.closed_at is not null as gift_receiver_closed,
             w.id::text as withdrawal_id, w.amount::text as withdrawal_amount,
             w.status as withdrawal_status, w.destination_email as withdrawal_destination,
             w.payout_item_id as withdrawal_payout_item_id,
             w.reversal_transaction_id is not null as withdrawal_reversed,
             (select a.after ->> 'reason' from admin_audit a
               where a.record_type = 'withdrawal' and a.record_id = w.id::text
                 and a.action = 'withdrawal.reject'
               order by a.id desc limit 1) as withdrawal_rejection_reason
        from lines l
        left join referral_rewards r on r.transaction_id = l.transaction_id
        left join users ru on ru.id = r.referred_user_id
        left join gifted_wishes g on g.purchase_transaction_id = l.transaction_id
                                  or g.return_transaction_id = l.transaction_id
        left join users gu on gu.id = g.receiver_user_id
        left join withdrawals w on w.user_id = ${userId}
              and (w.hold_transaction_id = l.transaction_id
                   or w.settle_transaction_id = l.transaction_id
                   or w.reversal_transaction_id = l.transaction_id)
       where l.kind = any(${sql.val(kinds)}::text[])
       order by l.transaction_id desc
       limit ${limit} offset ${offset}`.execute(this.db);
    return rows;
  }
}
