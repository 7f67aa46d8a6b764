import { setTimeout as sleep } from 'node:timers/promises';
import type { Worker } from 'bullmq';
import type { Redis } from 'ioredis';
import type { Registry } from 'prom-client';
import type { Logger } from 'pino';
import type { Config } from '@wishwall/config/config';
import { JOB_QUEUE, JOBS_FOR_EVENT, QueueName, type JobPayloads } from '@wishwall/contracts/queues';
import { LedgerService } from '@wishwall/core/ledger.service';
import { ReferralRewardService } from '@wishwall/core/referral-reward.service';
import { pushWalletChanges } from '@wishwall/core/wallet-changed';
import type { Db } from '@wishwall/db/database';
import { createEventJobEnqueuer } from '@wishwall/events/event-job-enqueuer';
import { EventStreamWriter } from '@wishwall/events/event-stream-writer';
import { closeJobQueues, createJobQueues } from '@wishwall/events/job-queues';
import { buildJobRegistry } from '@wishwall/events/job-registry';
import { PaymentFulfilment } from '@wishwall/payments/payment-fulfilment.service';
import { PaymentProviders } from '@wishwall/payments/payment-providers';
import { PaymentReconciler } from '@wishwall/payments/payment-reconciler';
import { PaymentRefunds } from '@wishwall/payments/payment-refund.service';
import { redisKeys } from '@wishwall/events/redis-keys';
import { SecretHasher } from '@wishwall/security/secrets';
import { startJobWorkers } from './job-runner.ts';
import { upsertJobSchedulers } from './job-schedulers.ts';
import { contactAcknowledgementMailJob } from './mail/contact-acknowledgement-mail.job.ts';
import { contactMessageMailJob } from './mail/contact-message-mail.job.ts';
import { emailVerificationMailJob } from './mail/email-verification-mail.job.ts';
import { giftReceivedMailJob } from './mail/gift-received-mail.job.ts';
import type { MailJobDeps } from './mail/mail-job-deps.ts';
import { createSmtpMailSender } from './mail/mail-transport.ts';
import { passwordChangedMailJob } from './mail/password-changed-mail.job.ts';
import { twoFactorCodeMailJob } from './mail/two-factor-code-mail.job.ts';
import { welcomeMailJob } from './mail/welcome-mail.job.ts';
import { withdrawalDecidedMailJob } from './mail/withdrawal-decided-mail.job.ts';
import { OutboxJobCompletions } from './outbox-job-completions.ts';
import { OutboxJobSweep } from './outbox-job-sweep.ts';
import { OutboxRelay } from './outbox-relay.ts';
import { paymentsReconcileJob } from './payments/payments-reconcile.job.ts';
import { paymentsRefundJob } from './payments/payments-refund.job.ts';
import { ReactionAggregator } from './reaction-aggregator.ts';
import { addFoldMetrics, addSkippedJobMetric, createWorkerMetrics } from './worker-metrics.ts';
import { ledgerCheckJob } from './rewards/ledger-check.job.ts';
import { referralRewardJobs } from './rewards/referral-reward.jobs.ts';

export interface WorkerAppDeps {
  config: Config;
  databaseUrl: string;
  /** Where mail goes: SMTP_URL, or the local catcher of `pnpm start` and the tests. */
  smtpUrl: string;
  db: Db;
  redis: Redis;
  logger: Logger;
}

export interface WorkerApp {
  start(): Promise<void>;
  stop(): Promise<void>;
  /** Served at the worker's `/metrics`. */
  metrics: Registry;
}

/**
 * The longest stopping waits for running work (jobs, the last fold, a relay batch) before
 * leaving it, within the 10 s that `closeOnSignals` gives the process: a write to Redis waits
 * out an outage (`maxRetriesPerRequest: null`). Work left behind is done again, idempotently:
 * the outbox rows stay pending, a job is handed out again as stalled (decision 0034).
 */
const STOP_GRACE_MS = 7000;

/** Whether `work` settled (either way) within `ms`; a late one is left running. */
function settlesWithin(work: Promise<unknown>, ms: number): Promise<boolean> {
  const settled = work.then(
    () => true,
    () => true,
  );
  // Unreferenced: the wait never keeps the process alive once the work is done.
  return Promise.race([settled, sleep(ms, false, { ref: false })]);
}

