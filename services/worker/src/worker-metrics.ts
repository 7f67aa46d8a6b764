import { Gauge, type Registry } from 'prom-client';
import { createMetricsRegistry } from '@wishwall/config/metrics';
import type { Db } from '@wishwall/db/database';
import { OutboxRepository } from '@wishwall/db/repositories/outbox.repository';
import type { JobQueues } from '@wishwall/events/job-queues';

const JOB_STATES = ['waiting', 'active', 'delayed', 'prioritized', 'failed', 'completed'] as const;

/**
 * The worker's Prometheus metrics, read when scraped: BullMQ job counts by queue and state,
 * outbox lag (age of the oldest unrelayed event) and backlog, the Node defaults.
 */
export function createWorkerMetrics({ db, queues }: { db: Db; queues: JobQueues }): Registry {
  const registry = createMetricsRegistry('worker');
  new Gauge({
    name: 'wishwall_bullmq_jobs',
    help: 'BullMQ jobs by queue and state',
    labelNames: ['queue', 'state'],
    registers: [registry],
    async collect() {
      for (const [name, queue] of queues) {
        const counts = await queue.getJobCounts(...JOB_STATES);
        for (const state of JOB_STATES) this.set({ queue: name, state }, counts[state] ?? 0);
      }
    },
  });
  const outbox = new OutboxRepository(db);
  new Gauge({
    name: 'wishwall_outbox_lag_seconds',
    help: 'Age of the oldest outbox event not yet relayed (0 when none waits)',
    registers: [registry],
    async collect() {
      const oldest = await outbox.oldestPendingAt();
      this.set(oldest ? Math.max(0, (Date.now() - oldest.getTime()) / 1000) : 0);
    },
  });
  new Gauge({
    name: 'wishwall_outbox_pending',
    help: 'Outbox events not yet relayed',
    registers: [registry],
    async collect() {
      this.set(await outbox.countPending());
    },
  });
  return registry;
}
