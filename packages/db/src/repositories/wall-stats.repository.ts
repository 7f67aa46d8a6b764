import type { DbExecutor } from '../database.ts';

/** Figures about the wall the operators' console shows. */
export class WallStatsRepository {
  private readonly db: DbExecutor;

  constructor(db: DbExecutor) {
    this.db = db;
  }

  /** Wishes published at or after `since` (read from the wall's published_at index). */
  async countPublishedSince(since: Date): Promise<number> {
    const { count } = await this.db
      .selectFrom('wishes')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('status', '=', 'published')
      .where('published_at', '>=', since)
      .executeTakeFirstOrThrow();
    return Number(count);
  }
}
