import type { Redis } from 'ioredis';
import { RateLimitedError } from '@wishwall/contracts/app-error';

/** Counts one request and starts the window with the first; answers the count. */
const TAKE = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('EXPIRE', KEYS[1], ARGV[1]) end
return count
`;

/**
 * Mail that anyone may have sent to an address (a password reset link), counted per target
 * address in Redis, whether or not an account holds it: the refusal is the same for every
 * address, so it tells nothing about which have accounts, and nobody can flood one mailbox
 * from many clients.
 */
export class AddressMailThrottle {
  private readonly redis: Redis;
  private readonly key: (email: string) => string;
  private readonly limit: { max: number; windowSeconds: number };

  constructor(
    redis: Redis,
    prefix: string,
    name: string,
    limit: { max: number; windowSeconds: number },
  ) {
    this.redis = redis;
    this.key = (email) => `${prefix}:${name}:address:${email.trim().toLowerCase()}`;
    this.limit = limit;
  }

  async take(email: string): Promise<void> {
    const count = Number(await this.redis.eval(TAKE, 1, this.key(email), this.limit.windowSeconds));
    if (count > this.limit.max) {
      const minutes = Math.ceil(this.limit.windowSeconds / 60);
      throw new RateLimitedError(
        this.limit.windowSeconds,
        `Too many requests for this address; try again in ${minutes} minutes`,
      );
    }
  }
}
