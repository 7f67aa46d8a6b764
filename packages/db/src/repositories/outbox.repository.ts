import { v7 as uuidv7 } from 'uuid';
import type { DomainEvent } from '@wishwall/contracts/domain-events';
import type { DbExecutor } from '../database.ts';
import type { OutboxRow } from '../tables/outbox.table.ts';

export class OutboxRepository {
  private readonly db: DbExecutor;

  constructor(db: DbExecutor) {
    this.db = db;
  }

  /**
   * Records an event; call it with the transaction that makes the change it describes. Its id
   * is a UUIDv7, unique on its own: Redis may hold markers and jobs of another database's
   * events, or of this one's before a restore (decision 0038).
   */
  add(event: DomainEvent): Promise<OutboxRow> {
    return this.db
      .insertInto('outbox')
      .values({ event_id: uuidv7(), type: event.type, payload: JSON.stringify(event.payload) })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  /**
   * Oldest unrelayed events, locked for this transaction; rows another relay holds are
   * skipped, so several relays share the work without handing an event over twice at once.
   * The lock is `for no key update`, all that setting `relayed_at` needs: a job of the batch
   * that completes meanwhile checks its `outbox_jobs` row's reference to the event with a key
   * share lock, which a `for update` lock would make wait while the batch then waits for that
   * row (a deadlock each time, until Postgres's deadlock timeout broke it).
   */
  claimPending(limit: number): Promise<OutboxRow[]> {
    return this.db
      .selectFrom('outbox')
      .selectAll()
      .where('relayed_at', 'is', null)
      .orderBy('id')
      .limit(limit)
      .forNoKeyUpdate()
      .skipLocked()
      .execute();
  }

  async markRelayed(ids: readonly string[], at: Date): Promise<void> {
    if (ids.length === 0) return;
    await this.db.updateTable('outbox').set({ relayed_at: at }).where('id', 'in', ids).execute();
  }

  async countPending(): Promise<number> {
    const { count } = await this.db
      .selectFrom('outbox')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('relayed_at', 'is', null)
      .executeTakeFirstOrThrow();
    return Number(count);
  }

  /** When the oldest unrelayed event was committed; undefined when all are relayed. */
  async oldestPendingAt(): Promise<Date | undefined> {
    const row = await this.db
      .selectFrom('outbox')
      .select('created_at')
      .where('relayed_at', 'is', null)
      .orderBy('id')
      .limit(1)
      .executeTakeFirst();
    return row?.created_at;
  }
}
