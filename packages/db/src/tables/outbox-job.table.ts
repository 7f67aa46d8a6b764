import type { Selectable } from 'kysely';

/** A job an outbox event started, until its handler succeeded (decision 0018). */
export interface OutboxJobTable {
  /** `outbox.event_id` of the event that started the job. */
  event_id: string;
  job_name: string;
  /** When it was last handed to BullMQ: by the relay, or again by the sweep. */
  enqueued_at: Date;
  /** When its handler succeeded; a job done is never run again. */
  completed_at: Date | null;
}

export type OutboxJobRow = Selectable<OutboxJobTable>;
