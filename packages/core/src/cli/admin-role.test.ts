import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { createUser } from '@wishwall/testing/fixtures';
import { useTestContext } from '@wishwall/testing/use-test-context';

const ctx = useTestContext();
const script = path.join(import.meta.dirname, 'admin-role.ts');

const run = (...args: string[]) =>
  promisify(execFile)(process.execPath, [script, ...args], {
    env: { ...process.env, DATABASE_URL: ctx.databaseUrl, NODE_ENV: 'test' },
  });

const roleOf = async (id: string) =>
  (await ctx.db.selectFrom('users').select('role').where('id', '=', id).executeTakeFirstOrThrow())
    .role;

describe('pnpm admin:grant / admin:revoke', () => {
  it('grants and revokes the admin role, auditing each change', async () => {
    const user = await createUser(ctx.db);
    const granted = await run('grant', user.email.toUpperCase());
    expect(granted.stdout).toContain('is now an operator');
    expect(granted.stdout).toContain('Two-factor sign-in is off');
    expect(await roleOf(user.id)).toBe('admin');
    await run('revoke', user.email);
    expect(await roleOf(user.id)).toBe('user');
    const audit = await ctx.db
      .selectFrom('admin_audit')
      .select(['operator_id', 'action', 'record_id', 'before', 'after'])
      .where('record_id', '=', user.id)
      .orderBy('id')
      .execute();
    expect(audit).toEqual([
      {
        operator_id: null,
        action: 'role.grant',
        record_id: user.id,
        before: { role: 'user' },
        after: { role: 'admin' },
      },
      {
        operator_id: null,
        action: 'role.revoke',
        record_id: user.id,
        before: { role: 'admin' },
        after: { role: 'user' },
      },
    ]);
  });

  it('refuses an unknown e-mail or a missing argument', async () => {
    await expect(run('grant', 'nobody@example.test')).rejects.toMatchObject({
      stderr: expect.stringContaining('not_found'),
    });
    await expect(run('promote', 'x@example.test')).rejects.toMatchObject({ code: 2 });
  });
});
