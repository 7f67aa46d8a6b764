import { afterAll, describe, expect, it } from 'vitest';
import type { DomainEventEnvelope } from '@wishwall/contracts/domain-events';
import { WishPublishService } from '@wishwall/core/wish-publish.service';
import { OutboxRepository } from '@wishwall/db/repositories/outbox.repository';
import { decodeEvent } from '@wishwall/events/event-codec';
import { redisKeys } from '@wishwall/events/redis-keys';
import { freePort } from '@wishwall/local-infra/free-port';
import { startMailCatcher, type MailCatcher } from '@wishwall/local-infra/mail-catcher';
import { createDraftWish, createUser } from '@wishwall/testing/fixtures';
import { startServiceProcess, type ServiceProcess } from '@wishwall/testing/service-process';
import { useTestContext } from '@wishwall/testing/use-test-context';

const ctx = useTestContext();

const wishIdOf = (event: DomainEventEnvelope | undefined) =>
  event?.type === 'wish.published' ? event.payload.wishId : undefined;
let worker: ServiceProcess | undefined;
let catcher: MailCatcher | undefined;
afterAll(async () => {
  await worker?.stop();
  await catcher?.stop();
});

describe('worker process', () => {
  it('relays a published wish, sends mail through SMTP_URL, and stops cleanly on SIGTERM', async () => {
    const port = await freePort();
    catcher = await startMailCatcher();
    worker = await startServiceProcess(
      'services/worker/src/main.ts',
      {
        NODE_ENV: 'test',
        LOG_LEVEL: 'warn',
        DATABASE_URL: ctx.databaseUrl,
        REDIS_URL: ctx.redisUrl,
        REDIS_PREFIX: ctx.redisPrefix,
        SMTP_URL: catcher.smtpUrl,
        WORKER_PORT: String(port),
      },
      `http://127.0.0.1:${port}/healthz`,
    );
    const user = await createUser(ctx.db);
    const draft = await createDraftWish(ctx.db, user.id);
    await new WishPublishService(ctx.db).publish(draft.id);

    await expect.poll(() => new OutboxRepository(ctx.db).countPending(), { timeout: 5000 }).toBe(0);
    const entries = await ctx.redis.xrange(redisKeys(ctx.redisPrefix).eventStream, '-', '+');
    expect(entries.map(([, fields]) => wishIdOf(decodeEvent(fields)))).toEqual([draft.id]);

    await new OutboxRepository(ctx.db).add({
      type: 'user.registered',
      payload: { userId: user.id },
    });
    await catcher.waitFor((mail) => mail.to.includes(user.email), 10_000);

    expect(await worker.stop()).toBe(0);
  });
});
