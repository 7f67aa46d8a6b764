import { sql, type Kysely } from 'kysely';
import type { Database } from './database.ts';
import { describe, expect, it } from 'vitest';
import { createUser } from '@wishwall/testing/fixtures';
import { useTestContext } from '@wishwall/testing/use-test-context';
import { down, up } from './migrations/2026-11-26T03-00-00-payout-rechecks.ts';

const ctx = useTestContext();

/**
 * A ledger transaction made `daysAgo` days ago, without its entries (the balance check is a
 * trigger, off in `trx`); its id.
 */
async function transaction(trx: Kysely<Database>, kind: string, daysAgo: number) {
  const { rows } = await sql<{ id: string }>`insert into ledger_transactions (kind, created_at)
    values (${kind}, now() - make_interval(days => ${daysAgo})) returning id`.execute(trx);
  return rows[0]!.id;
}

/** A withdrawal as a database before the migration holds it; its id. */
async function withdrawal(fields: {
  status: 'paid' | 'approved';
  paidDaysAgo?: number;
  batch?: boolean;
  reversed?: boolean;
}): Promise<string> {
  const user = await createUser(ctx.db);
  return ctx.db.transaction().execute(async (trx) => {
    await sql`set local session_replication_role = replica`.execute(trx);
    const hold = await transaction(trx, 'withdrawal_hold', 0);
    const settle =
      fields.paidDaysAgo === undefined
        ? null
        : await transaction(trx, 'withdrawal_payout', fields.paidDaysAgo);
    const reversal = fields.reversed ? await transaction(trx, 'withdrawal_reversal', 0) : null;
    const { rows } = await sql<{ id: string }>`insert into withdrawals
        (user_id, amount, status, hold_transaction_id, settle_transaction_id, payout_batch_id,
         reversal_transaction_id)
      values (${user.id}, 12500000, ${fields.status}, ${hold}, ${settle},
        ${fields.batch ? 'BATCH' : null}, ${reversal})
      returning id`.execute(trx);
    return rows[0]!.id;
  });
}

describe('migration 2026-11-26T03-00-00-payout-rechecks', () => {
  it('dates paid requests by their settlement and makes due those PayPal paid within 180 days', async () => {
    await down(ctx.db);
    const recent = await withdrawal({ status: 'paid', paidDaysAgo: 3, batch: true });
    const old = await withdrawal({ status: 'paid', paidDaysAgo: 200, batch: true });
    const byHand = await withdrawal({ status: 'paid', paidDaysAgo: 3 });
    const reversed = await withdrawal({
      status: 'paid',
      paidDaysAgo: 3,
      batch: true,
      reversed: true,
    });
    const waiting = await withdrawal({ status: 'approved' });

    await up(ctx.db);

    const rows = Object.fromEntries(
      (
        await ctx.db
          .selectFrom('withdrawals')
          .select(['id', 'paid_at', 'payout_next_check_at'])
          .execute()
      ).map((row) => [row.id, row]),
    );
    const daysAgo = (date: Date | null | undefined) =>
      date ? Math.round((Date.now() - date.getTime()) / (24 * 3600_000)) : null;
    expect(daysAgo(rows[recent]?.paid_at)).toBe(3);
    expect(daysAgo(rows[old]?.paid_at)).toBe(200);
    expect(daysAgo(rows[byHand]?.paid_at)).toBe(3);
    expect(rows[waiting]?.paid_at).toBeNull();
    expect(rows[recent]?.payout_next_check_at?.getTime()).toBeLessThanOrEqual(Date.now());
    for (const notChecked of [old, byHand, reversed, waiting]) {
      expect(rows[notChecked]?.payout_next_check_at).toBeNull();
    }
  });
});
