import { beforeAll, describe, expect, it } from 'vitest';
import { consoleAccounts } from './test-support/operator-fixtures.ts';
import { useApi } from './test-support/use-api.ts';

const suite = useApi();
let accounts: Awaited<ReturnType<typeof consoleAccounts>>;
beforeAll(async () => {
  accounts = await consoleAccounts(suite);
});

/** Every console call with a request an operator may make. */
const ADMIN_CALLS: { method: 'GET' | 'POST'; url: string; body?: () => object }[] = [
  { method: 'GET', url: '/v1/admin/audit' },
];

describe('the operators’ console calls', () => {
  for (const { method, url, body } of ADMIN_CALLS) {
    it(`${method} ${url}: 401 anonymous, 403 user, 403 without two-factor, 200 operator`, async () => {
      const call = (token?: string) => suite.api.call(method, url, body?.(), token);
      const anonymous = await call();
      expect([anonymous.status, anonymous.body.code]).toEqual([401, 'unauthorized']);
      const user = await call(accounts.user.token);
      expect([user.status, user.body.code]).toEqual([403, 'forbidden']);
      const without2fa = await call(accounts.adminWithout2fa.token);
      expect([without2fa.status, without2fa.body.code]).toEqual([403, 'two_factor_required']);
      expect((await call(accounts.operator.token)).status).toBe(200);
    });
  }

  it('stop at once for an operator whose role was revoked', async () => {
    await suite.ctx.db
      .updateTable('users')
      .set({ role: 'user' })
      .where('id', '=', accounts.operator.id)
      .execute();
    const result = await suite.api.call(
      'GET',
      '/v1/admin/audit',
      undefined,
      accounts.operator.token,
    );
    expect(result.status).toBe(403);
    await suite.ctx.db
      .updateTable('users')
      .set({ role: 'admin' })
      .where('id', '=', accounts.operator.id)
      .execute();
  });

  it('never let a user make themselves an operator through the profile', async () => {
    const { token, id } = accounts.user;
    const renamed = await suite.api.call(
      'POST',
      '/v1/user/update-profile',
      { field: 'name', value: 'Mallory', role: 'admin' },
      token,
    );
    expect(renamed.status).toBe(200);
    const refused = await suite.api.call(
      'POST',
      '/v1/user/update-profile',
      { field: 'role', value: 'admin' },
      token,
    );
    expect(refused.status).toBe(400);
    expect(JSON.stringify(renamed.body.data)).not.toContain('admin');
    const row = await suite.ctx.db
      .selectFrom('users')
      .select('role')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.role).toBe('user');
  });
});
