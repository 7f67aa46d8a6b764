import path from 'node:path';
import pg from 'pg';
import {
  ensureDatabase,
  postgresAnswers,
  startEmbeddedPostgres,
} from '@wishwall/local-infra/embedded-postgres';
import { redisAnswers, startLocalRedis } from '@wishwall/local-infra/local-redis';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const LOCAL_POSTGRES = 'postgres://postgres@127.0.0.1:5432/postgres';
const LOCAL_REDIS = 'redis://127.0.0.1:6379';

export interface TestServices {
  /** URL of a database on the test server from which others can be created. */
  postgresAdminUrl: string;
  redisUrl: string;
  stop(): Promise<void>;
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${encodeURIComponent(database)}`;
  return parsed.toString();
}

export interface TestPostgres {
  /** URL of a database on the server from which others can be created. */
  adminUrl: string;
  stop(): Promise<void>;
}

/**
 * The Postgres tests run against: DATABASE_URL when given, else the server on localhost when
 * it answers, else an embedded PostgreSQL started here (and stopped by `stop`).
 */
export async function provideTestPostgres(): Promise<TestPostgres> {
  if (process.env['DATABASE_URL']) {
    return { adminUrl: process.env['DATABASE_URL'], stop: async () => {} };
  }
  if (await postgresAnswers(LOCAL_POSTGRES)) {
    return { adminUrl: LOCAL_POSTGRES, stop: async () => {} };
  }
  const embedded = await startEmbeddedPostgres({
    dataDir: path.join(ROOT, '.data/test-postgres'),
  });
  await ensureDatabase(embedded.adminUrl, 'postgres');
  return { adminUrl: embedded.adminUrl, stop: () => embedded.stop() };
}

/**
 * The Postgres and Redis tests run against: DATABASE_URL / REDIS_URL when given, else the
 * servers on localhost when they answer, else an embedded PostgreSQL and a redis-server
 * started here (and stopped by `stop`).
 */
export async function provideTestServices(): Promise<TestServices> {
  const postgres = await provideTestPostgres();
  const stops: (() => Promise<void>)[] = [() => postgres.stop()];
  let redisUrl: string;
  if (process.env['REDIS_URL']) {
    redisUrl = process.env['REDIS_URL'];
  } else if (await redisAnswers(LOCAL_REDIS)) {
    redisUrl = LOCAL_REDIS;
  } else {
    const redis = await startLocalRedis({ dataDir: path.join(ROOT, '.data/test-redis') });
    stops.push(() => redis.stop());
    redisUrl = redis.url;
  }
  return {
    postgresAdminUrl: postgres.adminUrl,
    redisUrl,
    stop: async () => {
      for (const stop of stops.reverse()) await stop();
    },
  };
}

/** Runs one statement on the server as its admin connection (create/drop database). */
export async function adminQuery(adminUrl: string, statement: string): Promise<void> {
  await adminRows(adminUrl, statement);
}

/** Reads rows on the server as its admin connection (the databases it holds, say). */
export async function adminRows<Row extends object>(
  adminUrl: string,
  statement: string,
): Promise<Row[]> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return (await client.query<Row>(statement)).rows;
  } finally {
    await client.end();
  }
}
