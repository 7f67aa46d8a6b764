import type { DbExecutor } from '../database.ts';
import type { NewRevokedToken } from '../tables/revoked-token.table.ts';

/** Logged-out tokens; whether a token is among them is asked with its user (UserRepository). */
export class RevokedTokenRepository {
  private readonly db: DbExecutor;

  constructor(db: DbExecutor) {
    this.db = db;
  }

  async add(values: NewRevokedToken): Promise<void> {
    await this.db
      .insertInto('revoked_tokens')
      .values(values)
      .onConflict((oc) => oc.column('jti').doNothing())
      .execute();
  }

  /** Forgets up to `limit` tokens that have expired by `at`: they are refused anyway. */
  async deleteExpired(at: Date, limit: number): Promise<void> {
    await this.db
      .deleteFrom('revoked_tokens')
      .where('jti', 'in', (eb) =>
        eb.selectFrom('revoked_tokens').select('jti').where('expires_at', '<=', at).limit(limit),
      )
      .execute();
  }
}
