import { ErrorEnvelope } from '@wishwall/contracts/envelope';

/** The error statuses a route documents beside its 200, each answered in the envelope. */
export function errorResponses<const Status extends number>(
  ...statuses: Status[]
): Record<Status, typeof ErrorEnvelope> {
  return Object.fromEntries(statuses.map((status) => [status, ErrorEnvelope])) as Record<
    Status,
    typeof ErrorEnvelope
  >;
}
