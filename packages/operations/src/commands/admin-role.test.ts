import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { redisKeys } from '@wishwall/events/redis-keys';
import { createUser } from '@wishwall/testing/fixtures';
import { useTestContext } from '@wishwall/testing/use-test-context';

const ctx = useTestContext();
const script = path.join(import.meta.dirname, 'admin-role.ts');

const run = (...args: string[]) =>
  promisify(execFile)(process.execPath, [script, ...args], {
    env: {
      ...process.env,
      DATABASE_URL: ctx.databaseUrl,
      REDIS_URL: ctx.redisUrl,
      REDIS_PREFIX: ctx.redisPrefix,
      NODE_ENV: 'test',
    },
  });

const roleOf = async (id: string) =>
  (await ctx.db.selectFrom('users').select('role').where('id', '=', id).executeTakeFirstOrThrow())
    .role;

describe('pnpm admin:grant / admin:revoke', () => {
  it('grants and revokes the admin role, auditing each change', async () => {
    const user = await createUser(ctx.db);
    const granted = await run('grant', user.email.toUpperCase());
    expect(granted.stdout).toContain('is now an operator');
    expect(granted.stdout).toContain('This account has no authenticator app');
    expect(await roleOf(user.id)).toBe('admin');
    // E-mailed codes do not count for operators: the warning stays with them on.
    await ctx.db
      .updateTable('users')
      .set({ two_factor_enabled: true })
      .where('id', '=', user.id)
      .execute();
    expect((await run('grant', user.email)).stdout).toContain('no authenticator app');
    await ctx.db
      .updateTable('users')
      .set({ totp_enabled: true })
      .where('id', '=', user.id)
      .execute();
    expect((await run('grant', user.email)).stdout).not.toContain('authenticator');
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

  it('ends every session of the account and tells the API processes to forget them', async () => {
    const user = await createUser(ctx.db);
    const listener = ctx.redis.duplicate();
    const told: string[] = [];
    listener.on('message', (_channel: string, message: string) => told.push(message));
    await listener.subscribe(redisKeys(ctx.redisPrefix).sessionInvalidation);
    try {
      const granted = await run('grant', user.email);
      expect(granted.stdout).toContain('Every session of the account has ended');
      const versionOf = async () =>
        (
          await ctx.db
            .selectFrom('users')
            .select('token_version')
            .where('id', '=', user.id)
            .executeTakeFirstOrThrow()
        ).token_version;
      expect(await versionOf()).toBe(1);
      await expect.poll(() => told).toEqual([JSON.stringify({ userId: user.id })]);
      const ended = await ctx.db
        .selectFrom('outbox')
        .select('payload')
        .where('type', '=', 'user.sessions_ended')
        .execute();
      expect(ended.map((row) => row.payload)).toContainEqual({
        userId: user.id,
        tokenVersion: 1,
        keptJti: null,
      });
      // Granting the role it already has changes nothing.
      expect((await run('grant', user.email)).stdout).toContain('already an operator');
      expect(await versionOf()).toBe(1);
    } finally {
      listener.disconnect();
    }
  });

  it('refuses an unknown e-mail or a missing argument', async () => {
    await expect(run('grant', 'nobody@example.test')).rejects.toMatchObject({
      stderr: expect.stringContaining('not_found'),
    });
    await expect(run('promote', 'x@example.test')).rejects.toMatchObject({ code: 2 });
  });
});
