import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createDb } from '@wishwall/db/create-db';
import { startMailCatcher, type MailCatcher } from '@wishwall/local-infra/mail-catcher';
import type { CleanupStack } from '@wishwall/testing/cleanup-stack';
import { FaultTruthRepository } from './fault-truth.repository.ts';
import { MailGate } from './mail-gate.ts';
import { ProductProcess } from './product-process.ts';
import { RestartableRedis } from './restartable-redis.ts';
import { createScratchPostgres, type ScratchPostgres } from './scratch-postgres.ts';

/** The captcha answer the product under test accepts for any captcha (test-only setting). */
export const FAULT_CAPTCHA_ANSWER = 'fault-pass';
/** Every mail of a run, with room to spare: the catcher drops the oldest past its capacity. */
const MAIL_CAPACITY = 10_000;

/** Everything one fault run starts, each piece on loopback and its own port. */
export interface FaultStack {
  database: ScratchPostgres;
  redis: RestartableRedis;
  /** Outside the product, so a killed product loses no caught mail. */
  mail: MailCatcher;
  /** Between the product and the catcher: holds mail back on demand. */
  mailGate: MailGate;
  product: ProductProcess;
  truth: FaultTruthRepository;
}

/**
 * Starts a scratch database, a redis-server and a mail catcher (behind a gate) of the run's
 * own, then the product on them. Everything is stopped and dropped by `cleanup`, in reverse order.
 */
export async function startFaultStack(cleanup: CleanupStack): Promise<FaultStack> {
  const database = await createScratchPostgres(cleanup);
  const redis = await RestartableRedis.start(cleanup);
  const mail = await startMailCatcher({ capacity: MAIL_CAPACITY });
  cleanup.push('stop the mail catcher', () => mail.stop());
  const mailGate = await MailGate.start(mail.smtpUrl, cleanup);
  const uploadsDir = await mkdtemp(path.join(os.tmpdir(), 'wishwall-faults-uploads-'));
  cleanup.push('remove the uploads directory', () =>
    rm(uploadsDir, { recursive: true, force: true }),
  );
  const product = await ProductProcess.start(
    {
      databaseUrl: database.url,
      redisUrl: redis.url,
      smtpUrl: mailGate.smtpUrl,
      captchaAnswer: FAULT_CAPTCHA_ANSWER,
      uploadsDir,
    },
    cleanup,
  );
  // The checks' own connections; a terminate fault cuts them too, and the pool replaces them.
  const db = createDb({
    url: database.url,
    poolSize: 3,
    applicationName: 'wishwall-fault-checks',
    onIdleError: () => {},
  });
  cleanup.push('close the checks’ connections', () => db.destroy());
  return { database, redis, mail, mailGate, product, truth: new FaultTruthRepository(db) };
}
