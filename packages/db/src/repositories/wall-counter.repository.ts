import type { DbExecutor } from '../database.ts';
import type { WallCounterRow } from '../tables/wall-counter.table.ts';

export type WallCounter = Omit<WallCounterRow, 'id'>;

export class WallCounterRepository {
  private readonly db: DbExecutor;

  constructor(db: DbExecutor) {
    this.db = db;
  }

  get(): Promise<WallCounter> {
    return this.db
      .selectFrom('wall_counter')
      .select(['published_count', 'version'])
      .executeTakeFirstOrThrow();
  }

  /** Counts one more publication; the row lock orders concurrent publications. */
  increment(): Promise<WallCounter> {
    return this.db
      .updateTable('wall_counter')
      .set((eb) => ({
        published_count: eb('published_count', '+', 1),
        version: eb('version', '+', 1),
      }))
      .returning(['published_count', 'version'])
      .executeTakeFirstOrThrow();
  }
}
