import type { DbExecutor } from '../database.ts';

/** An authenticator app's recovery codes, as keyed hashes; each works once. */
export class RecoveryCodeRepository {
  private readonly db: DbExecutor;

  constructor(db: DbExecutor) {
    this.db = db;
  }

  /** The account's codes become `hashes`: every earlier one stops working. */
  async replace(userId: string, hashes: readonly string[]): Promise<void> {
    await this.removeAll(userId);
    if (hashes.length === 0) return;
    await this.db
      .insertInto('recovery_codes')
      .values(hashes.map((code_hash) => ({ user_id: userId, code_hash })))
      .execute();
  }

  /** Uses the code up unless it was already used (or is not the account's). Atomic. */
  async use(userId: string, codeHash: string, at: Date): Promise<boolean> {
    const row = await this.db
      .updateTable('recovery_codes')
      .set({ used_at: at })
      .where('user_id', '=', userId)
      .where('code_hash', '=', codeHash)
      .where('used_at', 'is', null)
      .returning('id')
      .executeTakeFirst();
    return row !== undefined;
  }

  async countUnused(userId: string): Promise<number> {
    const row = await this.db
      .selectFrom('recovery_codes')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('user_id', '=', userId)
      .where('used_at', 'is', null)
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  async removeAll(userId: string): Promise<void> {
    await this.db.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
  }
}
