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

// Each case starts the command as its own process up to seven times, a second or more each
// when the machine is busy: more than the suite's 20 s per test.
describe('pnpm admin:grant / admin:revoke', { timeout: 60_000 }, () => {
  it('grants and revokes the admin role, auditing each change', async () => {
    const user = await createUser(ctx.db);
    const granted = await run('grant', user.email.toUpperCase());
    expect(granted.stdout).toContain('is now an operator');
    expect(await roleOf(user.id)).toBe('admin');
    const revoked = await run('revoke', user.email);
    expect(revoked.stdout).toContain('is now a user');
    expect(revoked.stdout).not.toContain('second factor');
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

  it('says, granted or already an operator, whether the console will take the account’s factors', async () => {
    const user = await createUser(ctx.db);
    const factors = (set: {
      two_factor_enabled: boolean;
      totp_enabled: boolean;
      passkeys_enabled: boolean;
    }) => ctx.db.updateTable('users').set(set).where('id', '=', user.id).execute();
    const addOne =
      'The console asks for an authenticator app or a passkey: add one in the profile’s security tab, then sign in with it.';

    const none = await run('grant', user.email);
    expect(none.stdout).toContain('is now an operator');
    expect(none.stdout).toContain(`Warning: this account has no second factor. ${addOne}`);

    // E-mailed codes do not count for operators.
    await factors({ two_factor_enabled: true, totp_enabled: false, passkeys_enabled: false });
    const mailed = await run('grant', user.email);
    expect(mailed.stdout).toContain('already an operator');
    expect(mailed.stdout).toContain(
      `Warning: this account’s only second factor is a code by e-mail, which does not count for operators. ${addOne}`,
    );

    // A passkey alone does (docs/decisions/0053-passkeys.md), with or without e-mailed codes.
    for (const two_factor_enabled of [false, true]) {
      await factors({ two_factor_enabled, totp_enabled: false, passkeys_enabled: true });
      const passkey = await run('grant', user.email);
      expect(passkey.stdout).toContain('For the console it has a passkey.');
      expect(passkey.stdout).not.toContain('Warning');
    }

    await factors({ two_factor_enabled: false, totp_enabled: true, passkeys_enabled: false });
    const app = await run('grant', user.email);
    expect(app.stdout).toContain('For the console it has an authenticator app.');
    expect(app.stdout).not.toContain('Warning');

    await factors({ two_factor_enabled: false, totp_enabled: true, passkeys_enabled: true });
    const both = await run('grant', user.email);
    expect(both.stdout).toContain('For the console it has an authenticator app and a passkey.');
    expect(both.stdout).not.toContain('Warning');

    // A fresh grant says it too, after the sessions ended.
    await run('revoke', user.email);
    await factors({ two_factor_enabled: false, totp_enabled: false, passkeys_enabled: true });
    const regranted = await run('grant', user.email);
    expect(regranted.stdout).toContain('is now an operator');
    expect(regranted.stdout).toContain('For the console it has a passkey.');
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
