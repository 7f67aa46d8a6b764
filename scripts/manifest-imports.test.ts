import { describe, expect, it } from 'vitest';
import { checkManifest, packageOf, type WorkspacePackage } from './manifest-imports.ts';

const pkg = (dependencies: string[], text: string, dir = 'packages/x'): WorkspacePackage => ({
  dir,
  dependencies,
  sources: [{ path: `${dir}/src/a.ts`, text }],
});
const messagesOf = (checked: WorkspacePackage, unlisted: string[] = []) =>
  checkManifest(checked, new Set(unlisted)).map((problem) => problem.message);

describe('packageOf', () => {
  it('names the package of a bare specifier, and nothing for paths and built-ins', () => {
    expect(packageOf('@wishwall/db/repositories/user.repository')).toBe('@wishwall/db');
    expect(packageOf('typebox/value')).toBe('typebox');
    expect(packageOf('pg')).toBe('pg');
    expect(packageOf('./x.ts')).toBeUndefined();
    expect(packageOf('node:crypto')).toBeUndefined();
    expect(packageOf('crypto')).toBeUndefined();
  });
});

describe('checkManifest', () => {
  it('accepts a manifest that lists exactly what its code imports, however it imports it', () => {
    const text = [
      "import { a } from '@wishwall/contracts/a';",
      "import type {\n  B,\n} from 'kysely';",
      "export { c } from 'pg';",
      "import 'ioredis';",
      "const d = await import('bullmq');",
      "const e = createRequire(import.meta.url).resolve('flag-icons/package.json');",
    ].join('\n');
    expect(
      messagesOf(
        pkg(['@wishwall/contracts', 'kysely', 'pg', 'ioredis', 'bullmq', 'flag-icons'], text),
      ),
    ).toEqual([]);
  });

  it('reports a listed dependency nothing imports', () => {
    expect(
      messagesOf(
        pkg(
          ['@wishwall/db', 'kysely'],
          "import x from '@wishwall/contracts/x';",
          'packages/events',
        ),
      ),
    ).toEqual([
      'imports @wishwall/contracts without listing it',
      'lists @wishwall/db, which nothing imports',
      'lists kysely, which nothing imports',
    ]);
  });

  it('counts a type package as used when its module is imported', () => {
    expect(messagesOf(pkg(['pg', '@types/pg'], "import pg from 'pg';"))).toEqual([]);
    expect(messagesOf(pkg(['@types/pg'], ''))).toEqual(['lists @types/pg, which nothing imports']);
  });

  it('lets a package import the shared tools it does not list', () => {
    expect(messagesOf(pkg([], "import { it } from 'vitest';"), ['vitest'])).toEqual([]);
  });
});
