import { createHash, randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import { hasWellFormedClaims } from '@wishwall/contracts/token-claims';
import { redisKeys } from '@wishwall/events/redis-keys';
import type { SessionClaims } from './token.service.ts';

/** Long enough to open a socket after asking, short enough that a leaked ticket is worthless. */
export const OVERVIEW_TICKET_TTL_SECONDS = 30;

const hashOf = (ticket: string) => createHash('sha256').update(ticket).digest('hex');

/**
 * Single-use tickets for the console's overview socket. A browser cannot put the bearer token
 * on a WebSocket, and a token in the URL would land in proxy logs: the console asks for a
 * ticket with an authenticated POST and sends it as the socket's first message. Redis keeps
 * only the ticket's hash, with the session's claims, for 30 seconds; redeeming it is one GETDEL,
 * so of any number of sockets sending the same ticket exactly one gets the session
 * (docs/decisions/0051-console-live-overview.md).
 */
export class OverviewTickets {
  private readonly redis: Redis;
  private readonly keyOf: (hash: string) => string;

  constructor(redis: Redis, redisPrefix: string) {
    this.redis = redis;
    this.keyOf = redisKeys(redisPrefix).overviewTicket;
  }

  /** A new ticket standing for the session `claims`, and when it stops working. */
  async issue(claims: SessionClaims): Promise<{ ticket: string; expiresAt: Date }> {
    const ticket = randomBytes(32).toString('base64url');
    const lifetime = Math.max(
      1,
      Math.min(OVERVIEW_TICKET_TTL_SECONDS, claims.exp - Math.floor(Date.now() / 1000)),
    );
    const { sub, ver, jti, amr, auth_time, exp } = claims;
    await this.redis.set(
      this.keyOf(hashOf(ticket)),
      // `iat` only for the claims' shape check on the way back.
      JSON.stringify({ sub, ver, jti, amr, auth_time, exp, iat: auth_time }),
      'EX',
      lifetime,
    );
    return { ticket, expiresAt: new Date(Date.now() + lifetime * 1000) };
  }

  /** The session a ticket stands for, once: undefined for an unknown, used or expired one. */
  async redeem(ticket: unknown): Promise<SessionClaims | undefined> {
    if (typeof ticket !== 'string' || ticket.length === 0 || ticket.length > 100) return undefined;
    const stored = await this.redis.getdel(this.keyOf(hashOf(ticket)));
    if (!stored) return undefined;
    const claims: unknown = JSON.parse(stored);
    if (!hasWellFormedClaims(claims)) return undefined;
    if (claims.exp * 1000 <= Date.now()) return undefined;
    return claims;
  }
}
