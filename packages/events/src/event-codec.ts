import type { DomainEventEnvelope } from '@wishwall/contracts/domain-events';

/** Events travel as one JSON field named `event` in each stream entry. */
export const EVENT_FIELD = 'event';

export function encodeEvent(event: DomainEventEnvelope): string {
  return JSON.stringify(event);
}

export function decodeEvent(fields: readonly string[]): DomainEventEnvelope | undefined {
  for (let i = 0; i + 1 < fields.length; i += 2) {
    if (fields[i] === EVENT_FIELD)
      return JSON.parse(fields[i + 1] as string) as DomainEventEnvelope;
  }
  return undefined;
}
