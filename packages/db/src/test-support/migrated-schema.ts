import { sql } from 'kysely';
import type { Db } from '../database.ts';
import type { DeclaredTables, Family } from './declared-tables.ts';

export interface MigratedColumn {
  nullable: boolean;
  /** information_schema's data_type: `text`, `bigint`, `timestamp with time zone`, … */
  dataType: string;
  /** A default, an identity or a generated value: an insert may leave it out. */
  hasDefault: boolean;
  /** The values a one-column `check (column in (…))` allows. */
  allowed: string[] | undefined;
}

export type MigratedTables = Map<string, Map<string, MigratedColumn>>;

/** Kysely's own bookkeeping, which no repository reads. */
const MIGRATOR_TABLES = new Set(['kysely_migration', 'kysely_migration_lock']);

/** The public schema's tables and columns as the migrations left them. */
export async function readMigratedSchema(db: Db): Promise<MigratedTables> {
  const { rows: columns } = await sql<{
    table_name: string;
    column_name: string;
    is_nullable: 'YES' | 'NO';
    data_type: string;
    has_default: boolean;
  }>`
    select c.table_name, c.column_name, c.is_nullable, c.data_type,
           (c.column_default is not null or c.is_identity = 'YES' or c.is_generated = 'ALWAYS')
             as has_default
    from information_schema.columns c
    join information_schema.tables t using (table_schema, table_name)
    where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
    order by c.table_name, c.ordinal_position
  `.execute(db);
  const { rows: checks } = await sql<{
    table_name: string;
    column_name: string;
    definition: string;
  }>`
    select rel.relname as table_name, att.attname as column_name,
           pg_get_constraintdef(con.oid) as definition
    from pg_constraint con
    join pg_class rel on rel.oid = con.conrelid
    join pg_namespace ns on ns.oid = rel.relnamespace
    join pg_attribute att on att.attrelid = con.conrelid and att.attnum = con.conkey[1]
    where con.contype = 'c' and ns.nspname = 'public' and cardinality(con.conkey) = 1
  `.execute(db);

  const tables: MigratedTables = new Map();
  for (const column of columns) {
    if (MIGRATOR_TABLES.has(column.table_name)) continue;
    const table = tables.get(column.table_name) ?? new Map<string, MigratedColumn>();
    tables.set(column.table_name, table);
    table.set(column.column_name, {
      nullable: column.is_nullable === 'YES',
      dataType: column.data_type,
      hasDefault: column.has_default,
      allowed: undefined,
    });
  }
  for (const check of checks) {
    const allowed = valuesOfInCheck(check.definition);
    const column = tables.get(check.table_name)?.get(check.column_name);
    if (allowed && column) column.allowed = allowed;
  }
  return tables;
}

/**
 * `CHECK ((status = ANY (ARRAY['a'::text, 'b'::text])))`, Postgres's form of `status in ('a',
 * 'b')`: its values. Undefined for any other check (lengths, ranges, several conditions).
 */
function valuesOfInCheck(definition: string): string[] | undefined {
  const match =
    /^CHECK \(\(\(?\w+\)?(?:::text)? = ANY \(\(?ARRAY\[(.*)\]\)?(?:::text\[\])?\)\)\)$/.exec(
      definition,
    );
  if (!match?.[1]) return undefined;
  return [...match[1].matchAll(/'((?:[^']|'')*)'::[a-z ]+/g)]
    .map((value) => (value[1] ?? '').replaceAll("''", "'"))
    .sort();
}

/** What the pg driver hands over for each data type (create-db.ts keeps its defaults). */
const FAMILY_OF: Record<string, Family> = {
  text: 'string',
  'character varying': 'string',
  character: 'string',
  uuid: 'string',
  inet: 'string',
  tsvector: 'string',
  // Exact beyond 2^53: the driver gives bigint and numeric as strings.
  bigint: 'string',
  numeric: 'string',
  integer: 'number',
  smallint: 'number',
  real: 'number',
  'double precision': 'number',
  boolean: 'boolean',
  'timestamp with time zone': 'date',
  'timestamp without time zone': 'date',
  date: 'date',
  jsonb: 'json',
  json: 'json',
  ARRAY: 'array',
  bytea: 'bytes',
};

/**
 * Where the declared table types and the migrated schema disagree: a table or column on one
 * side only, nullability, the family of a column's type, the values a `check (… in …)` allows
 * against a union of literals, and a column an insert may leave out that Postgres requires.
 */
export function schemaDisagreements(declared: DeclaredTables, migrated: MigratedTables): string[] {
  const problems: string[] = [];
  for (const table of declared.keys()) {
    if (!migrated.has(table)) problems.push(`${table}: declared, but no such table in Postgres`);
  }
  for (const [table, columns] of migrated) {
    const types = declared.get(table);
    if (!types) {
      problems.push(`${table}: a table in Postgres that Database does not declare`);
      continue;
    }
    for (const name of types.keys()) {
      if (!columns.has(name)) problems.push(`${table}.${name}: declared, but no such column`);
    }
    for (const [name, column] of columns) {
      const type = types.get(name);
      const at = `${table}.${name}`;
      if (!type) {
        problems.push(`${at}: a column in Postgres that the table type does not declare`);
        continue;
      }
      if (column.nullable !== type.nullable) {
        problems.push(
          column.nullable
            ? `${at}: nullable in Postgres, declared without null`
            : `${at}: not null in Postgres, declared with null`,
        );
      }
      const family = FAMILY_OF[column.dataType];
      const fits =
        family === 'json'
          ? type.families.every((declaredAs) => declaredAs === 'json' || declaredAs === 'array')
          : type.families.length === 1 && type.families[0] === family;
      if (!fits) {
        problems.push(
          `${at}: ${column.dataType} in Postgres (read as ${family ?? 'unknown'}), declared ${type.families.join(' | ')}`,
        );
      }
      if (column.allowed && type.literals && column.allowed.join() !== type.literals.join()) {
        problems.push(
          `${at}: Postgres allows ${column.allowed.join(', ')}; declared ${type.literals.join(', ')}`,
        );
      }
      if (type.insertMayOmit && !column.nullable && !column.hasDefault) {
        problems.push(`${at}: optional on insert, but not null without a default in Postgres`);
      }
    }
  }
  return problems;
}
