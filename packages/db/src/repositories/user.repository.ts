import type { DbExecutor } from '../database.ts';
import type { NewUser } from '../tables/user.table.ts';

export class UserRepository {
  private readonly db: DbExecutor;

  constructor(db: DbExecutor) {
    this.db = db;
  }

  create(values: NewUser) {
    return this.db.insertInto('users').values(values).returningAll().executeTakeFirstOrThrow();
  }

  async count(): Promise<number> {
    const { count } = await this.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .executeTakeFirstOrThrow();
    return Number(count);
  }
}
