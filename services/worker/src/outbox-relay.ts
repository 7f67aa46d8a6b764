import pg from 'pg';
import type { DomainEventEnvelope } from '@wishwall/contracts/domain-events';
import type { Db, DbExecutor } from '@wishwall/db/database';
import {
  OutboxJobRepository,
  type OutboxJobKey,
} from '@wishwall/db/repositories/outbox-job.repository';
import { OutboxRepository } from '@wishwall/db/repositories/outbox.repository';
import type { OutboxRow } from '@wishwall/db/tables/outbox.table';
import type { EventJobEnqueuer } from '@wishwall/events/event-job-enqueuer';
import type { EventStreamWriter } from '@wishwall/events/event-stream-writer';

export interface RelayTargets {
  stream: EventStreamWriter;
  enqueueJobs: EventJobEnqueuer;
}

const BATCH_SIZE = 200;

export function toEnvelope(row: OutboxRow): DomainEventEnvelope {
  return {
    id: row.event_id,
    type: row.type,
    payload: row.payload,
    occurredAt: row.created_at.toISOString(),
  } as DomainEventEnvelope;
}

/**
 * Hands one batch of committed events to Redis inside `trx`, and marks them relayed when
 * `trx` commits. If the process dies before that commit, the rows stay pending and the next
 * relay hands them over again; the stream writer and BullMQ's job ids make that a no-op.
 */
export async function relayBatch(trx: DbExecutor, targets: RelayTargets): Promise<number> {
  const outbox = new OutboxRepository(trx);
  const rows = await outbox.claimPending(BATCH_SIZE);
  const jobs: OutboxJobKey[] = [];
  for (const row of rows) {
    const event = toEnvelope(row);
    await targets.stream.appendOnce(event);
    for (const jobName of await targets.enqueueJobs(event))
      jobs.push({ eventId: row.event_id, jobName });
  }
  const at = new Date();
  // Each job stays on record until it completes: the sweep hands it over again if Redis lost it.
  await new OutboxJobRepository(trx).recordEnqueued(jobs, at);
  await outbox.markRelayed(
    rows.map((row) => row.id),
    at,
  );
  return rows.length;
}

export interface OutboxRelayOptions {
  db: Db;
  databaseUrl: string;
  targets: RelayTargets;
  pollMs: number;
  onError: (error: unknown) => void;
}

/**
 * Runs `relayBatch` whenever Postgres notifies that events committed, and on a timer in case
 * a notification was missed (the listening connection dropped, say).
 */
export class OutboxRelay {
  private readonly options: OutboxRelayOptions;
  private listener: pg.Client | undefined;
  private timer: NodeJS.Timeout | undefined;
  private running = false;
  private draining: Promise<void> | undefined;
  private wakeAgain = false;

  constructor(options: OutboxRelayOptions) {
    this.options = options;
  }

  async start(): Promise<void> {
    this.running = true;
    await this.listen();
    this.timer = setInterval(() => this.wake(), this.options.pollMs);
    this.wake();
  }

  async stop(): Promise<void> {
    this.running = false;
    clearInterval(this.timer);
    await this.draining;
    await this.listener?.end().catch(() => {});
  }

  /** Relays until no event is pending; concurrent wake-ups fold into one more pass. */
  wake(): void {
    if (!this.running) return;
    if (this.draining) {
      this.wakeAgain = true;
      return;
    }
    this.draining = this.drain().finally(() => {
      this.draining = undefined;
      if (this.wakeAgain) {
        this.wakeAgain = false;
        this.wake();
      }
    });
  }

  private async drain(): Promise<void> {
    try {
      while (this.running) {
        const relayed = await this.options.db
          .transaction()
          .execute((trx) => relayBatch(trx, this.options.targets));
        if (relayed < BATCH_SIZE) break;
      }
    } catch (error) {
      this.options.onError(error);
    }
  }

  private async listen(): Promise<void> {
    const client = new pg.Client({ connectionString: this.options.databaseUrl });
    client.on('notification', () => this.wake());
    client.on('error', (error: Error) => {
      this.listener = undefined;
      if (!this.running) return;
      this.options.onError(error);
      // Reconnect the listener; the poll timer covers the gap.
      setTimeout(() => void (this.running && this.listen().catch(this.options.onError)), 1000);
    });
    await client.connect();
    await client.query('listen outbox');
    this.listener = client;
  }
}
