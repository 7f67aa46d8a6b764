import type { DomainEventType } from './domain-events.ts';

/** BullMQ queue names (DESIGN.md §6). */
export const QueueName = {
  Mail: 'mail',
  Payments: 'payments',
  Rewards: 'rewards',
} as const;
export type QueueName = (typeof QueueName)[keyof typeof QueueName];

/**
 * Job names tied to their payload types. A capability that adds work to a queue adds its
 * job here, to `JOB_QUEUE` and, when a domain event starts it, to `JOBS_FOR_EVENT`; the
 * worker's registry then refuses to start until the job has exactly one handler.
 * No job exists yet: the first ones arrive with mail (accounts) and payments.
 */
export type JobPayloads = Record<never, never>;
export type JobName = keyof JobPayloads;

export const JOB_QUEUE: { readonly [N in JobName]: QueueName } = {};

/** Which domain events start which jobs; the outbox relay reads this. */
export const JOBS_FOR_EVENT: { readonly [T in DomainEventType]: readonly JobName[] } = {
  'wish.published': [],
};
