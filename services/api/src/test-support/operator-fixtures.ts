import type { ApiTestHandle } from './use-api.ts';

/**
 * A signed-in account of each kind the console tells apart: a user, an admin who has not
 * turned on two-factor sign-in, and an operator (admin with two-factor). The role is set the
 * way `pnpm admin:grant` sets it, in the database; no API call can.
 */
export async function consoleAccounts({ api, app, ctx }: ApiTestHandle) {
  const account = async (role: 'user' | 'admin', twoFactor: boolean) => {
    const { body, email } = await api.registerVerified();
    const id: string = body.data.user.id;
    const user = await ctx.db
      .updateTable('users')
      .set({ role, two_factor_enabled: twoFactor })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return { id, email, token: app.tokens.sign(id, user.token_version) };
  };
  return {
    user: await account('user', false),
    adminWithout2fa: await account('admin', false),
    operator: await account('admin', true),
  };
}
