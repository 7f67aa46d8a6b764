import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { sql } from 'kysely';
import type { Redis } from 'ioredis';
import { Envelope, ErrorEnvelope } from '@wishwall/contracts/envelope';
import type { Db } from '@wishwall/db/database';
import { ok } from '../http/envelope.ts';

const Checks = Type.Object({ postgres: Type.Boolean(), redis: Type.Boolean() });

const CHECK_TIMEOUT_MS = 1000;

/** A dependency that does not answer within the timeout counts as down. */
async function succeeds(check: () => Promise<unknown>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error('timed out')), CHECK_TIMEOUT_MS);
  });
  try {
    await Promise.race([check(), timeout]);
    return true;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/** Liveness says the process runs; readiness says it can serve: Postgres and Redis answer. */
export const healthRoutes: FastifyPluginAsyncTypebox<{ db: Db; redis: Redis }> = async (
  app,
  { db, redis },
) => {
  app.get(
    '/healthz',
    {
      schema: {
        tags: ['operations'],
        response: { 200: Envelope(Type.Object({ ok: Type.Boolean() })) },
      },
    },
    async () => ok({ ok: true }),
  );

  app.get(
    '/readyz',
    {
      schema: {
        tags: ['operations'],
        response: { 200: Envelope(Checks), 503: ErrorEnvelope },
      },
    },
    async (_request, reply) => {
      const [postgres, redisOk] = await Promise.all([
        succeeds(() => sql`select 1`.execute(db)),
        succeeds(() => redis.ping()),
      ]);
      if (postgres && redisOk) return ok({ postgres, redis: redisOk });
      const down = [!postgres && 'postgres', !redisOk && 'redis'].filter(Boolean).join(' and ');
      return reply.status(503).send({
        status: false as const,
        code: 'service_unavailable' as const,
        message: `Not ready: ${down} not answering`,
        data: null,
      });
    },
  );
};
