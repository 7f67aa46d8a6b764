import type { DbExecutor } from '../database.ts';
import type {
  AccountLinkPurpose,
  AccountLinkTokenRow,
  NewAccountLinkToken,
} from '../tables/account-link-token.table.ts';

/** Mailed links that act on an account without a session (docs/product.md#password-reset). */
export class AccountLinkTokenRepository {
  private readonly db: DbExecutor;

  constructor(db: DbExecutor) {
    this.db = db;
  }

  create(values: NewAccountLinkToken) {
    return this.db
      .insertInto('account_link_tokens')
      .values(values)
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  /**
   * Marks the link of `purpose` with this hash used unless it was used or expired: of any
   * number of openings at once, one gets the row and every other gets undefined.
   */
  consume(
    purpose: AccountLinkPurpose,
    tokenHash: string,
    at: Date,
  ): Promise<AccountLinkTokenRow | undefined> {
    return this.db
      .updateTable('account_link_tokens')
      .set({ used_at: at })
      .where('token_hash', '=', tokenHash)
      .where('purpose', '=', purpose)
      .where('used_at', 'is', null)
      .where('expires_at', '>', at)
      .returningAll()
      .executeTakeFirst();
  }

  /** Spends every open link of `purpose` the user holds: one that was used voids its siblings. */
  async voidOpen(userId: string, purpose: AccountLinkPurpose, at: Date): Promise<void> {
    await this.db
      .updateTable('account_link_tokens')
      .set({ used_at: at })
      .where('user_id', '=', userId)
      .where('purpose', '=', purpose)
      .where('used_at', 'is', null)
      .execute();
  }
}
