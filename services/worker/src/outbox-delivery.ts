import type { Logger } from 'pino';
import { JOB_QUEUE, JOBS_FOR_EVENT } from '@wishwall/contracts/queues';
import type { Db } from '@wishwall/db/database';
import { createEventJobEnqueuer } from '@wishwall/events/event-job-enqueuer';
import type { EventStreamWriter } from '@wishwall/events/event-stream-writer';
import type { JobQueues } from '@wishwall/events/job-queues';
import { OutboxJobSweep } from './outbox-job-sweep.ts';
import { OutboxRelay } from './outbox-relay.ts';

export interface OutboxDeliveryDeps {
  db: Db;
  /** The relay listens for the outbox's NOTIFY on a connection of its own. */
  databaseUrl: string;
  pollMs: number;
  queues: JobQueues;
  stream: EventStreamWriter;
  logger: Logger;
}

/**
 * How committed events leave Postgres (docs/architecture.md#relay): the relay appends them to
 * the stream and enqueues the jobs they start; the sweep hands again to BullMQ the jobs whose
 * completion Postgres has not recorded.
 */
export function createOutboxDelivery({
  db,
  databaseUrl,
  pollMs,
  queues,
  stream,
  logger,
}: OutboxDeliveryDeps) {
  const enqueueJobs = createEventJobEnqueuer(
    queues,
    JOBS_FOR_EVENT,
    (name) => JOB_QUEUE[name as never],
  );
  const relay = new OutboxRelay({
    db,
    databaseUrl,
    pollMs,
    targets: { stream, enqueueJobs },
    onError: (error) => logger.error({ err: error }, 'outbox relay failed; will retry'),
  });
  const sweep = new OutboxJobSweep({
    db,
    enqueueJobs,
    onError: (error) => logger.error({ err: error }, 'outbox job sweep failed; will retry'),
  });
  return { relay, sweep };
}
