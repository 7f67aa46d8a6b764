import type { Redis } from 'ioredis';
import { AppError } from '@wishwall/contracts/app-error';

const WINDOW_SECONDS = 15 * 60;
const MAX_FAILURES_PER_ACCOUNT = 5;
const MAX_FAILURES_PER_IP = 30;

/**
 * Failed sign-ins counted per account and per IP in Redis over 15 minutes. Past the limit,
 * sign-in is refused before the password is checked, even a right one, until the window ends.
 */
export class LoginThrottle {
  private readonly redis: Redis;
  private readonly prefix: string;

  constructor(redis: Redis, prefix: string) {
    this.redis = redis;
    this.prefix = prefix;
  }

  async assertAllowed(email: string, ip: string): Promise<void> {
    const [account, address] = await this.redis.mget(this.accountKey(email), this.ipKey(ip));
    if (
      Number(account ?? 0) >= MAX_FAILURES_PER_ACCOUNT ||
      Number(address ?? 0) >= MAX_FAILURES_PER_IP
    ) {
      throw new AppError('rate_limited', 'Too many failed sign-ins; try again in 15 minutes');
    }
  }

  async recordFailure(email: string, ip: string): Promise<void> {
    await this.redis
      .multi()
      .incr(this.accountKey(email))
      .expire(this.accountKey(email), WINDOW_SECONDS, 'NX')
      .incr(this.ipKey(ip))
      .expire(this.ipKey(ip), WINDOW_SECONDS, 'NX')
      .exec();
  }

  async recordSuccess(email: string): Promise<void> {
    await this.redis.del(this.accountKey(email));
  }

  private accountKey(email: string) {
    return `${this.prefix}:login-failures:account:${email.toLowerCase()}`;
  }

  private ipKey(ip: string) {
    return `${this.prefix}:login-failures:ip:${ip}`;
  }
}
