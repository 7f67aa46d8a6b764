import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  // A step-up: a signed-in session asks for a fresh second factor before an operator's money
  // action. Its code upgrades that one session, named by the token id it was asked from.
  await db.schema
    .alterTable('two_factor_attempts')
    .dropConstraint('two_factor_attempts_purpose_check')
    .execute();
  await db.schema
    .alterTable('two_factor_attempts')
    .addCheckConstraint(
      'two_factor_attempts_purpose_check',
      sql`purpose in ('login', 'enable', 'step_up')`,
    )
    .execute();
  await db.schema.alterTable('two_factor_attempts').addColumn('session_jti', 'uuid').execute();
  await db.schema
    .alterTable('two_factor_attempts')
    .addCheckConstraint(
      'two_factor_attempts_step_up_session',
      sql`(purpose = 'step_up') = (session_jti is not null)`,
    )
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('two_factor_attempts').where('purpose', '=', 'step_up').execute();
  await db.schema
    .alterTable('two_factor_attempts')
    .dropConstraint('two_factor_attempts_step_up_session')
    .execute();
  await db.schema.alterTable('two_factor_attempts').dropColumn('session_jti').execute();
  await db.schema
    .alterTable('two_factor_attempts')
    .dropConstraint('two_factor_attempts_purpose_check')
    .execute();
  await db.schema
    .alterTable('two_factor_attempts')
    .addCheckConstraint('two_factor_attempts_purpose_check', sql`purpose in ('login', 'enable')`)
    .execute();
}
