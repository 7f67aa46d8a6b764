import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestContext } from '@wishwall/testing/use-test-context';
import { readDeclaredTables, type DeclaredTables } from './test-support/declared-tables.ts';
import {
  readMigratedSchema,
  schemaDisagreements,
  type MigratedTables,
} from './test-support/migrated-schema.ts';

const ctx = useTestContext();
let migrated: MigratedTables;
let declared: DeclaredTables;
beforeAll(async () => {
  migrated = await readMigratedSchema(ctx.db);
  declared = readDeclaredTables(path.join(import.meta.dirname, 'database.ts'));
});

describe('the schema, declared once', () => {
  it('the table types of Database agree with the migrated database', () => {
    expect(schemaDisagreements(declared, migrated)).toEqual([]);
  });

  it('reports each kind of disagreement', () => {
    const drifted = readDeclaredTables(
      path.join(import.meta.dirname, 'test-support/drifted-database.fixture.ts'),
      'DriftedDatabase',
    );
    expect(schemaDisagreements(drifted, migrated).sort()).toEqual(
      [
        'ghosts: declared, but no such table in Postgres',
        'sandbox_checkouts: a table in Postgres that Database does not declare',
        'users.nickname: declared, but no such column',
        'users.email_verified_at: nullable in Postgres, declared without null',
        'users.token_version: integer in Postgres (read as number), declared string',
        'users.language: Postgres allows en, es; declared en, es, fr',
        'users.referral_code: optional on insert, but not null without a default in Postgres',
      ].sort(),
    );
  });
});
