import type { Redis } from 'ioredis';
import type { Config } from '@wishwall/config/config';
import { QueueName } from '@wishwall/contracts/queues';
import type { LedgerService } from '@wishwall/core/ledger.service';
import type { Db } from '@wishwall/db/database';
import { closeJobQueues, createJobQueues } from '@wishwall/events/job-queues';
import { redisKeys } from '@wishwall/events/redis-keys';
import type { ApiInstance } from '../api-instance.ts';
import { OverviewTickets } from '../security/overview-tickets.ts';
import { QueueDashboardSessions } from '../security/queue-dashboard-session.ts';
import { AdminConsoleService } from '../services/admin-console.service.ts';
import { AdminOverviewService } from '../services/admin-overview.service.ts';
import { ContactInboxService } from '../services/contact-inbox.service.ts';
import { LegalDocumentPublisher } from '../services/legal-document-publisher.service.ts';
import { OverviewSockets } from '../services/overview-sockets.ts';

export interface OperatorServicesDeps {
  config: Config;
  db: Db;
  redis: Redis;
  ledger: LedgerService;
}

/** What the operators' console and the queue dashboard read and do, beyond money. */
export function operatorServices(
  app: ApiInstance,
  { config, db, redis, ledger }: OperatorServicesDeps,
) {
  // Every queue, for the dashboard and the console's overview, on a connection of their own:
  // BullMQ's first command on a queue (INFO) timed out on the request connection. Operators'
  // calls may wait a little longer than the request path's fail-fast.
  const queuesRedis = redis.duplicate({ enableOfflineQueue: true, commandTimeout: 2000 });
  queuesRedis.on('error', (error) => app.log.warn({ err: error }, 'queues Redis connection'));
  const jobQueues = createJobQueues(
    Object.values(QueueName),
    queuesRedis,
    redisKeys(config.redisPrefix).bullPrefix,
    (error) => app.log.debug({ err: error }, 'job queue connection'),
  );
  app.addHook('onClose', async () => {
    await closeJobQueues(jobQueues);
    queuesRedis.disconnect();
  });
  const overview = new AdminOverviewService({
    db,
    redis,
    redisPrefix: config.redisPrefix,
    queues: jobQueues,
  });
  const overviewTickets = new OverviewTickets(redis, config.redisPrefix);
  const overviewSockets = new OverviewSockets({
    db,
    tickets: overviewTickets,
    overview,
    stepUpHours: config.operatorStepUpHours,
    log: app.log,
  });
  app.addHook('preClose', async () => overviewSockets.stop());
  return {
    jobQueues,
    queueSessions: new QueueDashboardSessions(app.jwt, db, config.env === 'production'),
    console: new AdminConsoleService(db, ledger),
    overview,
    overviewTickets,
    overviewSockets,
    inbox: new ContactInboxService(db),
    publisher: new LegalDocumentPublisher(db),
  };
}
export type OperatorServices = ReturnType<typeof operatorServices>;
