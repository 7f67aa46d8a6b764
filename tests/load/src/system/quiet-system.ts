import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'kysely';
import { QueueName } from '@wishwall/contracts/queues';
import type { Db } from '@wishwall/db/database';
import { createRedis } from '@wishwall/events/create-redis';
import { closeJobQueues, createJobQueues } from '@wishwall/events/job-queues';
import { redisKeys } from '@wishwall/events/redis-keys';
import type { ProvidedSystem } from './provide-system.ts';

const POLL_MS = 250;
const TIMEOUT_MS = 120_000;
/** Without a view of the queues (--target), what the outbox can't show gets this long. */
const BLIND_SETTLE_MS = 5000;

/**
 * Waits until the work the sign-ups started is done: the outbox relayed and, for a system
 * started here, every job queue empty (a sign-up sends two mails). Otherwise the first burst
 * would share the system with a thousand mails being rendered and sent.
 */
export async function waitForQuietSystem(system: ProvidedSystem, db: Db): Promise<void> {
  const deadline = Date.now() + TIMEOUT_MS;
  const pendingOutbox = async () => {
    const { rows } = await sql<{ n: number }>`
      select count(*)::int as n from outbox where relayed_at is null`.execute(db);
    return rows[0]?.n ?? 0;
  };
  while ((await pendingOutbox()) > 0 && Date.now() < deadline) await sleep(POLL_MS);
  if (!system.redis) {
    await sleep(BLIND_SETTLE_MS);
    return;
  }
  const connection = createRedis(system.redis.url, 'wishwall-load-queues');
  const queues = createJobQueues(
    Object.values(QueueName),
    connection,
    redisKeys(system.redis.prefix).bullPrefix,
  );
  try {
    while (Date.now() < deadline) {
      const counts = await Promise.all(
        [...queues.values()].map((queue) =>
          // Not 'delayed': the payments reconcile schedule always has its next run there.
          queue.getJobCounts('waiting', 'active', 'prioritized'),
        ),
      );
      const busy = counts.some((c) => Object.values(c).some((n) => n > 0));
      if (!busy) return;
      await sleep(POLL_MS);
    }
    throw new Error('The system did not finish the sign-ups’ jobs within two minutes');
  } finally {
    await closeJobQueues(queues);
    connection.disconnect();
  }
}
