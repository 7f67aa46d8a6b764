import { execFile } from 'node:child_process';
import { hostname, userInfo } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { createUser } from '@wishwall/testing/fixtures';
import { useTestContext } from '@wishwall/testing/use-test-context';
import { walletBalance } from '@wishwall/core/test-support/wallet-fixtures';

const ctx = useTestContext();
const script = path.join(import.meta.dirname, 'wallet-credit.ts');

const run = (...args: string[]) =>
  promisify(execFile)(process.execPath, [script, ...args], {
    env: { ...process.env, DATABASE_URL: ctx.databaseUrl, NODE_ENV: 'test' },
  });

describe('pnpm wallet:credit', () => {
  it('credits a wallet with the reason on an operator-credit transaction', async () => {
    const user = await createUser(ctx.db);
    const { stdout } = await run(user.email.toUpperCase(), '12.5', 'Contest prize');
    expect(stdout).toContain('balance now 12.50 USD');
    expect(await walletBalance(ctx.db, user.id)).toBe(12_500_000n);
    const transaction = await ctx.db
      .selectFrom('ledger_transactions')
      .select(['kind', 'memo'])
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(transaction).toEqual({ kind: 'operator_credit', memo: 'Contest prize' });
  });

  it('is the audited break-glass path: no second operator, the machine user and reason on record', async () => {
    const user = await createUser(ctx.db);
    // Above CREDIT_APPROVAL_USD: the console would wait for a second operator, the command does not.
    await run(user.email, '2500', 'Single-operator installation: raffle prize');
    expect(await walletBalance(ctx.db, user.id)).toBe(2_500_000_000n);
    const audit = await ctx.db
      .selectFrom('admin_audit')
      .select(['operator_id', 'action', 'after'])
      .where('record_type', '=', 'wallet')
      .where('record_id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(audit).toEqual({
      operator_id: null,
      action: 'wallet.credit',
      after: expect.objectContaining({
        reason: 'Single-operator installation: raffle prize',
        machine_user: `${userInfo().username}@${hostname()}`,
      }),
    });
  });

  it('credits at most CREDIT_MAX_USD', async () => {
    const user = await createUser(ctx.db);
    await expect(run(user.email, '999999999999999', 'x')).rejects.toMatchObject({
      stderr: expect.stringContaining('credit_above_maximum'),
    });
    expect(await walletBalance(ctx.db, user.id)).toBe(0n);
  });

  it('refuses a bad amount or an unknown e-mail, crediting nothing', async () => {
    const user = await createUser(ctx.db);
    await expect(run(user.email, '-3', 'x')).rejects.toMatchObject({
      stderr: expect.stringContaining('invalid_amount'),
    });
    await expect(run('nobody@example.test', '3', 'x')).rejects.toMatchObject({
      stderr: expect.stringContaining('not_found'),
    });
    expect(await walletBalance(ctx.db, user.id)).toBe(0n);
  });
});