/** The worker's parts: the outbox relay and the BullMQ job workers. */
export function createWorkerApp({
  config,
  databaseUrl,
  smtpUrl,
  db,
  redis,
  logger,
}: WorkerAppDeps): WorkerApp {
  const keys = redisKeys(config.redisPrefix);
  const queues = createJobQueues(Object.values(QueueName), redis, keys.bullPrefix, (error) =>
    logger.debug({ err: error }, 'job queue connection'),
  );
  const mailer = createSmtpMailSender(smtpUrl, config.mailFrom);
  const mailDeps: MailJobDeps = { db, mailer, hasher: new SecretHasher(config.jwtSecret), config };
  const providers = new PaymentProviders(config.payments, db, config.publicUrl);
  const reconciler = new PaymentReconciler(db, new PaymentFulfilment(db, providers));
  const stream = new EventStreamWriter(redis, keys);
  const ledger = new LedgerService(db, (account) =>
    logger.error(
      { alert: 'wallet_inconsistent', account },
      'ledger account balance is not its entries',
    ),
  );
  const rewards = new ReferralRewardService({
    db,
    ledger,
    changed: pushWalletChanges(ledger, stream, (error) =>
      logger.warn({ err: error }, 'wallet push failed'),
    ),
  });
  const handlers = buildJobRegistry<JobPayloads>(
    Object.keys(JOB_QUEUE) as (keyof JobPayloads & string)[],
    [
      welcomeMailJob(mailDeps),
      emailVerificationMailJob(mailDeps),
      twoFactorCodeMailJob(mailDeps),
      passwordChangedMailJob(mailDeps),
      paymentsReconcileJob(reconciler, logger),
      paymentsRefundJob(new PaymentRefunds(db, providers), logger),
      giftReceivedMailJob(mailDeps),
      contactMessageMailJob(mailDeps),
      contactAcknowledgementMailJob(mailDeps),
      withdrawalDecidedMailJob(mailDeps),
      ...referralRewardJobs(rewards),
      ledgerCheckJob(ledger),
    ],
  );
  const metrics = createWorkerMetrics({ db, queues });
  const onSkipped = addSkippedJobMetric(metrics);
  const aggregator = new ReactionAggregator({
    db,
    stream,
    tickMs: config.aggregatorTickMs,
    onFold: addFoldMetrics(metrics),
    onError: (error) => logger.error({ err: error }, 'reaction aggregation failed; will retry'),
  });
  const enqueueJobs = createEventJobEnqueuer(
    queues,
    JOBS_FOR_EVENT,
    (name) => JOB_QUEUE[name as never],
  );
  const relay = new OutboxRelay({
    db,
    databaseUrl,
    pollMs: config.outboxPollMs,
    targets: { stream, enqueueJobs },
    onError: (error) => logger.error({ err: error }, 'outbox relay failed; will retry'),
  });
  const sweep = new OutboxJobSweep({
    db,
    enqueueJobs,
    onError: (error) => logger.error({ err: error }, 'outbox job sweep failed; will retry'),
  });
  // Redis may come back empty (decision 0018): its schedulers and unfinished jobs are
  // re-created from what the code and Postgres hold. Both are idempotent.
  const recoverRedisState = () => {
    upsertJobSchedulers(queues).catch((error: unknown) =>
      logger.error({ err: error }, 'job schedulers not restored; will retry on reconnection'),
    );
    void sweep.sweep(0);
  };
  let workers: Worker[] = [];

  return {
    metrics,
    async start() {
      workers = startJobWorkers<JobPayloads>({
        handlers,
        queueOf: JOB_QUEUE,
        connection: redis,
        prefix: keys.bullPrefix,
        logger,
        completions: new OutboxJobCompletions(db),
        onSkipped,
      });
      await relay.start();
      aggregator.start();
      await upsertJobSchedulers(queues);
      // Redis may have restarted empty while no worker ran.
      await sweep.sweep(0);
      sweep.start();
      redis.on('ready', recoverRedisState);
      logger.info({ jobWorkers: workers.length }, 'worker started');
    },
    async stop() {
      // Stop taking work first, let running jobs finish, then drop the connections.
      redis.off('ready', recoverRedisState);
      const graceful = (async () => {
        await relay.stop();
        await sweep.stop();
        await aggregator.stop();
        // Whatever was reacted until now reaches the counts before the process goes.
        await aggregator.foldAll();
        // With Redis unreachable a running job could not be marked done anyway, and BullMQ's
        // graceful close would wait forever for a connection ioredis never ends (closed
        // between reconnection attempts, it emits no 'end'): the workers are closed at once,
        // and BullMQ hands their jobs out again as stalled.
        const force = redis.status !== 'ready';
        await Promise.all(workers.map((worker) => worker.close(force)));
        await closeJobQueues(queues);
      })();
      if (await settlesWithin(graceful, STOP_GRACE_MS)) await graceful;
      else logger.warn({ graceMs: STOP_GRACE_MS }, 'worker stop: running work left behind');
      mailer.close();
    },
  };
}
