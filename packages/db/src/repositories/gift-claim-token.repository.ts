import type { DbExecutor } from '../database.ts';
import type { NewGiftClaimToken } from '../tables/gift-claim-token.table.ts';

export class GiftClaimTokenRepository {
  private readonly db: DbExecutor;

  constructor(db: DbExecutor) {
    this.db = db;
  }

  async create(values: NewGiftClaimToken): Promise<void> {
    await this.db.insertInto('gift_claim_tokens').values(values).execute();
  }

  /**
   * Spends the token unless it was used or expired, or its gift was used or went to an
   * account meanwhile: one caller wins a race. Answers the address the gift waits at.
   */
  async consume(tokenHash: string, at: Date): Promise<{ receiver_email: string } | undefined> {
    return this.db
      .updateTable('gift_claim_tokens as t')
      .from('gifted_wishes as g')
      .set({ used_at: at })
      .whereRef('g.id', '=', 't.gift_id')
      .where('t.token_hash', '=', tokenHash)
      .where('t.used_at', 'is', null)
      .where('t.expires_at', '>', at)
      .where('g.used_at', 'is', null)
      .where('g.receiver_user_id', 'is', null)
      .returning('g.receiver_email')
      .executeTakeFirst();
  }
}
