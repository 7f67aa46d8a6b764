import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { createUser } from '@wishwall/testing/fixtures';
import { useTestContext } from '@wishwall/testing/use-test-context';
import { walletBalance } from '../test-support/wallet-fixtures.ts';

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
