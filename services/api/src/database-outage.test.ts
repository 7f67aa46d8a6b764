import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb } from '@wishwall/db/create-db';
import type { Db } from '@wishwall/db/database';
import { isDatabaseUnavailable } from '@wishwall/db/pg-errors';
import { freePort } from '@wishwall/local-infra/free-port';
import { useTestContext } from '@wishwall/testing/use-test-context';
import { buildApp, type ApiApp } from './app.ts';

// Postgres out of reach answers "try again shortly", never a 500.
const ctx = useTestContext();
let unreachable: Db;
let app: ApiApp;

beforeAll(async () => {
  unreachable = createDb({
    url: `postgres://postgres@127.0.0.1:${await freePort()}/nowhere`,
    onIdleError: () => {},
  });
  app = await buildApp({ config: ctx.config, db: unreachable, redis: ctx.redis });
});
afterAll(async () => {
  await app.close();
  await unreachable.destroy();
});

describe('Postgres unavailable', () => {
  it('answers 503 service_unavailable in the envelope when Postgres refuses connections', async () => {
    for (const url of ['/v1/wishes', '/v1/wishes-count', '/v1/search?q=hope', '/v1/wish/1']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(503);
      expect(response.json(), url).toMatchObject({ status: false, code: 'service_unavailable' });
    }
  });

  it('tells a terminated connection from a bad query', async () => {
    const bad = await ctx.db
      .selectFrom('users')
      .select('id')
      .where('id', '=', 'not a number')
      .execute()
      .catch((error: unknown) => error);
    expect(isDatabaseUnavailable(bad), String(bad)).toBe(false);
    const terminated = await sql`select pg_terminate_backend(pg_backend_pid())`
      .execute(ctx.db)
      .catch((error: unknown) => error);
    expect(isDatabaseUnavailable(terminated), String(terminated)).toBe(true);
  });
});
