import { Counter, Gauge, Histogram, type Registry } from 'prom-client';
import { addPoolMetrics, createMetricsRegistry } from '@wishwall/observability/metrics';
import { poolUseOf } from '@wishwall/db/create-db';
import type { Db } from '@wishwall/db/database';
import { OutboxRepository } from '@wishwall/db/repositories/outbox.repository';
import { ReactionDeltaRepository } from '@wishwall/db/repositories/reaction-delta.repository';
import { WithdrawalRepository } from '@wishwall/db/repositories/withdrawal.repository';
import type { JobQueues } from '@wishwall/events/job-queues';
import type { FoldRecord } from './reaction-aggregator.ts';

const JOB_STATES = ['waiting', 'active', 'delayed', 'prioritized', 'failed', 'completed'] as const;

const ageInSeconds = (since: Date | undefined) =>
  since ? Math.max(0, (Date.now() - since.getTime()) / 1000) : 0;

/**
 * The worker's Prometheus metrics, read when scraped: BullMQ job counts by queue and state,
 * outbox lag (age of the oldest unrelayed event) and backlog, aggregator fold lag (age of the
 * oldest unfolded reaction delta), payouts not sent (decision 0042), the Postgres pool, the Node
 * defaults.
 */
export function createWorkerMetrics({ db, queues }: { db: Db; queues: JobQueues }): Registry {
  const registry = createMetricsRegistry('worker');
  addPoolMetrics(registry, () => poolUseOf(db));
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
      this.set(ageInSeconds(await outbox.oldestPendingAt()));
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
  const deltas = new ReactionDeltaRepository(db);
  new Gauge({
    name: 'wishwall_aggregator_fold_lag_seconds',
    help: 'Age of the oldest reaction delta not yet folded into the counts (0 when none waits)',
    registers: [registry],
    async collect() {
      this.set(ageInSeconds(await deltas.oldestPendingAt()));
    },
  });
  const withdrawals = new WithdrawalRepository(db);
  new Gauge({
    name: 'wishwall_payouts_not_sent',
    help: 'Approved withdrawals an operator said "pay" to whose payout failed on our side (PayPal funds, PayPal down, keys); alert above 0',
    registers: [registry],
    async collect() {
      this.set(await withdrawals.countPayoutsNotSent());
    },
  });
  return registry;
}

/**
 * The aggregator's folds, counted as they run: `wishwall_aggregator_fold_duration_seconds`
 * (one observation per fold statement, labelled `outcome="folded"` when it folded at least
 * one delta and `"empty"` otherwise: the 25-ms polls that found nothing), and the deltas and
 * wish rows the folds consumed and updated. Returns what the aggregator calls after each fold.
 */
export function addFoldMetrics(registry: Registry): (fold: FoldRecord) => void {
  const duration = new Histogram({
    name: 'wishwall_aggregator_fold_duration_seconds',
    help: 'Duration of one fold statement, by outcome (folded: at least one delta; empty)',
    labelNames: ['outcome'],
    buckets: [0.00025, 0.0005, 0.001, 0.002, 0.005, 0.01, 0.02, 0.05, 0.1, 0.2, 0.5, 1],
    registers: [registry],
  });
  const deltas = new Counter({
    name: 'wishwall_aggregator_folded_deltas_total',
    help: 'Reaction deltas folded into the wishes’ counts',
    registers: [registry],
  });
  const wishes = new Counter({
    name: 'wishwall_aggregator_folded_wishes_total',
    help: 'Wish rows updated by folds (a wish counts once per fold that changed it)',
    registers: [registry],
  });
  return (fold) => {
    duration.observe({ outcome: fold.deltas > 0 ? 'folded' : 'empty' }, fold.seconds);
    deltas.inc(fold.deltas);
    wishes.inc(fold.wishes);
  };
}

/**
 * Jobs finished without effect because Postgres contradicted their payload (`JobSkipped`), by
 * job name: a few follow races (a withdrawal paid before its approval was mailed); a steady
 * rate, or any on the rewards and payments queues, means jobs that no event started.
 * Returns what the job runner calls for each.
 */
export function addSkippedJobMetric(registry: Registry): (jobName: string) => void {
  const skipped = new Counter({
    name: 'wishwall_jobs_skipped_total',
    help: 'Jobs finished without effect because Postgres contradicted their payload',
    labelNames: ['job'],
    registers: [registry],
  });
  return (job) => skipped.inc({ job });
}
