import { sql, type Kysely } from 'kysely';

const CAPTURED = `'paid', 'duplicate', 'refunded', 'refund_failed'`;

export async function up(db: Kysely<any>): Promise<void> {
  // A captured payment that did not publish its wish (the wish or another of the user's was
  // already published) is a duplicate, refunded by the `payments.refund` job
  // (docs/decisions/0015-duplicate-payments-and-refunds.md).
  await sql`alter table payments drop constraint payments_status_check`.execute(db);
  await sql`alter table payments drop constraint payments_paid_with_time`.execute(db);
  await sql
    .raw(
      `
    alter table payments
      add constraint payments_status_check
        check (status in ('pending', 'expired', 'failed', ${CAPTURED})),
      add constraint payments_paid_with_time check ((status in (${CAPTURED})) = (paid_at is not null))
  `,
    )
    .execute(db);
  await db.schema
    .alterTable('payments')
    // What a refund names at the provider: a Stripe PaymentIntent, a PayPal capture.
    .addColumn('capture_id', 'text')
    .addColumn('refund_reference', 'text')
    .addColumn('refunded_at', 'timestamptz')
    .execute();
  await db.schema
    .alterTable('payments')
    .addCheckConstraint(
      'payments_refunded_with_time',
      sql`(status = 'refunded') = (refunded_at is not null)`,
    )
    .execute();

  // The sandbox expires a checkout when a newer one starts for its wish, and records refunds.
  await sql`alter table sandbox_checkouts drop constraint sandbox_checkouts_status_check`.execute(
    db,
  );
  await sql`
    alter table sandbox_checkouts add constraint sandbox_checkouts_status_check
      check (status in ('open', 'paid', 'cancelled', 'expired', 'refunded'))`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table sandbox_checkouts drop constraint sandbox_checkouts_status_check`.execute(
    db,
  );
  await sql`
    alter table sandbox_checkouts add constraint sandbox_checkouts_status_check
      check (status in ('open', 'paid', 'cancelled'))`.execute(db);
  await db.schema.alterTable('payments').dropConstraint('payments_refunded_with_time').execute();
  await db.schema
    .alterTable('payments')
    .dropColumn('refunded_at')
    .dropColumn('refund_reference')
    .dropColumn('capture_id')
    .execute();
  await sql`alter table payments drop constraint payments_status_check`.execute(db);
  await sql`alter table payments drop constraint payments_paid_with_time`.execute(db);
  await sql`
    alter table payments
      add constraint payments_status_check
        check (status in ('pending', 'paid', 'expired', 'failed')),
      add constraint payments_paid_with_time check ((status = 'paid') = (paid_at is not null))
  `.execute(db);
}
