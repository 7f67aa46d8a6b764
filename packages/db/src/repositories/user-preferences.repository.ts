import type { DbExecutor } from '../database.ts';
import type { UserPreferencesRow } from '../tables/user-preferences.table.ts';

export type PreferencesValues = Omit<UserPreferencesRow, 'user_id' | 'updated_at'>;

export class UserPreferencesRepository {
  private readonly db: DbExecutor;

  constructor(db: DbExecutor) {
    this.db = db;
  }

  /** The user's preferences, created with the defaults on first read. */
  async get(userId: string): Promise<UserPreferencesRow> {
    await this.db
      .insertInto('user_preferences')
      .values({ user_id: userId })
      .onConflict((oc) => oc.column('user_id').doNothing())
      .execute();
    return this.db
      .selectFrom('user_preferences')
      .selectAll()
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
  }

  save(userId: string, values: PreferencesValues) {
    const row = { ...values, user_id: userId, updated_at: new Date() };
    return this.db
      .insertInto('user_preferences')
      .values(row)
      .onConflict((oc) => oc.column('user_id').doUpdateSet(row))
      .returningAll()
      .executeTakeFirstOrThrow();
  }
}
