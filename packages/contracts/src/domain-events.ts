/**
 * Domain events: written to the `outbox` table in the transaction that caused them, then
 * relayed to the Redis event stream (and, for job-triggering types, to a BullMQ queue).
 */
export interface WishPublishedEvent {
  type: 'wish.published';
  payload: {
    wishId: string;
    userId: string;
    numberSequence: number;
    publishedCount: number;
    /** Version of the published-wish counter after this publication. */
    counterVersion: number;
  };
}

export type DomainEvent = WishPublishedEvent;
export type DomainEventType = DomainEvent['type'];

/** An event as it travels on the stream: the outbox row id is its identity. */
export type DomainEventEnvelope<E extends DomainEvent = DomainEvent> = E & {
  id: string;
  occurredAt: string;
};
