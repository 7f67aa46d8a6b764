import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';
import type { DomainEvent } from '@wishwall/contracts/domain-events';

/** Transactional outbox: domain events committed with the change that caused them. */
export interface OutboxTable {
  /**
   * The order events were written in this database, and no more: a new database starts it
   * again and a restored backup takes it back, so nothing outside Postgres may carry it.
   */
  id: Generated<string>;
  /** The event's identity everywhere (stream, Redis markers, job ids): a UUIDv7 (decision 0038). */
  event_id: string;
  type: DomainEvent['type'];
  payload: ColumnType<DomainEvent['payload'], string, never>;
  created_at: ColumnType<Date, Date | undefined, never>;
  /** Set once the relay has handed the event to Redis. */
  relayed_at: Date | null;
}

export type OutboxRow = Selectable<OutboxTable>;
export type NewOutboxRow = Insertable<OutboxTable>;
