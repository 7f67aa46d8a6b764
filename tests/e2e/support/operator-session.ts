import { createHmac, randomUUID } from 'node:crypto';
import type { Db } from '@wishwall/db/database';
import { createUser } from '@wishwall/testing/fixtures';

/**
 * A session of the user with `email` that passed its second factor `hoursAgo` hours ago, signed
 * with the system's key as the API signs its tokens (0 for a fresh step-up; 13 for a console
 * left open since the morning before). `amr` says how it signed in: by default the password and
 * the authenticator app's code; `['hwk', 'mfa']` for a passkey alone.
 */
export async function operatorSession(
  db: Db,
  email: string,
  hoursAgo: number,
  amr: string[] = ['pwd', 'otp'],
) {
  const user = await db
    .selectFrom('users')
    .select(['id', 'token_version'])
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  const now = Math.floor(Date.now() / 1000);
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const unsigned = `${part({ alg: 'HS256', typ: 'JWT' })}.${part({
    sub: user.id,
    ver: user.token_version,
    jti: randomUUID(),
    amr,
    auth_time: now - hoursAgo * 3600,
    iat: now,
    exp: now + 3600,
  })}`;
  const signature = createHmac('sha256', process.env['E2E_JWT_SECRET'] as string)
    .update(unsigned)
    .digest('base64url');
  return `${unsigned}.${signature}`;
}

/** A `datetime-local` field's value a day from now, as the console's round form takes it. */
export function aDayFromNow(): string {
  const at = new Date(Date.now() + 86_400_000 - new Date().getTimezoneOffset() * 60_000);
  return at.toISOString().slice(0, 16);
}

/**
 * A fresh operator as `pnpm admin:grant` leaves one (the role, an authenticator app on), with a
 * session that passed its second factor just now; no sign-in dialog to go through.
 */
export async function newOperator(db: Db, name: string) {
  const user = await createUser(db, name);
  await db
    .updateTable('users')
    .set({ role: 'admin', two_factor_enabled: true, totp_enabled: true })
    .where('id', '=', user.id)
    .execute();
  return { id: user.id, email: user.email, token: await operatorSession(db, user.email, 0) };
}
