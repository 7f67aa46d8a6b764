import type { DbExecutor } from '../database.ts';
import type {
  NewTwoFactorAttempt,
  TwoFactorAttemptRow,
  TwoFactorPurpose,
} from '../tables/two-factor-attempt.table.ts';

export class TwoFactorAttemptRepository {
  private readonly db: DbExecutor;

  constructor(db: DbExecutor) {
    this.db = db;
  }

  create(values: NewTwoFactorAttempt) {
    return this.db
      .insertInto('two_factor_attempts')
      .values(values)
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  findById(id: string): Promise<TwoFactorAttemptRow | undefined> {
    return this.db
      .selectFrom('two_factor_attempts')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
  }

  findByTokenHash(tokenHash: string): Promise<TwoFactorAttemptRow | undefined> {
    return this.db
      .selectFrom('two_factor_attempts')
      .selectAll()
      .where('attempt_token_hash', '=', tokenHash)
      .executeTakeFirst();
  }

  /** The user's newest unused attempt for `purpose`. */
  findOpen(userId: string, purpose: TwoFactorPurpose): Promise<TwoFactorAttemptRow | undefined> {
    return this.db
      .selectFrom('two_factor_attempts')
      .selectAll()
      .where('user_id', '=', userId)
      .where('purpose', '=', purpose)
      .where('used_at', 'is', null)
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
  }

  /**
   * A new code replaces the previous one, with a fresh expiry; the tries already spent stay
   * spent, so resending never buys more guesses.
   */
  setCode(id: string, codeHash: string, expiresAt: Date) {
    return this.db
      .updateTable('two_factor_attempts')
      .set({ code_hash: codeHash, code_expires_at: expiresAt })
      .where('id', '=', id)
      .where('used_at', 'is', null)
      .returningAll()
      .executeTakeFirst();
  }

  /**
   * Takes one of the attempt's `max` tries before a code is compared, atomically: concurrent
   * guesses can never together exceed `max`. Returns false when no try is left.
   */
  async takeTry(id: string, max: number): Promise<boolean> {
    const row = await this.db
      .updateTable('two_factor_attempts')
      .set((eb) => ({ failed_attempts: eb('failed_attempts', '+', 1) }))
      .where('id', '=', id)
      .where('used_at', 'is', null)
      .where('failed_attempts', '<', max)
      .returning('failed_attempts')
      .executeTakeFirst();
    return row !== undefined;
  }

  /**
   * Counts one more resend for an open attempt that has tries left, atomically: concurrent
   * resends can never together exceed `maxResends`. Returns false when none is left.
   */
  async takeResend(id: string, maxResends: number, maxTries: number): Promise<boolean> {
    const row = await this.db
      .updateTable('two_factor_attempts')
      .set((eb) => ({ resends: eb('resends', '+', 1) }))
      .where('id', '=', id)
      .where('used_at', 'is', null)
      .where('resends', '<', maxResends)
      .where('failed_attempts', '<', maxTries)
      .returning('resends')
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Marks the attempt used unless it already was: a code works once, even under a race. */
  consume(id: string, at: Date): Promise<TwoFactorAttemptRow | undefined> {
    return this.db
      .updateTable('two_factor_attempts')
      .set({ used_at: at })
      .where('id', '=', id)
      .where('used_at', 'is', null)
      .returningAll()
      .executeTakeFirst();
  }

  /** Voids the user's open attempts for `purpose` (a new one replaces them). */
  async voidOpen(userId: string, purpose: TwoFactorPurpose, at: Date): Promise<void> {
    await this.db
      .updateTable('two_factor_attempts')
      .set({ used_at: at })
      .where('user_id', '=', userId)
      .where('purpose', '=', purpose)
      .where('used_at', 'is', null)
      .execute();
  }
}
