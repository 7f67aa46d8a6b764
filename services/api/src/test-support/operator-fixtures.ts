import { newTotpSecret, TotpSecretCipher } from '@wishwall/security/totp';
import type { TestContext } from '@wishwall/testing/use-test-context';
import { sessionToken } from './session-tokens.ts';
import type { ApiTestHandle } from './use-api.ts';

/**
 * A confirmed authenticator app for the account, written to the database as turning it on
 * would (no API call, no code to wait for): the secret it returns gives codes with `totpCode`.
 */
export async function withAuthenticatorApp(
  ctx: Pick<TestContext, 'db' | 'config'>,
  userId: string,
): Promise<string> {
  const secret = newTotpSecret();
  const cipher = new TotpSecretCipher(ctx.config.totpEncryptionKey);
  await ctx.db
    .insertInto('authenticator_apps')
    .values({
      user_id: userId,
      secret_encrypted: cipher.encrypt(secret, userId),
      confirmed_at: new Date(),
    })
    .execute();
  await ctx.db.updateTable('users').set({ totp_enabled: true }).where('id', '=', userId).execute();
  return secret;
}

/**
 * A signed-in account of each kind the console tells apart: a user, an admin without an
 * authenticator app (codes by e-mail on: they do not count for operators), and an operator
 * (admin with an app, signed in with its code just now). The role is set the way
 * `pnpm admin:grant` sets it, in the database; no API call can. `passwordOnly` is a session of
 * the account that never passed a second factor, `emailCode` one that passed only a mailed
 * code, `stale` one that passed it 13 hours ago
 * (past OPERATOR_STEP_UP_HOURS' default 12).
 */
export async function consoleAccounts({ api, app, ctx }: ApiTestHandle) {
  const account = async (role: 'user' | 'admin', authenticator: boolean) => {
    const { body, email } = await api.registerVerified();
    const id: string = body.data.user.id;
    const user = await ctx.db
      .updateTable('users')
      .set({ role, two_factor_enabled: role === 'admin' })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    const secret = authenticator ? await withAuthenticatorApp(ctx, id) : undefined;
    return {
      id,
      email,
      secret,
      token: sessionToken(app, user, {
        amr: authenticator ? ['pwd', 'otp'] : role === 'admin' ? ['pwd', 'email_otp'] : ['pwd'],
      }),
      passwordOnly: sessionToken(app, user, { amr: ['pwd'] }),
      /** Signed in with a code by e-mail: a second factor, but not an operator's. */
      emailCode: sessionToken(app, user, { amr: ['pwd', 'email_otp'] }),
      stale: sessionToken(app, user, {
        amr: ['pwd', 'otp'],
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
