import { sessionToken } from './session-tokens.ts';
import type { ApiTestHandle } from './use-api.ts';

/**
 * A signed-in account of each kind the console tells apart: a user, an admin who has not
 * turned on two-factor sign-in, and an operator (admin with two-factor, signed in with the
 * code just now). The role is set the way `pnpm admin:grant` sets it, in the database; no API
 * call can. `passwordOnly` is a session of the account that never passed the code, `stale`
 * one that passed it 13 hours ago (past OPERATOR_STEP_UP_HOURS' default 12).
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
    return {
      id,
      email,
      token: sessionToken(app, user, { amr: twoFactor ? ['pwd', 'email_otp'] : ['pwd'] }),
      passwordOnly: sessionToken(app, user, { amr: ['pwd'] }),
      stale: sessionToken(app, user, {
        amr: ['pwd', 'email_otp'],
        auth_time: Math.floor(Date.now() / 1000) - 13 * 3600,
      }),
    };
  };
  return {
    user: await account('user', false),
    adminWithout2fa: await account('admin', false),
    operator: await account('admin', true),
  };
}
