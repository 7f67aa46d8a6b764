import { createDb } from '@wishwall/db/create-db';
import { createRedis } from '@wishwall/events/create-redis';
import { startPayoutWorker } from './payout-worker.ts';

// A payout worker as its own process, for a test to kill mid-job (SIGKILL: no cleanup at all).
const db = createDb({ url: process.env['DATABASE_URL'] as string, poolSize: 2 });
const redis = createRedis(process.env['REDIS_URL'] as string, 'test-payout-worker');
startPayoutWorker(
  db,
  redis,
  process.env['REDIS_PREFIX'] as string,
  process.env['PAYPAL_API_BASE'] as string,
);
process.stdout.write('payout worker ready\n');
