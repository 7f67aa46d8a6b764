import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { eventually } from '@wishwall/testing/eventually';
import { adminQuery } from '@wishwall/testing/test-services';
import { testDatabaseName } from '@wishwall/testing/run-databases';
import { cloneDatabase, dropDatabase } from '@wishwall/testing/template-database';
import { createDb } from './create-db.ts';

const name = testDatabaseName(inject('runnerTag'));
let url: string;

beforeAll(async () => {
  url = await cloneDatabase(inject('postgresAdminUrl'), inject('templateDatabase'), name);
});

afterAll(() => dropDatabase(inject('postgresAdminUrl'), name));

describe('createDb', () => {
  test('its connections never JIT-compile a query (decision 0029)', async () => {
    const db = createDb({ url, poolSize: 2 });
    try {
      const { rows } = await sql<{ jit: string }>`select current_setting('jit') as jit`.execute(db);
      expect(rows).toEqual([{ jit: 'off' }]);
    } finally {
      await db.destroy();
    }
  });

  test('a connection terminated between two queries of a transaction fails the transaction, not the process', async () => {
    const errors: Error[] = [];
    const db = createDb({
      url,
      poolSize: 2,
      applicationName: 'create-db-test',
      onIdleError: (error) => errors.push(error),
    });
    try {
      const outcome = await db
        .transaction()
        .execute(async (trx) => {
          await sql`select 1`.execute(trx);
          // The connection is checked out but has no query running: an operator's
          // pg_terminate_backend (or a failover) reaches it as an 'error' event.
          await adminQuery(
            inject('postgresAdminUrl'),
            `select pg_terminate_backend(pid) from pg_stat_activity
             where application_name = 'create-db-test'`,
          );
          await eventually(async () => errors.length > 0, 5000);
          await sql`select 1`.execute(trx);
        })
        .then(
          () => 'committed',
          () => 'failed',
        );

      expect(outcome).toBe('failed');
      expect(errors.map((error) => (error as { code?: string }).code)).toContain('57P01');
      const { rows } = await sql<{ one: number }>`select 1 as one`.execute(db);
      expect(rows).toEqual([{ one: 1 }]);
    } finally {
      await db.destroy();
    }
  });
});
