import { randomUUID } from 'node:crypto';
import type { TokenClaims } from '@wishwall/contracts/token-claims';
import type { ApiApp } from '../app.ts';

/**
 * A sign-in token for `user` as the API signs one — a new session that just passed a password
 * — with any claim replaced: a second factor in `amr`, an `auth_time` hours ago.
 */
export function sessionToken(
  app: ApiApp,
  user: { id: string; token_version: number },
  claims: Partial<TokenClaims> = {},
  options: { expiresIn?: number } = {},
): string {
  return app.jwt.sign(
    {
      sub: user.id,
      ver: user.token_version,
      jti: randomUUID(),
      amr: ['pwd'],
      auth_time: Math.floor(Date.now() / 1000),
      ...claims,
    },
    options,
  );
}
