import type { JWT } from '@fastify/jwt';
import { AppError } from '@wishwall/contracts/app-error';
import { hasWellFormedClaims } from '@wishwall/contracts/token-claims';
import type { Db } from '@wishwall/db/database';
import { UserRepository } from '@wishwall/db/repositories/user.repository';
import type { UserRow } from '@wishwall/db/tables/user.table';
import { assertOperator } from './operator-only.ts';
import type { SessionClaims } from './token.service.ts';

export const QUEUE_DASHBOARD_PATH = '/admin/queues';
export const QUEUE_DASHBOARD_COOKIE = 'wishwall_queues';
/** Long enough to look into a failure, short enough that a forgotten tab stops working. */
export const QUEUE_DASHBOARD_TTL_SECONDS = 10 * 60;

function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of header?.split(';') ?? []) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}

/**
 * The queue dashboard is a server-rendered page the browser opens itself, so it cannot send
 * the bearer token: `POST /v1/admin/queues-session` swaps it for a cookie (httpOnly,
 * SameSite=Strict, scoped to the dashboard's path, 10 minutes) holding a token with the same
 * `jti`, `amr` and `auth_time`. Every dashboard request checks it like a sign-in: the token
 * not revoked (logout refuses the cookie at once), the token version current (an account
 * change that ended the session ends its cookie), the account still an operator with
 * two-factor, and the session one that passed a second factor (decision 0022,
 * docs/decisions/0036-operator-sessions.md).
 */
export class QueueDashboardSessions {
  private readonly jwt: JWT;
  private readonly users: UserRepository;
  private readonly secure: boolean;

  constructor(jwt: JWT, db: Db, secure: boolean) {
    this.jwt = jwt;
    this.users = new UserRepository(db);
    this.secure = secure;
  }

  /** The Set-Cookie value for the signed-in operator's token `claims`. */
  cookieFor(claims: SessionClaims): string {
    const lifetime = Math.min(
      QUEUE_DASHBOARD_TTL_SECONDS,
      claims.exp - Math.floor(Date.now() / 1000),
    );
    const token = this.jwt.sign(
      {
        sub: claims.sub,
        ver: claims.ver,
        jti: claims.jti,
        amr: claims.amr,
        auth_time: claims.auth_time,
      },
      { expiresIn: lifetime },
    );
    return [
      `${QUEUE_DASHBOARD_COOKIE}=${token}`,
      `Path=${QUEUE_DASHBOARD_PATH}`,
      `Max-Age=${lifetime}`,
      'HttpOnly',
      'SameSite=Strict',
      ...(this.secure ? ['Secure'] : []),
    ].join('; ');
  }

  /** The operator the request's cookie stands for; 401 without a valid one, 403 for others. */
  async operator(cookieHeader: string | undefined): Promise<UserRow> {
    const unauthorized = new AppError('unauthorized', 'Open the queue dashboard from the console');
    const token = cookieValue(cookieHeader, QUEUE_DASHBOARD_COOKIE);
    if (!token) throw unauthorized;
    let claims: unknown;
    try {
      claims = this.jwt.verify(token);
    } catch {
      throw unauthorized;
    }
    if (!hasWellFormedClaims(claims)) throw unauthorized;
    const user = await this.users.findUnlessTokenRevoked(claims.sub, claims.jti);
    if (!user || user.token_version !== claims.ver) throw unauthorized;
    assertOperator(user, claims);
    return user;
  }
}
