/**
 * Every Redis key Wishwall uses, under one prefix so deployments and test files sharing a
 * Redis never see each other's data.
 */
export function redisKeys(prefix: string) {
  return {
    /** Redis Stream of domain events, read by every gateway. */
    eventStream: `${prefix}:events`,
    /** Marker that an outbox event already reached the stream (relay de-duplication). */
    relayedMarker: (eventId: string) => `${prefix}:events:relayed:${eventId}`,
    /** Pub/sub channel on which API processes tell each other to forget cached sessions. */
    sessionInvalidation: `${prefix}:session-invalidation`,
    /** A console overview socket's single-use ticket, by the ticket's SHA-256 (hex). */
    overviewTicket: (ticketHash: string) => `${prefix}:overview-ticket:${ticketHash}`,
    /** BullMQ's own key prefix. */
    bullPrefix: `${prefix}:bull`,
  };
}
export type RedisKeys = ReturnType<typeof redisKeys>;
