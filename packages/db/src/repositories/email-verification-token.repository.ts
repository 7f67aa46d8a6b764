import type { DbExecutor } from '../database.ts';
import type {
  EmailVerificationTokenRow,
  NewEmailVerificationToken,
} from '../tables/email-verification-token.table.ts';

export class EmailVerificationTokenRepository {
  private readonly db: DbExecutor;

  constructor(db: DbExecutor) {
    this.db = db;
  }

  create(values: NewEmailVerificationToken) {
    return this.db
      .insertInto('email_verification_tokens')
      .values(values)
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  findByHash(tokenHash: string): Promise<EmailVerificationTokenRow | undefined> {
    return this.db
      .selectFrom('email_verification_tokens')
      .selectAll()
      .where('token_hash', '=', tokenHash)
      .executeTakeFirst();
  }

  /** Marks the token used unless it was used or expired: one caller wins a race. */
  consume(id: string, at: Date): Promise<EmailVerificationTokenRow | undefined> {
    return this.db
      .updateTable('email_verification_tokens')
      .set({ used_at: at })
      .where('id', '=', id)
      .where('used_at', 'is', null)
      .where('expires_at', '>', at)
      .returningAll()
      .executeTakeFirst();
  }
}
