import type { Redis } from 'ioredis';
import { RateLimitedError } from '@wishwall/contracts/app-error';

const WINDOW_SECONDS = 15 * 60;
const MAX_FAILURES_PER_ACCOUNT = 5;
const MAX_FAILURES_PER_IP = 30;

/**
 * Reserves a sign-in attempt on both counters, or neither: refused (0) when either is at its
 * limit. A counter starts its window with its first attempt.
 */
const RESERVE = `
if tonumber(redis.call('GET', KEYS[1]) or '0') >= tonumber(ARGV[1])
  or tonumber(redis.call('GET', KEYS[2]) or '0') >= tonumber(ARGV[2]) then
  return 0
end
for _, key in ipairs(KEYS) do
  if redis.call('INCR', key) == 1 then redis.call('EXPIRE', key, ARGV[3]) end
end
return 1
`;

/** Gives back the address's reservation and clears the account's count. */
const RELEASE = `
redis.call('DEL', KEYS[1])
if tonumber(redis.call('GET', KEYS[2]) or '0') > 0 then redis.call('DECR', KEYS[2]) end
return 1
`;

/**
 * Sign-in attempts counted per account and per IP in Redis over 15 minutes. Each attempt is
 * counted before its password is checked, in one atomic step, so concurrent guesses can never
 * together pass the limit; a right password gives its attempt back. Past the limit, sign-in is
 * refused before the password is checked, even a right one, until the window ends.
 */
export class LoginThrottle {
  private readonly redis: Redis;
  private readonly prefix: string;

  constructor(redis: Redis, prefix: string) {
    this.redis = redis;
    this.prefix = prefix;
  }

  /** Counts an attempt as failed until `succeeded` says otherwise, or refuses it. */
  async reserve(email: string, ip: string): Promise<void> {
    const reserved = await this.redis.eval(
      RESERVE,
      2,
      this.accountKey(email),
      this.ipKey(ip),
      MAX_FAILURES_PER_ACCOUNT,
      MAX_FAILURES_PER_IP,
      WINDOW_SECONDS,
    );
    if (reserved !== 1) {
      throw new RateLimitedError(
        WINDOW_SECONDS,
        'Too many failed sign-ins; try again in 15 minutes',
      );
    }
  }

  async succeeded(email: string, ip: string): Promise<void> {
    await this.redis.eval(RELEASE, 2, this.accountKey(email), this.ipKey(ip));
  }

  /**
   * Clears the account's failed sign-ins: a new password set from its mailed link makes the
   * guesses at the old one moot, and its owner must be able to sign in with the new one at once.
   */
  async forgetAccount(email: string): Promise<void> {
    await this.redis.del(this.accountKey(email));
  }

  private accountKey(email: string) {
    return `${this.prefix}:login-failures:account:${email.trim().toLowerCase()}`;
  }

  private ipKey(ip: string) {
    return `${this.prefix}:login-failures:ip:${ip}`;
  }
}
