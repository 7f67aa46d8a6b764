import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';
import type { DomainEvent } from '@wishwall/contracts/domain-events';

/** Transactional outbox: domain events committed with the change that caused them. */
export interface OutboxTable {
  id: Generated<string>;
  type: DomainEvent['type'];
  payload: ColumnType<DomainEvent['payload'], string, never>;
  created_at: ColumnType<Date, Date | undefined, never>;
  /** Set once the relay has handed the event to Redis. */
  relayed_at: Date | null;
}

export type OutboxRow = Selectable<OutboxTable>;
export type NewOutboxRow = Insertable<OutboxTable>;
