import { sql } from 'kysely';
import type { DbExecutor } from '../database.ts';
import type { NewUser, UserRow } from '../tables/user.table.ts';

export class UserRepository {
  private readonly db: DbExecutor;

  constructor(db: DbExecutor) {
    this.db = db;
  }

  create(values: NewUser) {
    return this.db.insertInto('users').values(values).returningAll().executeTakeFirstOrThrow();
  }

  findById(id: string): Promise<UserRow | undefined> {
    return this.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** E-mail addresses are unique case-insensitively (index on lower(email)). */
  findByEmail(email: string): Promise<UserRow | undefined> {
    return this.db
      .selectFrom('users')
      .selectAll()
      .where(sql<string>`lower(email)`, '=', email.toLowerCase())
      .executeTakeFirst();
  }

  findByReferralCode(code: string): Promise<UserRow | undefined> {
    return this.db
      .selectFrom('users')
      .selectAll()
      .where('referral_code', '=', code)
      .executeTakeFirst();
  }

  update(
    id: string,
    values: Partial<
      Pick<UserRow, 'name' | 'country_code' | 'avatar_url' | 'two_factor_enabled' | 'language'>
    >,
  ) {
    return this.db
      .updateTable('users')
      .set({ ...values, updated_at: new Date() })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  /** Sets a new password and invalidates every token issued before. */
  changePassword(id: string, passwordHash: string) {
    return this.db
      .updateTable('users')
      .set((eb) => ({
        password_hash: passwordHash,
        token_version: eb('token_version', '+', 1),
        updated_at: new Date(),
      }))
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  markEmailVerified(id: string, email: string, at: Date) {
    return this.db
      .updateTable('users')
      .set({ email, email_verified_at: at, updated_at: at })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  async count(): Promise<number> {
    const { count } = await this.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .executeTakeFirstOrThrow();
    return Number(count);
  }
}
